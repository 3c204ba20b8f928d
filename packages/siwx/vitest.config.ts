import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/siwx',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: the files of a worker import the sources and
    // their libraries once (no file here leaks state a later file reads).
    isolate: false,
    // PGlite's first start, redis-server and anvil take seconds on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
