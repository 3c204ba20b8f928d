import { describe, expect, it } from 'vitest'
import { checkBoundedFolders } from './check-bounded-folders.js'
import { parseImports } from './parse-imports.js'

const sourceFile = (path: string, text: string) => ({ path, imports: parseImports(text, path) })

const lines = (violations: ReturnType<typeof checkBoundedFolders>) =>
  violations.map((v) => `${v.file}:${v.line} ${v.rule}`)

describe('checkBoundedFolders', () => {
  it("reports another core folder importing a file inside the embedded wallet's folder", () => {
    const files = [
      sourceFile(
        'packages/core/src/app-kit/create-app-kit.ts',
        "import { x } from '../embedded-wallet/index.js'\nimport { y } from '../embedded-wallet/embedded-auth.js'",
      ),
      sourceFile(
        'packages/core/src/state/kit-state.test.ts',
        "import type { Z } from '../embedded-wallet/email-frame-state.js'",
      ),
      sourceFile(
        'packages/core/src/exports/index.ts',
        "export { w } from '../embedded-wallet/deep/more.js'\nconst l = () => import('../embedded-wallet/embedded-social.js')",
      ),
    ]
    expect(lines(checkBoundedFolders(files))).toEqual([
      'packages/core/src/app-kit/create-app-kit.ts:2 bounded-folder',
      'packages/core/src/state/kit-state.test.ts:1 bounded-folder',
      'packages/core/src/exports/index.ts:1 bounded-folder',
      'packages/core/src/exports/index.ts:2 bounded-folder',
    ])
  })

  it('lets the entries be imported, and the folder import its own files', () => {
    const files = [
      sourceFile(
        'packages/core/src/app-kit/create-app-kit.ts',
        [
          "import { x } from '../embedded-wallet/index.js'",
          "const start = () => import('../embedded-wallet/embedded-start.js')",
          "import { f } from '../embedded-wallet/view-flows.js'",
          "import { g } from '../navigation/router.js'",
        ].join('\n'),
      ),
      sourceFile(
        'packages/core/src/embedded-wallet/embedded-start.ts',
        "import { a } from './embedded-auth.js'\nimport { b } from '../state/kit-state.js'",
      ),
      // Another package's folder of the same name is not core's.
      sourceFile(
        'packages/ui-react/src/views/email.tsx',
        "import { c } from '../embedded-wallet/email-view.js'",
      ),
    ]
    expect(checkBoundedFolders(files)).toEqual([])
  })
})
