import { describe, expect, it } from 'vitest'
import {
  compileExamples,
  entryNames,
  exampleModule,
} from '../../../scripts/api-docs/compile-examples.js'
import { codeBlocksOf, siteCodeBlocks, sitePages } from './code-blocks.js'

describe('code blocks of the docs pages', () => {
  it('reads the ts and tsx blocks of a page, each named by its page and line, and no other language', () => {
    const page = [
      '# A page',
      '```sh',
      'npm install @portico/core',
      '```',
      '```ts',
      'const a: number = 1',
      '```',
      '````tsx title="App.tsx"',
      'export const App = () => <p>```</p>',
      '````',
    ].join('\n')
    expect(codeBlocksOf(page, 'guides/x.md')).toEqual([
      { name: 'guides/x.md:5', code: 'const a: number = 1' },
      { name: 'guides/x.md:8', code: 'export const App = () => <p>```</p>' },
    ])
  })

  it('every ts/tsx block of every page compiles against the packages (all eight resolve); a planted broken block is reported', () => {
    const pages = sitePages()
    for (const page of [
      'index.md',
      'getting-started.md',
      'families/evm.md',
      'families/polkadot.md',
    ])
      expect(pages).toContain(page)
    const blocks = siteCodeBlocks()
    // A block with its imports is a module as it is; one without them (a snippet) sees the API
    // reference's public names, read only when a page has a snippet (a second program).
    const hasSnippet = blocks.some((block) => !/^import /m.test(block.code))
    const names = hasSnippet ? entryNames() : { values: [], types: [] }
    const examples = blocks.map((block) => ({ ...block, code: exampleModule(block.code, names) }))
    const broken = {
      name: 'planted.md:1',
      code: [
        "import { createAppKit, mainnet } from '@portico/core'",
        "export const kit = createAppKit({ adapter: [], networks: [mainnet], projectId: 'x' })",
      ].join('\n'),
    }
    // Every package a page may import resolves, whether or not a page imports it today.
    const resolves = {
      name: 'resolves.md:1',
      code: [
        "import { bitcoinAdapter } from '@portico/adapter-bitcoin'",
        "import { evmAdapter } from '@portico/adapter-evm'",
        "import { polkadotAdapter } from '@portico/adapter-polkadot'",
        "import { solanaAdapter } from '@portico/adapter-solana'",
        "import { createAppKit } from '@portico/core'",
        "import { createLocalSiwx } from '@portico/siwx'",
        "import { startDevnet } from '@portico/testing'",
        "import { AppKitButton } from '@portico/ui-react'",
        'export const used = [bitcoinAdapter, evmAdapter, polkadotAdapter, solanaAdapter, createAppKit, createLocalSiwx, startDevnet, AppKitButton]',
      ].join('\n'),
    }
    // One program for all (the packages' sources are read once); the planted block shows it can fail.
    const problems = compileExamples([...examples, resolves, broken])
    expect(problems.filter((problem) => !problem.startsWith('planted.md:1 '))).toEqual([])
    expect(problems.filter((problem) => problem.startsWith('planted.md:1 '))).toEqual([
      expect.stringMatching(
        /^planted\.md:1 \(line 2\): Object literal may only specify known properties, .*'adapter'/,
      ),
    ])
    console.info(`docs: ${blocks.length} code blocks on ${pages.length} pages compiled`)
  })
})
