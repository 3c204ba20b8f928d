import { configDefaults, defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/ui-react',
    // e2e/*.test.ts build a fixture page with Vite (the workspace's React 18) and drive real
    // Chromium; size/*.test.ts builds the entry and checks the size budgets of .size-limit.cjs.
    // Every unit test runs against React 19 (vitest.react19.config.ts); here, on React 18, only
    // those whose subject leans on what differs between the two: server rendering and hydration,
    // Suspense and lazy views (the modal, the inline host), refs and ids (components), external stores and context
    // (hooks, the locale), and the two views that suspend or take ids (Connect, Account). Views that
    // render props and handle clicks, and the React-free logic, behave the same on both: the
    // React-free tests in those folders are excluded below (the same assertions on the same code).
    include: [
      'src/ssr/**/*.test.{ts,tsx}',
      'src/modal/**/*.test.{ts,tsx}',
      'src/embedded/**/*.test.{ts,tsx}',
      'src/components/**/*.test.{ts,tsx}',
      'src/hooks/**/*.test.{ts,tsx}',
      'src/i18n/locale-switch.test.tsx',
      'src/views/connect/**/*.test.{ts,tsx}',
      'src/views/account/**/*.test.{ts,tsx}',
      'e2e/**/*.test.ts',
      'size/**/*.test.ts',
    ],
    // *.react19.test.tsx run only in `@portico/ui-react (React 19)` (vitest.react19.config.ts), and
    // so do the tests of these folders that render nothing with React: DOM helpers (inert siblings,
    // the visual viewport) and pure data (activity rows, wallet groups); likewise the translator of
    // `src/i18n/use-messages.test.ts`, left out of the list above.
    exclude: [
      ...configDefaults.exclude,
      'src/**/*.react19.test.tsx',
      'src/modal/inert-siblings.test.ts',
      'src/modal/visual-viewport.test.ts',
      'src/views/account/account-data.test.ts',
      'src/views/connect/wallet-groups.test.ts',
      // vi.mock()s the locale loaders, which a shared graph has loaded for real already: in
      // vitest.own-graph.config.ts.
      'src/i18n/locale-switch.test.tsx',
    ],
    environment: 'happy-dom',
    // One module graph per worker, not per file (106 -> 74 s CPU); each file ends as it began
    // (scripts/vitest-between-files, src/test-utils/navigator-fields.setup.ts).
    isolate: false,
    setupFiles: [
      '../../scripts/vitest-between-files/between-files.setup.ts',
      'src/test-utils/navigator-fields.setup.ts',
      'src/test-utils/async-util-timeout.setup.ts',
    ],
  },
})
