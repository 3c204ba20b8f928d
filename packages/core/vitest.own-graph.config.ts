import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

/**
 * Core's file that vi.mock()s a module (api-client's loader, to count its loads) in a module graph
 * of its own: in the shared graph of vitest.config.ts an earlier file has loaded it for real.
 */
export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/core (own graph)',
    include: ['src/data/default-data-api.test.ts'],
    environment: 'node',
  },
})
