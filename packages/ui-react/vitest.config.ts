import { configDefaults, defineProject } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@portico/ui-react',
    // e2e/*.test.ts build a fixture page with Vite and drive real Chromium (axe + screenshots);
    // size/*.test.ts builds the entry and checks the size budgets of .size-limit.cjs.
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts', 'size/**/*.test.ts'],
    // *.react19.test.tsx run only in `@portico/ui-react (React 19)` (vitest.react19.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.react19.test.tsx'],
    environment: 'happy-dom',
  },
})
