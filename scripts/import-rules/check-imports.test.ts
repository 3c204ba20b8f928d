import { describe, expect, it } from 'vitest'
import { checkImports } from './check-imports.js'
import { sourceFile, syntheticPackages } from './workspace.test-helper.js'

const check = (path: string, source: string) =>
  checkImports([sourceFile(path, source)], syntheticPackages).map(({ file, line, rule }) => ({
    file,
    line,
    rule,
  }))

describe('checkImports: the direction of imports', () => {
  it('accepts what ARCHITECTURE.md allows', () => {
    expect(check('packages/core/src/a.ts', "import { x } from '@portico/api-client'")).toEqual([])
    expect(
      check('packages/core/src/a.ts', "import { atom } from 'jotai'\nimport './b.js'"),
    ).toEqual([])
    expect(check('packages/adapter-evm/src/a.ts', "import { x } from '@portico/core'")).toEqual([])
    expect(
      check('packages/ui-react/src/a.ts', "import { x } from '@portico/core/internal'"),
    ).toEqual([])
    expect(check('apps/lab/src/a.ts', "import { x } from '@portico/ui-react'")).toEqual([])
  })

  it('refuses core importing a chain SDK or React, naming file, line and rule', () => {
    const violations = checkImports(
      [sourceFile('packages/core/src/a.ts', "// core\nimport { parseEther } from 'viem'")],
      syntheticPackages,
    )
    expect(violations).toEqual([
      expect.objectContaining({
        file: 'packages/core/src/a.ts',
        line: 2,
        rule: 'chain-sdk-or-framework',
      }),
      expect.objectContaining({ rule: 'undeclared-dependency' }),
    ])
    expect(violations[0]?.message).toContain("@portico/core must not import 'viem'")
    expect(check('packages/core/src/a.ts', "import type { FC } from 'react'")).toContainEqual(
      expect.objectContaining({ rule: 'chain-sdk-or-framework' }),
    )
    expect(check('packages/core/src/a.ts', "const s = await import('@solana/kit')")).toContainEqual(
      expect.objectContaining({ rule: 'chain-sdk-or-framework' }),
    )
  })

  it('refuses core importing an adapter, also through a dynamic import()', () => {
    expect(
      check('packages/core/src/a.ts', "const m = await import('@portico/adapter-evm')"),
    ).toContainEqual({ file: 'packages/core/src/a.ts', line: 1, rule: 'layer' })
  })

  it('refuses ui-react importing an adapter or api-client', () => {
    expect(
      check('packages/ui-react/src/a.tsx', "import { evmAdapter } from '@portico/adapter-evm'"),
    ).toContainEqual({ file: 'packages/ui-react/src/a.tsx', line: 1, rule: 'layer' })
    expect(
      check('packages/ui-react/src/a.tsx', "export * from '@portico/api-client'"),
    ).toContainEqual(expect.objectContaining({ rule: 'layer' }))
  })

  it('refuses adapters importing each other and api-client importing anything of ours', () => {
    expect(check('packages/adapter-evm/src/a.ts', "import '@portico/adapter-solana'")).toEqual([
      // adapter-solana is not a workspace package here: an undeclared third-party name.
      { file: 'packages/adapter-evm/src/a.ts', line: 1, rule: 'undeclared-dependency' },
    ])
    const withSolana = [
      ...syntheticPackages,
      { ...syntheticPackages[3]!, name: '@portico/adapter-solana', dir: 'packages/adapter-solana' },
    ]
    const violations = checkImports(
      [sourceFile('packages/adapter-evm/src/a.ts', "import '@portico/adapter-solana'")],
      withSolana,
    )
    expect(violations.map((v) => v.rule)).toContain('layer')
    expect(
      check('packages/api-client/src/a.ts', "import type { Network } from '@portico/core'"),
    ).toContainEqual(expect.objectContaining({ rule: 'layer' }))
  })

  it('refuses a deep import into another package, from any file (tests too)', () => {
    expect(check('apps/lab/src/a.ts', "import { x } from '@portico/core/src/x'")).toEqual([
      { file: 'apps/lab/src/a.ts', line: 1, rule: 'public-entry' },
    ])
    expect(
      check('packages/ui-react/src/a.test.ts', "import { x } from '@portico/core/dist/x.js'"),
    ).toEqual([{ file: 'packages/ui-react/src/a.test.ts', line: 1, rule: 'public-entry' }])
    expect(check('packages/ui-react/src/a.ts', "import { x } from '../../core/src/x.js'")).toEqual([
      { file: 'packages/ui-react/src/a.ts', line: 1, rule: 'relative-escape' },
    ])
  })

  it("refuses ./internal from apps and test entries in a published package's shipped code", () => {
    expect(check('apps/lab/src/a.ts', "import { x } from '@portico/core/internal'")).toEqual([
      { file: 'apps/lab/src/a.ts', line: 1, rule: 'internal-entry' },
    ])
    expect(
      check('packages/ui-react/src/a.ts', "import { x } from '@portico/core/testing'"),
    ).toEqual([{ file: 'packages/ui-react/src/a.ts', line: 1, rule: 'test-entry' }])
    // Tests and test kits are not shipped: they may use test entries.
    expect(
      check('packages/ui-react/src/a.test.ts', "import { x } from '@portico/core/testing'"),
    ).toEqual([])
    expect(
      check(
        'packages/ui-react/src/test-utils/kit.tsx',
        "import { x } from '@portico/core/testing'",
      ),
    ).toEqual([])
  })

  it('refuses a package that no file of its package.json declares', () => {
    expect(check('packages/ui-react/src/a.ts', "import { x } from 'lodash'")).toEqual([
      { file: 'packages/ui-react/src/a.ts', line: 1, rule: 'undeclared-dependency' },
    ])
    // Tests may use the root's devDependencies.
    expect(check('packages/ui-react/src/a.test.ts', "import { it } from 'vitest'")).toEqual([])
    expect(check('packages/ui-react/src/a.ts', "import { it } from 'vitest'")).toEqual([
      { file: 'packages/ui-react/src/a.ts', line: 1, rule: 'undeclared-dependency' },
    ])
  })
})
