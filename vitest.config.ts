import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Two test files at a time. Vitest's default on 2 cores is one (cpus - 1): most e2e and server
    // files spend their time waiting on chains, servers and Chromium, so a second file fills that
    // wait. Every file takes ephemeral ports and its own database schema or PGlite directory, and
    // shared builds are kept by content hash and written once (scripts/build-cache), so two at once
    // do not collide.
    maxWorkers: 2,
    // One headless Chromium for the run, which the browser test files connect to (see the file).
    globalSetup: ['scripts/chromium-server/global-setup.ts'],
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The Next.js example's browser check (needs its production build: `pnpm build` first).
      'examples/*/vitest.config.ts',
      // ui-react's unit tests, every one, against React 19 (its peer range covers 18 and 19; its own
      // project runs on React 18 the tests of what differs between the two).
      'packages/ui-react/vitest.react19.config.ts',
      // Its one file that mocks modules, in a module graph of its own, on React 19 and 18 (see the files).
      'packages/ui-react/vitest.react19-own-graph.config.ts',
      'packages/ui-react/vitest.own-graph.config.ts',
      // core's file that mocks a module, in a module graph of its own (see the file).
      'packages/core/vitest.own-graph.config.ts',
      // adapter-evm's relay-fault file, in a module graph of its own (see the file).
      'packages/adapter-evm/vitest.relay-faults.config.ts',
      // ARCHITECTURE.md's import rules, checked over every file and package.json.
      'scripts/import-rules/vitest.config.ts',
      // The test command's Chromium check (install or one-line stop on a bare machine).
      'scripts/chromium-check/vitest.config.ts',
      // The install check the test command and the lab run first (a fresh clone installs itself).
      'scripts/ensure-installed/vitest.config.ts',
      // The test command's system-package check (redis-server for @portico/siwx's Redis storage).
      'scripts/system-packages/vitest.config.ts',
      // publint and attw over every published package (the runner itself runs in `pnpm test`).
      'scripts/package-checks/vitest.config.ts',
      // The published shapes in use: every public package packed, installed by plain npm into fresh
      // apps outside the workspace, built for production and connected in Chromium.
      'scripts/packed-apps/vitest.config.ts',
      // The API reference: TypeDoc validation (every public export documented), hook examples.
      'scripts/api-docs/vitest.config.ts',
      // Builds kept by their inputs' hash (the frame, the lab's pages, ui-react's fixtures).
      'scripts/build-cache/vitest.config.ts',
      // The test command's closing report (steps against budgets, the slowest files).
      'scripts/test-command/vitest.config.ts',
      // The folder map's counting (sizes and imports between folders), over a fixture tree.
      'scripts/folder-map/vitest.config.ts',
    ],
  },
})
