import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildInitialBundle,
  hasModule as has,
} from '../../../scripts/initial-bundle/build-initial-bundle.js'

// What a Bitcoin-only app's page loads up front from core + this adapter, built the way an app
// ships it (Vite production build, every dependency bundled); the entry's static import closure
// is checked. Message verification (@portico/verify: secp256k1), Esplora reads and WalletConnect arrive
// with import() on first use; sats-connect's runtime (valibot, jsontokens) never ships: only its
// types and its registry protocol are used.

const APP = `
import { bitcoinAdapter } from '@portico/adapter-bitcoin'
import { bitcoin, createAppKit } from '@portico/core'
export const kit = createAppKit({
  adapters: [bitcoinAdapter({ walletConnect: { projectId: 'p' } })],
  networks: [bitcoin],
  projectId: 'p',
})
`
/**
 * gzip (level 6) of the initial JS, in bytes: measured 40 442 (38 833 before core's sign-in flow
 * and pending-request limit landed; core's start-up is ~29 kB of it, including the bech32 /
 * base58check codec of Bitcoin addresses), plus a little room.
 */
// 42 000 -> 44 200 on 2026-11-24: core's start-up gained the embedded
// wallet's hooks (stored email/social login read without the frame, a social redirect finished on
// start) — measured 43773.
// 44 200 -> 41 850 on 2026-11-24: core's embedded-wallet start-up moved behind
// import() (`kit.embeddedWallet` is a stand-in whose code downloads after the first paint, and only
// with `embeddedWallet` set), and the start-up's parts of modules the views share left them
// (default socials, formatUnits, the empty history, directory and balances) —
// measured 41 637.
// 41 850 -> 42 200 on 2026-12-04: wallet links are checked by an allow list (the schemes and OS
// handlers a wallet link may not be, and no `scheme=` re-targeting), which the start-up carries
// because a restored wallet link is checked before use — about +0.3 kB; measured 41 979.
// 42 200 -> 42 300 on 2026-12-06: a kit without a project id starts and shows the SPEC §8 alert instead of throwing, and analytics sends the kit's type and version from one home (about 0.1 kB);
// measured 42 207.
// 42 300 -> 42 700 on 2026-12-06: the lazy Bitcoin code (@scure/btc-signer, the PSBT check, the
// message verifiers) moved to the @scure/base 1.x that core's address codecs already bring, so
// an app carries one copy instead of a second 2.x one (its lazy JS about 23 kB gz smaller); that
// one copy sits in the start-up with core, and the codecs the lazy code uses (hex, utf8, base64)
// come with it — about +0.4 kB; measured 42 655.
// 42 700 -> 42 750 the same day (measured 42 735): the refusal of a kit with no adapter and the
// refused-value printing of the wallet-value and address checks, as in adapter-evm's budget.
// 42 750 -> 33 700 on 2026-12-06 (measured 33 598, -9.1 kB): the address codec (base58check with
// sha256, bech32: @noble/hashes and @scure/base) downloads with the first connection or restore;
// the Wallet Standard answer's Taproot guess is a shape check, every address then checked in full.
// 33 700 -> 33 950 on 2026-12-07 (measured 33 841, about +0.12-0.24 kB across the adapters): flows
// start when their view is shown, from core's start-up (a subscription that downloads the
// flows and starts the shown view's), and the kit holds the Farcaster and email flows' state
// and their retry/finish actions; views no longer start flows.
// 33 950 -> 34 200 on 2026-12-07 (measured 34 189): the restore waits up to 3 s for a wallet injected after the
// app started (+116 B, the reconnect matrix's injected-late cell showed 'Connect'), core's folders by concern (import
// order, +64 B), and the EVM instance (wagmi, viem, the connectors: 31 kB gz) no longer downloads at load for a visitor with
// nothing to restore: core sets up an adapter marked setupOnInterest at the visitor's first sign of interest
// (preload, open, connect); the start-up carries the split of setups and the interest hand-off, about +0.17-0.19 kB
// on every family's app (measured by reverting only that change: evm about 25 990 -> 26 183, bitcoin 34 025 -> 34 189,
// polkadot 30 728 -> 30 905).
// 34 200 -> 26 250 on 2026-12-07 (measured 26 206; 34 277 just before, in the same tree): the
// instance (the sats-connect and Wallet Standard registries, @wallet-standard/app, the sessions)
// downloads with setup() behind core's stand-in (lazyAdapter), as the EVM instance does, and for a
// visitor with nothing to restore only at the first sign of interest.
const INITIAL_BUDGET = 26_250

