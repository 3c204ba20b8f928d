import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/core',
    include: ['src/**/*.test.ts'],
    // vi.mock()s api-client's loader, which a shared graph has loaded for real already: in
    // vitest.own-graph.config.ts.
    exclude: ['src/data/default-data-api.test.ts'],
    environment: 'node',
    // Pure unit tests (no native modules, no process.chdir): worker threads start and import
    // faster than forked processes. Measured on the shared 2-core machine, interleaved pairs:
    // 67 -> 37 s and 67 -> 52 s wall, 33.4 -> 25.9 s user CPU for the 117 files.
    pool: 'threads',
    // One module graph per worker, not per file (38 -> 8.5 s CPU for the 160 files); each file
    // ends as it began (scripts/vitest-between-files).
    isolate: false,
    setupFiles: ['../../scripts/vitest-between-files/between-files.setup.ts'],
  },
})
