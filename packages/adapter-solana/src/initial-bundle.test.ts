import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildInitialBundle,
  hasModule as has,
  type InitialBundle,
} from '../../../scripts/initial-bundle/build-initial-bundle.js'

// What a Solana app's page loads up front from core + this adapter, built the way an app ships it
// (Vite production build, every dependency bundled), and what an EVM-only app loads (unchanged by
// this package: it never reaches the EVM app). The entry's static import closure is the initial JS.

const SOLANA_APP = `
import { solanaAdapter } from '@portico/adapter-solana'
import { createAppKit, solana } from '@portico/core'
export const kit = createAppKit({
  adapters: [solanaAdapter({ walletConnect: { projectId: 'p' } })],
  networks: [solana],
  projectId: 'p',
})
`
const EVM_APP = `
import { evmAdapter } from '@portico/adapter-evm'
import { createAppKit, mainnet } from '@portico/core'
export const kit = createAppKit({
  adapters: [evmAdapter({ networks: [mainnet], walletConnect: { projectId: 'p' } })],
  networks: [mainnet],
  projectId: 'p',
})
`

/**
 * gzip (level 6) of a Solana app's initial JS, in bytes: measured 34 150 (32 462 when this adapter
 * landed; core's sign-in flow and RPC-gate rules since added ~1.6 KB to every app). Core's start-up
 * is most of it; this adapter's entry part is discovery, connect, events and the error mapping.
 * Signing, sending, @solana/kit, the token programs and WalletConnect arrive with import() on first
 * use.
 */
// 36 000 -> 37 600 on 2026-11-24: core's start-up gained the embedded
// wallet's hooks (stored email/social login read without the frame, a social redirect finished on
// start) — measured 37197.
// 37 600 -> 35 000 on 2026-11-24: core's embedded-wallet start-up moved behind
// import() (`kit.embeddedWallet` is a stand-in whose code downloads after the first paint, and only
// with `embeddedWallet` set), and the start-up's parts of modules the views share left them
// (default socials, formatUnits, the empty history, directory and balances) —
// measured 34 764.
// 35 000 -> 35 400 on 2026-12-04: wallet links are checked by an allow list (the schemes and OS
// handlers a wallet link may not be, and no `scheme=` re-targeting), which the start-up carries
// because a restored wallet link is checked before use — about +0.3 kB; measured 35 136.
// 35 400 -> 32 550 on 2026-12-06 (measured 32 456; 35 136 on 2026-12-04 before this day's changes):
// the address codec (base58, all of @scure/base) downloads with setup() and before a connection is
// read, the WalletConnect session's reader with the client, and the send checks load it on use.
// 32 550 -> 32 800 on 2026-12-07 (measured 32 685, about +0.12-0.24 kB across the adapters): flows
// start when their view is shown, from core's start-up (a subscription that downloads the
// flows and starts the shown view's), and the kit holds the Farcaster and email flows' state
// and their retry/finish actions; views no longer start flows.
// 32 800 -> 32 900 on 2026-12-07 (measured 32 864): the EVM instance (wagmi, viem, the connectors: 31 kB gz) no longer downloads at load for a visitor with
// nothing to restore: core sets up an adapter marked setupOnInterest at the visitor's first sign of interest
// (preload, open, connect); the start-up carries the split of setups and the interest hand-off, about +0.17-0.19 kB
// on every family's app (measured by reverting only that change: evm about 25 990 -> 26 183, bitcoin 34 025 -> 34 189,
// polkadot 30 728 -> 30 905).
// 32 900 -> 26 500 on 2026-12-07 (measured 26 432; 32 865 just before, in the same tree): the
// instance (Wallet Standard discovery, the wallet backends, the session) downloads with setup()
// behind core's stand-in (lazyAdapter), as the EVM instance does, and for a visitor with nothing to
// restore only at the first sign of interest.
const INITIAL_BUDGET = 26_500

let solanaApp: InitialBundle
let evmApp: InitialBundle

