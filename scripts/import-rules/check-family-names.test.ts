import { describe, expect, it } from 'vitest'
import { checkFamilyNames } from './check-family-names.js'

/** Reads a test file's text by path, as the real check reads the repository. */
const read = (files: readonly { path: string; text: string }[]) => (path: string) =>
  files.find((file) => file.path === path)?.text ?? ''

const lines = (violations: ReturnType<typeof checkFamilyNames>) =>
  violations.map((v) => `${v.file}:${v.line}`)

describe('checkFamilyNames', () => {
  it("reports a family named in core's flows and the views", () => {
    const files = [
      { path: 'packages/core/src/app-kit/send.ts', text: "if (namespace === 'eip155') x()" },
      { path: 'packages/core/src/app-kit/fee.ts', text: "const a = 1\nif ('solana' !== ns) y()" },
      {
        path: 'packages/ui-react/src/views/send/view.tsx',
        text: "switch (ns) {\n  case 'bip122':\n}",
      },
      { path: 'packages/ui-react/src/views/b.tsx', text: 'kit.getAccount("eip155")' },
      { path: 'packages/core/src/send/send-fee.ts', text: "if (ns === 'polkadot') z()" },
      { path: 'packages/core/src/networks/network-actions.ts', text: "ns === 'eip155'" },
    ]
    expect(lines(checkFamilyNames(files, read(files)))).toEqual([
      'packages/core/src/app-kit/send.ts:1',
      'packages/core/src/app-kit/fee.ts:2',
      'packages/ui-react/src/views/send/view.tsx:2',
      'packages/ui-react/src/views/b.tsx:1',
      'packages/core/src/send/send-fee.ts:1',
      'packages/core/src/networks/network-actions.ts:1',
    ])
  })

  it('leaves comments, tests, other folders and other words alone', () => {
    const files = [
      {
        path: 'packages/core/src/app-kit/a.ts',
        text: "// was: ns === 'eip155'\n * ns === 'solana'",
      },
      { path: 'packages/core/src/app-kit/a.test.ts', text: "if (ns === 'eip155') x()" },
      { path: 'packages/core/src/rules/account-type.ts', text: "if (ns === 'bip122') x()" },
      // The network definitions name their family: only the network flows beside them are read.
      { path: 'packages/core/src/networks/evm-networks.ts', text: "chainNamespace: 'eip155'," },
      { path: 'packages/ui-react/src/views/b.tsx', text: "const label = 'eip155 chains'" },
    ]
    expect(checkFamilyNames(files, read(files))).toEqual([])
  })
})
