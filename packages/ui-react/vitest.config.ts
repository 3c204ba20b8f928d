import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/ui-react',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
})