let initialModules: string[] = []
let lazyModules: string[] = []
let initialGzip = 0

beforeAll(async () => {
  const app = await buildInitialBundle(APP)
  initialModules = app.initial
  lazyModules = app.lazy
  initialGzip = app.gzip
  console.log(`core + adapter-bitcoin initial JS: ${initialGzip} B gzip`)
}, 180_000)

describe("a Bitcoin app's initial JS (core + adapter-bitcoin)", () => {
  it("holds the start-up itself: createAppKit, the Bitcoin adapter definition and core's stand-in", () => {
    for (const part of [
      'core/src/app-kit/create-app-kit.ts',
      'adapter-bitcoin/src/bitcoin-adapter.ts',
      'adapter-bitcoin/src/instance/lazy-bitcoin-adapter.ts',
      'core/src/adapter-kit/lazy-adapter.ts',
    ])
      expect(has(initialModules, part), part).toBe(true)
    expect(initialGzip).toBeGreaterThan(10_000)
  })

  it('leaves the instance (wallet discovery, the sessions, @wallet-standard/app) to the import() setup() starts', () => {
    for (const part of [
      'adapter-bitcoin/src/instance/create-bitcoin-adapter.ts',
      'adapter-bitcoin/src/connectors/wallet-registry.ts',
      'adapter-bitcoin/src/instance/wallet-session.ts',
      '@wallet-standard/app',
    ])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, 'adapter-bitcoin/src/instance/create-bitcoin-adapter.ts')).toBe(true)
    expect(has(lazyModules, 'adapter-bitcoin/src/connectors/wallet-registry.ts')).toBe(true)
    expect(has(lazyModules, '@wallet-standard/app')).toBe(true)
  })

  it("leaves the address codec (sha256, bech32, base58check) to the first connection's import()", () => {
    for (const part of ['core/src/caip/bitcoin-address.ts', '@noble/hashes', '@scure/base'])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, 'core/src/caip/bitcoin-address.ts')).toBe(true)
  })

  it('leaves message verification (@portico/verify, secp256k1) and Esplora reads to import()', () => {
    for (const part of [
      '@scure/btc-signer',
      '@noble/curves',
      'adapter-bitcoin/src/signing/',
      'verify/src/',
      'adapter-bitcoin/src/actions/bitcoin-actions.ts',
      'adapter-bitcoin/src/esplora/',
    ])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, 'verify/src/bitcoin/bip322.ts')).toBe(true)
    expect(has(lazyModules, '@scure/btc-signer')).toBe(true)
  })

  it("ships none of sats-connect's runtime (only its types and registry protocol are used)", () => {
    for (const part of ['node_modules/sats-connect', '@sats-connect', 'jsontokens', 'axios'])
      expect(has([...initialModules, ...lazyModules], part), part).toBe(false)
  })

  it('carries no EVM (viem, wagmi) or Solana code, and keeps WalletConnect lazy', () => {
    for (const part of [
      'viem',
      '@wagmi',
      '@solana',
      'adapter-evm',
      'adapter-solana',
      '@walletconnect',
    ])
      expect(has(initialModules, part), part).toBe(false)
    expect(has(lazyModules, '@walletconnect')).toBe(true)
  })

  it(`stays within ${INITIAL_BUDGET / 1000} kB gzip`, () => {
    expect(initialGzip).toBeLessThanOrEqual(INITIAL_BUDGET)
  })
})
