import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

// What a Polkadot-only app's page loads up front from core + this adapter, built the way an app
// ships it (Vite production build, every dependency bundled): the entry's static import closure.
// The chain client, the signature verifier and WalletConnect arrive with import() on first use.

const repo = fileURLToPath(new URL('../../..', import.meta.url))
const APP = `
import { polkadotAdapter } from '@portico/adapter-polkadot'
import { createAppKit, polkadot } from '@portico/core'
export const kit = createAppKit({
  adapters: [polkadotAdapter({ appName: 'Bench' })],
  networks: [polkadot],
  projectId: 'p',
})
`
/**
 * gzip (level 6) of the initial JS, in bytes: measured 34 100 (33.3 KiB; core is most of it, the
 * adapter with extension discovery and the WalletConnect slot about 4 KiB).
 */
const INITIAL_BUDGET = 35_000

let initialModules: string[] = []
let lazyModules: string[] = []
let initialGzip = 0

beforeAll(async () => {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: {
      alias: [
        {
          find: /^@portico\/(core|adapter-polkadot|api-client)$/,
          replacement: `${repo}packages/$1/src/exports/index.ts`,
        },
        {
          find: /^@portico\/(core|api-client)\/(.+)$/,
          replacement: `${repo}packages/$1/src/exports/$2.ts`,
        },
      ],
    },
    plugins: [
      {
        name: 'app-entry',
        resolveId: (id) => (id === 'virtual:app' ? '\0virtual:app' : undefined),
        load: (id) => (id === '\0virtual:app' ? APP : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'virtual:app', preserveEntrySignatures: 'exports-only' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = new Set<Rollup.OutputChunk>()
  const stack = chunks.filter((c) => c.isEntry)
  while (stack.length > 0) {
    const chunk = stack.pop()!
    if (initial.has(chunk)) continue
    initial.add(chunk)
    for (const name of chunk.imports) stack.push(byName.get(name)!)
  }
  initialModules = [...initial].flatMap((c) => Object.keys(c.modules))
  lazyModules = chunks.filter((c) => !initial.has(c)).flatMap((c) => Object.keys(c.modules))
  initialGzip = [...initial].reduce((sum, c) => sum + gzipSync(c.code, { level: 6 }).length, 0)
  console.log(`core + adapter-polkadot initial JS: ${(initialGzip / 1024).toFixed(1)} KB gzip`)
}, 180_000)

const has = (modules: string[], part: string) => modules.some((id) => id.includes(part))

describe("a Polkadot app's initial JS (core + adapter-polkadot)", () => {
  it('holds the start-up itself: createAppKit, the adapter and extension discovery', () => {
    for (const part of [
      'core/src/app-kit/create-app-kit.ts',
      'adapter-polkadot/src/instance/create-polkadot-adapter.ts',
      'adapter-polkadot/src/discovery/injected-extensions.ts',
      'core/src/caip/polkadot-address.ts',
    ])
      expect(has(initialModules, part), part).toBe(true)
    expect(initialGzip).toBeGreaterThan(10_000)
  })

  it('leaves the chain client (@polkadot/api) to import() on first use', () => {
    for (const part of [
      '@polkadot/api',
      '@polkadot/types',
      '@polkadot/rpc-provider',
      'polkadot-api',
    ])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, '@polkadot/api/')).toBe(true)
    expect(has(lazyModules, 'adapter-polkadot/src/chain/chain-actions.ts')).toBe(true)
  })

  it('leaves the signature verifier (@polkadot/util-crypto, @polkadot/util) lazy', () => {
    expect(has(initialModules, '@polkadot/util-crypto')).toBe(false)
    expect(has(initialModules, '@polkadot/util/')).toBe(false)
    expect(has(initialModules, '@polkadot/extension-dapp')).toBe(false)
    expect(has(lazyModules, 'adapter-polkadot/src/signing/sign-message.ts')).toBe(true)
  })

  it('carries no WalletConnect, EVM, Solana or Bitcoin code', () => {
    for (const part of [
      '@walletconnect',
      'viem',
      '@wagmi',
      '@solana',
      'adapter-evm',
      'adapter-solana',
      'adapter-bitcoin',
      'sats-connect',
      'core/src/caip/bitcoin-address.ts',
      'core/src/caip/solana-address.ts',
    ])
      expect(has(initialModules, part), part).toBe(false)
    // WalletConnect's polkadot namespace is there, behind import().
    expect(has(lazyModules, '@walletconnect/universal-provider')).toBe(true)
  })

  it(`stays within ${INITIAL_BUDGET / 1000} kB gzip`, () => {
    expect(initialGzip).toBeLessThanOrEqual(INITIAL_BUDGET)
  })
})
