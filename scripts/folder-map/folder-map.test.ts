import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatFolderMap, mapFolders } from './folder-map.js'

let root: string

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'folder-map-'))
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('mapFolders', () => {
  it('counts files and non-blank lines per first-level folder, tests and test kits apart', () => {
    write({
      'send/send-fee.ts': 'export const a = 1\n\nexport const b = 2\n',
      'send/deep/send-rules.ts': 'export const c = 3\n',
      'send/send-fee.test.ts': "import { a } from './send-fee.js'\n\n\nit('a', () => {})\n",
      'send/kit.test-helper.ts': 'export const k = 1\n',
      'index.ts': 'export {}\n',
      'send/types.d.ts': 'declare const x: number\n',
      'send/notes.md': '# not source\n',
    })
    expect(mapFolders(root).sizes).toEqual([
      { folder: '.', files: 1, lines: 1, testFiles: 0, testLines: 0 },
      { folder: 'send', files: 2, lines: 3, testFiles: 2, testLines: 3 },
    ])
  })

  it('counts the imports between folders per pair (static, type, re-export, import()), not within one', () => {
    write({
      'app-kit/create.ts': [
        "import { fee } from '../send/send-fee.js'",
        "import type { Rule } from '../send/deep/send-rules.js'",
        "export { swap } from '../swap/swap.js'",
        "const lazy = () => import('../swap/swap-flow.js')",
        "import { helper } from './helper.js'",
        "import { atom } from 'jotai'",
        "// import { not } from '../send/commented.js'",
        'const text = "import(\'../send/in-a-string.js\')"',
      ].join('\n'),
      'app-kit/create.test.ts': "import { fee } from '../send/send-fee.js'\n",
      'send/send-fee.ts': "import { clock } from '../lifecycle/clock.js'\nexport const fee = 1\n",
      'main.ts': "import { createKit } from './app-kit/create.js'\n",
      'send/send.property.test.ts': "import { runs } from '../../scripts/fuzz/runs.js'\n",
    })
    expect(mapFolders(root).imports).toEqual([
      { from: '.', to: 'app-kit', imports: 1, testImports: 0 },
      { from: 'app-kit', to: 'send', imports: 2, testImports: 1 },
      { from: 'app-kit', to: 'swap', imports: 2, testImports: 0 },
      { from: 'send', to: '(outside)', imports: 0, testImports: 1 },
      { from: 'send', to: 'lifecycle', imports: 1, testImports: 0 },
    ])
  })

  it('prints both tables under the title, numbers aligned on their last digit', () => {
    write({
      'send/send-fee.ts': 'export const fee = 1\n'.repeat(12),
      'swap/swap.ts': "import { fee } from '../send/send-fee.js'\n",
    })
    expect(formatFolderMap('src', mapFolders(root))).toBe(
      [
        'src',
        '',
        'folder  files  lines  test files  test lines',
        'send        1     12           0           0',
        'swap        1      1           0           0',
        '',
        'imports between folders',
        '',
        'from  to    imports  test imports',
        'swap  send        1             0',
        '',
      ].join('\n'),
    )
  })
})
