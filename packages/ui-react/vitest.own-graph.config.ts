import { defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

/**
 * The React 18 file that vi.mock()s modules (the locale loaders) in a module graph of its own:
 * in the shared graph of vitest.config.ts an earlier file has loaded them for real.
 */
export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/ui-react (own graph)',
    include: ['src/i18n/locale-switch.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['src/test-utils/async-util-timeout.setup.ts'],
  },
})
