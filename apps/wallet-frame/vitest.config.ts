import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/wallet-frame',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: the files of a worker import the sources and
    // their libraries once (no file here leaks state a later file reads).
    isolate: false,
    // The browser test builds the frame and starts Chromium on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
