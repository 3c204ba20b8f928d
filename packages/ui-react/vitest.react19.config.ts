import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineProject, type UserProjectConfig } from 'vitest/config'
import { workspaceAlias } from '../../vitest.shared'

/**
 * Every unit test of `@portico/ui-react`, against React 19 (the package's peer range is
 * `^18.2.0 || ^19.0.0`; the workspace itself runs React 18, where vitest.config.ts runs the tests of
 * what differs between the two). React 19 is installed under the aliases
 * `react-19` / `react-dom-19`; every React specifier, from our sources and from the libraries that import
 * React (@testing-library/react, @tanstack/react-virtual, inlined so Vite applies the aliases), is
 * pointed at those files. `src/react-version.react19.test.tsx` fails if the alias ever falls back to 18.
 */
const fromPackageDir = createRequire(fileURLToPath(new URL('./package.json', import.meta.url)))
// Resolve from inside react-dom 19 so Node's own `react` lookup (and its `node` export conditions) apply.
const fromReactDom19 = createRequire(fromPackageDir.resolve('react-dom-19/package.json'))

const reactSpecifiers = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react-dom/test-utils',
]

const react19Alias = reactSpecifiers.map((specifier) => ({
  find: new RegExp(`^${specifier.replace('/', '\\/')}$`),
  replacement: fromReactDom19.resolve(specifier),
}))

// Its `main` is CommonJS, whose `require('react-dom')` would bypass the aliases: take its ES module build.
const testingLibraryEsm = {
  find: /^@testing-library\/react$/,
  replacement: fromPackageDir
    .resolve('@testing-library/react')
    .replace(/dist[\\/]index\.js$/, 'dist/@testing-library/react.esm.js'),
}

/** The project's settings; vitest.react19-own-graph.config.ts takes them for its one file. */
export const react19Project = {
  resolve: {
    alias: [...react19Alias, testingLibraryEsm, ...workspaceAlias],
    dedupe: ['react', 'react-dom'],
  },
  test: {
    name: '@portico/ui-react (React 19)',
    // Unit tests only: the Chromium e2e and size checks build with the workspace's React 18.
    include: ['src/**/*.test.{ts,tsx}'],
    // In vitest.react19-own-graph.config.ts: the file that vi.mock()s the locale loaders (a shared
    // graph has loaded them for real already) and the on-ramp views' file (see there).
    exclude: ['src/i18n/locale-switch.test.tsx', 'src/views/onramp/onramp-views.test.tsx'],
    environment: 'happy-dom' as const,
    // One module graph per worker, not per file (React, the kit and the views imported once:
    // 67 -> 23 s CPU for the 57 files); each file ends as it began (scripts/vitest-between-files,
    // src/test-utils/navigator-fields.setup.ts).
    isolate: false,
    setupFiles: [
      '../../scripts/vitest-between-files/between-files.setup.ts',
      'src/test-utils/navigator-fields.setup.ts',
      'src/test-utils/async-util-timeout.setup.ts',
    ],
    server: {
      deps: { inline: [/@testing-library[\\/]react[\\/]/, /@tanstack[\\/]react-virtual[\\/]/] },
    },
  },
} satisfies UserProjectConfig

export default defineProject(react19Project)
