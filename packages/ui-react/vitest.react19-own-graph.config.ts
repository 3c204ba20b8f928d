import { defineProject } from 'vitest/config'
import { react19Project } from './vitest.react19.config'

/**
 * The React 19 file that vi.mock()s modules (the locale loaders) in a module graph of its own:
 * in the shared graph of vitest.react19.config.ts an earlier file has loaded them for real.
 */
export default defineProject({
  ...react19Project,
  test: {
    ...react19Project.test,
    name: '@portico/ui-react (React 19, own graph)',
    include: ['src/i18n/locale-switch.test.tsx'],
    exclude: [],
    isolate: true,
    setupFiles: [],
  },
})
