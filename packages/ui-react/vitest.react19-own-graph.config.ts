import { defineProject } from 'vitest/config'
import { react19Project } from './vitest.react19.config'

/**
 * React 19 files in a module graph of their own (a fresh one per file):
 * - the file that vi.mock()s modules (the locale loaders): in the shared graph of
 *   vitest.react19.config.ts an earlier file has loaded them for real;
 * - the on-ramp views' file: in the shared graph its first test (providers, quote, checkout) timed
 *   out in 3 of 5 runs on the loaded machine, never alone or in one worker; the cause is not found.
 */
export default defineProject({
  ...react19Project,
  test: {
    ...react19Project.test,
    name: '@portico/ui-react (React 19, own graph)',
    include: ['src/i18n/locale-switch.test.tsx', 'src/views/onramp/onramp-views.test.tsx'],
    exclude: [],
    isolate: true,
    setupFiles: ['src/test-utils/async-util-timeout.setup.ts'],
  },
})
