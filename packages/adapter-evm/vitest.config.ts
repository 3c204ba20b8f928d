import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/adapter-evm',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: the files of a worker import the sources and
    // their libraries once (no file here leaks state a later file reads).
    isolate: false,
    // Real chains, relays and Chromium on a shared 2-core machine: a generous bound per test (not
    // a timing assertion: a test that hangs still fails).
    testTimeout: 30_000,
  },
})
