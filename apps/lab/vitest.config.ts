import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/lab',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not per file: the files of a worker import the sources and
    // their libraries once (no file here leaks state a later file reads).
    isolate: false,
    // Fails a file whose pages broke the lab's CSP or contacted an undeclared host (e2e/page-guard.ts).
    setupFiles: ['src/e2e/guard.setup.ts'],
    // Each e2e file starts the whole stack and a headless Chromium on a shared 2-core machine:
    // generous test bounds. The only timing assertions are the fault cells' upper bounds, each
    // 3x a time the kit sets (fault-cells.ts).
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
