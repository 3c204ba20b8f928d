import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Real anvil chains and databases on a shared 2-core machine: generous bounds, no timing asserts.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
