import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/docs',
    include: ['checks/**/*.test.ts'],
    environment: 'node',
    // TypeScript programs over the packages, a VitePress build and Chromium on a shared 2-core
    // machine: generous bounds, no timing assertions.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
