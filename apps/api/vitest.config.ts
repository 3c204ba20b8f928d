import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: the files of a worker import the sources and
    // their libraries once (no file here leaks state a later file reads).
    isolate: false,
    // Real anvil chains and databases on a shared 2-core machine: generous bounds, no timing asserts.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
