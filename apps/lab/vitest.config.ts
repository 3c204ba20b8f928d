import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/lab',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Fails a file whose pages broke the lab's CSP or contacted an undeclared host (e2e/page-guard.ts).
    setupFiles: ['src/e2e/guard.setup.ts'],
    // Each e2e file starts the whole stack and a headless Chromium on a shared 2-core machine:
    // generous bounds, no timing assertions.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