beforeAll(async () => {
  solanaApp = await buildInitialBundle(SOLANA_APP)
  evmApp = await buildInitialBundle(EVM_APP)
  console.log(
    `initial JS gzip: core + adapter-solana ${solanaApp.gzip} B, core + adapter-evm ${evmApp.gzip} B`,
  )
}, 240_000)

describe("a Solana app's initial JS (core + adapter-solana)", () => {
  // "X is absent" passes for an empty build too: first show the start-up is there.
  it("holds the start-up itself: createAppKit, the Solana adapter definition and core's stand-in", () => {
    for (const part of [
      'core/src/app-kit/create-app-kit.ts',
      'adapter-solana/src/solana-adapter.ts',
      'adapter-solana/src/instance/lazy-solana-adapter.ts',
      'core/src/adapter-kit/lazy-adapter.ts',
    ])
      expect(has(solanaApp.initial, part), part).toBe(true)
    expect(solanaApp.gzip).toBeGreaterThan(10_000)
  })

  it('leaves the instance (Wallet Standard discovery, the wallet backends, the session) to the import() setup() starts', () => {
    for (const part of [
      'adapter-solana/src/instance/create-solana-adapter.ts',
      'adapter-solana/src/discovery/wallet-standard-registry.ts',
      'adapter-solana/src/wallets/',
      'adapter-solana/src/instance/instance-session.ts',
    ])
      expect(has(solanaApp.initial, part), part).toBe(false)
    expect(has(solanaApp.lazy, 'adapter-solana/src/instance/create-solana-adapter.ts')).toBe(true)
    expect(has(solanaApp.lazy, 'adapter-solana/src/discovery/wallet-standard-registry.ts')).toBe(
      true,
    )
  })

  it('leaves @solana/kit, the token and system programs and signing/sending to import()', () => {
    for (const part of [
      '@solana/kit',
      '@solana/transactions',
      '@solana/rpc',
      '@solana-program/token',
      '@solana-program/system',
      'adapter-solana/src/actions/build-transfer.ts',
      'adapter-solana/src/actions/solana-actions.ts',
    ])
      expect(has(solanaApp.initial, part), part).toBe(false)
    expect(has(solanaApp.lazy, '@solana-program/token')).toBe(true)
    expect(has(solanaApp.lazy, 'adapter-solana/src/actions/build-transfer.ts')).toBe(true)
  })

  it('leaves the address codec (base58: @scure/base) to the import() setup() starts', () => {
    for (const part of ['core/src/caip/solana-address.ts', '@scure/base', '@noble/hashes'])
      expect(has(solanaApp.initial, part), part).toBe(false)
    expect(has(solanaApp.lazy, 'core/src/caip/solana-address.ts')).toBe(true)
  })

  it('leaves the message verifier (@portico/verify/solana, ed25519) to import()', () => {
    expect(has(solanaApp.initial, 'verify/src/')).toBe(false)
    expect(has(solanaApp.initial, '@noble/curves')).toBe(false)
    expect(has(solanaApp.lazy, 'verify/src/solana/solana.ts')).toBe(true)
  })

  it('carries no WalletConnect and no EVM code (viem, wagmi)', () => {
    expect(has(solanaApp.initial, '@walletconnect')).toBe(false)
    expect(has(solanaApp.lazy, '@walletconnect/universal-provider')).toBe(true)
    for (const part of ['node_modules/viem', '@wagmi', 'adapter-evm', 'ox/'])
      expect(has(solanaApp.initial, part), part).toBe(false)
  })

  it(`stays within ${INITIAL_BUDGET / 1000} kB gzip`, () => {
    expect(solanaApp.gzip).toBeLessThanOrEqual(INITIAL_BUDGET)
  })
})

describe("an EVM-only app's JS", () => {
  it('contains no Solana code at all (initial or lazy)', () => {
    expect(has(evmApp.initial, 'adapter-evm/src/evm-adapter.ts')).toBe(true)
    for (const part of ['adapter-solana', '@solana', '@wallet-standard', 'solana-localnet'])
      expect(has([...evmApp.initial, ...evmApp.lazy], part), part).toBe(false)
  })
})
