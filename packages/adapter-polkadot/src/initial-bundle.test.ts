import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildInitialBundle,
  hasModule as has,
} from '../../../scripts/initial-bundle/build-initial-bundle.js'

// What a Polkadot-only app's page loads up front from core + this adapter, built the way an app
// ships it (Vite production build, every dependency bundled): the entry's static import closure.
// The chain client, the signature verifier and WalletConnect arrive with import() on first use.

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
 * adapter with extension discovery and the WalletConnect slot about 4 KiB). 35 000 -> 35 100 on
 * 2026-11-24: the chain methods reach the lazy node-fault module (measured 35 023).
 */
// 35 100 -> 37 400 on 2026-11-24: core's start-up gained the embedded
// wallet's hooks (stored email/social login read without the frame, a social redirect finished on
// start) — measured 37018.
// 37 400 -> 35 200 on 2026-11-24: core's embedded-wallet start-up moved behind
// import() (`kit.embeddedWallet` is a stand-in whose code downloads after the first paint, and only
// with `embeddedWallet` set), and the start-up's parts of modules the views share left them
// (default socials, formatUnits, the empty history, directory and balances) —
// measured 34 980.
// 35 200 -> 35 550 on 2026-12-04: wallet links are checked by an allow list (the schemes and OS
// handlers a wallet link may not be, and no `scheme=` re-targeting), which the start-up carries
// because a restored wallet link is checked before use — about +0.3 kB; measured about 35 330.
// 35 550 -> 35 990 on 2026-12-06: every wallet request (enable, accounts, signRaw, the signer's
// prompts) is bounded by the kit's request timeout on a scoped clock, with the one
// WalletRequestTimeoutError all families share; until then a hung extension hung the kit —
// +0.43 kB, measured 35 760.
// 35 990 -> 30 450 on 2026-12-06 (measured 30 355, -5.4 kB): the SS58 codec (its blake2b checksum,
// base58) and the account parsing on it download with the first connection; the chain methods load
// the codec before they check a receiver or balance address.
// 30 450 -> 30 700 on 2026-12-07 (measured 30 584, about +0.12-0.24 kB across the adapters): flows
// start when their view is shown, from core's start-up (a subscription that downloads the
// flows and starts the shown view's), and the kit holds the Farcaster and email flows' state
// and their retry/finish actions; views no longer start flows.
// 30 700 -> 30 950 on 2026-12-07 (measured 30 905): the restore waits up to 3 s for an extension injected after the
// app started (about +0.1 kB, the reconnect matrix's injected-late cell showed 'Connect'), core's folders by concern
// (import order, +35 B), and the EVM instance (wagmi, viem, the connectors: 31 kB gz) no longer downloads at load for a visitor with
// nothing to restore: core sets up an adapter marked setupOnInterest at the visitor's first sign of interest
// (preload, open, connect); the start-up carries the split of setups and the interest hand-off, about +0.17-0.19 kB
// on every family's app (measured by reverting only that change: evm about 25 990 -> 26 183, bitcoin 34 025 -> 34 189,
// polkadot 30 728 -> 30 905).
// 30 950 -> 26 150 on 2026-12-07 (measured 26 112; 30 946 just before, in the same tree): the
// instance (extension discovery, the wallet sessions, the request timeouts) downloads with setup()
// behind core's stand-in (lazyAdapter), as the EVM instance does, and for a visitor with nothing to
// restore only at the first sign of interest.
const INITIAL_BUDGET = 26_150

let initialModules: string[] = []
let lazyModules: string[] = []
let initialGzip = 0

beforeAll(async () => {
  const app = await buildInitialBundle(APP)
  initialModules = app.initial
  lazyModules = app.lazy
  initialGzip = app.gzip
  console.log(`core + adapter-polkadot initial JS: ${(initialGzip / 1024).toFixed(1)} KB gzip`)
}, 180_000)

describe("a Polkadot app's initial JS (core + adapter-polkadot)", () => {
  it("holds the start-up itself: createAppKit, the adapter definition and core's stand-in", () => {
    for (const part of [
      'core/src/app-kit/create-app-kit.ts',
      'adapter-polkadot/src/polkadot-adapter.ts',
      'adapter-polkadot/src/instance/lazy-polkadot-adapter.ts',
      'core/src/adapter-kit/lazy-adapter.ts',
    ])
      expect(has(initialModules, part), part).toBe(true)
    expect(initialGzip).toBeGreaterThan(10_000)
  })

  it('leaves the instance (extension discovery, the wallet sessions) to the import() setup() starts', () => {
    for (const part of [
      'adapter-polkadot/src/instance/create-polkadot-adapter.ts',
      'adapter-polkadot/src/instance/wallet-session.ts',
    ])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, 'adapter-polkadot/src/instance/create-polkadot-adapter.ts')).toBe(true)
    expect(has(lazyModules, 'adapter-polkadot/src/discovery/injected-extensions.ts')).toBe(true)
  })

  it("leaves the SS58 codec (its blake2b checksum, base58) to the first connection's import()", () => {
    for (const part of ['core/src/caip/polkadot-address.ts', '@noble/hashes', '@scure/base'])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, 'core/src/caip/polkadot-address.ts')).toBe(true)
    expect(has(lazyModules, 'adapter-polkadot/src/accounts/extension-accounts.ts')).toBe(true)
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

  it('leaves the signature verifier (@portico/verify, @polkadot/util-crypto, @polkadot/util) lazy', () => {
    expect(has(initialModules, 'verify/src/')).toBe(false)
    expect(has(lazyModules, 'verify/src/polkadot/polkadot.ts')).toBe(true)
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
