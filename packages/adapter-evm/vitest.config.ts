import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/adapter-evm',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
