import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/example-nextjs',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The browser check starts anvil, apps/api, `next start` and Chromium on a shared 2-core
    // machine: generous bounds, no timing assertions.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
