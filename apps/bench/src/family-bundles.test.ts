import { beforeAll, describe, expect, it } from 'vitest'
import {
  buildInitialBundle,
  hasModule as has,
  type InitialBundle,
} from '../../../scripts/initial-bundle/build-initial-bundle.js'

// The kit's own initial JS per combination of chain families, for the app
// a user writes (createAppKit, <AppKitProvider>, <AppKitButton>; defaults only), built as it ships
// (Vite production build, minified, dependencies bundled). React and react-dom are left out: every
// React app carries them, so what remains is what the kit adds before its button paints. Each
// single-family app has its own budget, so a family's code reaching another family's app fails
// here, whatever the all-four app weighs.

type Family = 'evm' | 'solana' | 'bitcoin' | 'polkadot'

const FAMILIES: Record<Family, { adapter: string; network: string; imports: string }> = {
  evm: {
    imports: "import { evmAdapter } from '@portico/adapter-evm'",
    adapter: "evmAdapter({ networks: [mainnet], walletConnect: { projectId: 'p' } })",
    network: 'mainnet',
  },
  solana: {
    imports: "import { solanaAdapter } from '@portico/adapter-solana'",
    adapter: "solanaAdapter({ walletConnect: { projectId: 'p' } })",
    network: 'solana',
  },
  bitcoin: {
    imports: "import { bitcoinAdapter } from '@portico/adapter-bitcoin'",
    adapter: "bitcoinAdapter({ walletConnect: { projectId: 'p' } })",
    network: 'bitcoin',
  },
  polkadot: {
    imports: "import { polkadotAdapter } from '@portico/adapter-polkadot'",
    adapter: "polkadotAdapter({ appName: 'Bench' })",
    network: 'polkadot',
  },
}

/** The bench app's entry for `families` (createElement: the virtual module is plain JS). */
function appSource(families: readonly Family[]): string {
  const parts = families.map((family) => FAMILIES[family])
  return `
${parts.map((p) => p.imports).join('\n')}
import { createAppKit, ${parts.map((p) => p.network).join(', ')} } from '@portico/core'
import { AppKitButton, AppKitProvider } from '@portico/ui-react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
const kit = createAppKit({
  adapters: [${parts.map((p) => p.adapter).join(', ')}],
  networks: [${parts.map((p) => p.network).join(', ')}],
  projectId: 'p',
})
createRoot(document.getElementById('root')).render(
  createElement(AppKitProvider, { instance: kit }, createElement(AppKitButton)),
)
`
}

/**
 * The kit's own initial JS (gzip level 6, bytes) per app, measured 2026-11-24 with the EVM instance
 * (wagmi, viem) loading with setup(): evm 31 232, solana 39 424, bitcoin 45 801 (its address
 * codecs), polkadot 39 219, all four 58 573; each budget is that plus about 1.5 kB. The all-four
 * budget is the target bar (60 kB), which the anchors' way of counting (minus the kit-less app's
 * React + wagmi + react-query) meets with room: about 31.6 KB there.
 */
// Raised 2026-11-24 for core's embedded-wallet start-up hooks (measured evm 33.5,
// solana 41.4, bitcoin 47.8, polkadot 41.2, all four 60.5 KB: over the 60 kB bar), then
// lowered the same day: `kit.embeddedWallet` is a stand-in whose code
// downloads after the first paint and only with `createAppKit({ embeddedWallet })`, and the
// start-up's pieces of modules the views share (default socials, formatUnits, the empty history,
// directory and balances) left those modules, which a lazy chunk would otherwise pull whole into
// the first load. Measured evm 31 970, solana 39 796, bitcoin 46 645, polkadot 39 961, all four
// 59 292 (57.9 KB); each budget is that plus at most 0.26 kB. Raised by 0.35 kB on 2026-12-04:
// wallet links are checked by an allow list (refused schemes and OS handlers, no `scheme=`
// re-targeting) that the start-up carries to check a restored wallet link — measured evm 32 215,
// solana 40 153, bitcoin 46 993, polkadot 40 294, all four 59.6 kB (still under the 60 KB bar).
// Polkadot raised by 0.44 kB on 2026-12-06: its wallet requests gained the kit's request timeout
// (a hung extension hung the kit) — measured 40 731.
// All four raised by 0.1 kB to the 60 kB bar on 2026-12-06: each adapter declares its
// family's capabilities as data (tokens, NFTs, names, fee model, account types, send texts) and
// core keeps one family registry, instead of core's flows naming families — measured 59 941.
// evm and all four raised on 2026-12-06, over the 60 kB bar (to be taken back: the target is
// 45 kB): the router parses each view's route data where it is pushed (typed routes, about
// 0.65 kB), the spec's errors thrown where their conditions arise in start-up code (about 0.3 kB),
// the 30 s native-balance cache on syncs, the saved deep-link choice and one in-messenger browser
// list (about 0.3 kB) — measured evm 33 481, all four 61 303. Then evm, bitcoin and all four by
// 0.05-0.15 kB: a kit without a project id starts and shows the SPEC §8 alert instead of throwing, and analytics sends the kit's type and version from one home (about 0.1 kB) — measured evm 33 602, bitcoin 47 273, all four 61 435.
// Bitcoin and all four raised by 0.45 and 0.4 kB on 2026-12-06: the lazy Bitcoin code
// (@scure/btc-signer, the PSBT check, the message verifiers) moved to the @scure/base 1.x that
// core's address codecs already bring, so an app carries one copy instead of a second 2.x one
// (the Bitcoin app's lazy JS 23 kB gz smaller, all four's 30 kB); that copy sits in the start-up
// with core, and the codecs the lazy code uses (hex, utf8, base64) come with it — measured
// bitcoin 47 498 (47 078 before), all four 61 605 (61 237 before).
// evm, bitcoin, polkadot and all four raised by 0.05-0.15 kB on 2026-12-06: createAppKit refuses a
// kit with no adapter (AdapterRequiredError), the wallet-value and address checks print a hostile
// refused value without a TypeError of their own (found by the property tests), and ui-react's
// modal host leaves the dialog out in embedded mode (<AppKitEmbedded> shows the views in the page)
// — measured evm 33 728, bitcoin 47 855, polkadot 41 029, all four 61 976. Next lever: @noble/hashes
// and @scure/base modules that lazy code shares with core's address codecs are placed whole in the
// start-up (all four: about 70 kB of their 360 kB rendered; EVM: keccak's 18 kB for EIP-55).
// All lowered on 2026-12-06: the address checksums left the start-up. Core checks an address only
// once a connection or a wallet event brought it, so each adapter loads its family's codec with
// import() before it reads a wallet's addresses (EVM: with the instance; solana: with setup();
// bitcoin and polkadot: with the first connection or restore), and until then refuses any address;
// the sessions keep `CheckedAddress` values only the codecs' full checks make. The start-up carries
// no @noble/hashes and no @scure/base any more — measured evm 30.2, solana 36.7, bitcoin 37.8,
// polkadot 34.6, all four 48.1 KB (61 976 -> about 49 250 B); each budget is that plus about 0.1 kB.
// Bitcoin, polkadot and all four raised by 0.1 kB on 2026-12-07: the Farcaster sign-in, the email steps, the
// Send and external-connect flows start in core when their view is shown (a subscription in the
// start-up that downloads the flows and starts the shown view's; views no longer start them) and
// the kit holds the two new flows' state and actions, about 0.17 kB; the kit's flow actions share
// one wrapper (about 0.01 kB back) — measured bitcoin 38 873, polkadot 35 668, all four 49 418.
// All raised on 2026-12-07 (measured evm 31 268, solana 37 977, bitcoin 39 250, polkadot 35 982, all
// four 49 882): the EVM instance (wagmi, viem, the connectors: 31 kB gz) no longer downloads at load for a visitor with
// nothing to restore: core sets up an adapter marked setupOnInterest at the visitor's first sign of interest
// (preload, open, connect); the start-up carries the split of setups and the interest hand-off, about +0.17-0.19 kB
// on every family's app (measured by reverting only that change: evm about 25 990 -> 26 183, bitcoin 34 025 -> 34 189,
// polkadot 30 728 -> 30 905). Bitcoin and
// polkadot also carry their restore's wait for a wallet injected after the app started (about +0.1 kB
// each) and core's folders by concern (import order, up to +64 B).
// Solana, bitcoin, polkadot and all four lowered on 2026-12-07: those adapters load their instance
// (wallet discovery, the wallet backends and sessions) as the EVM adapter does, behind core's
// stand-in (lazyAdapter), with setup() after the first paint, or at the visitor's first interest
// when nothing is saved to restore. Measured by this file before: solana 37.0, bitcoin 38.3,
// polkadot 35.1, all four 48.7 KB; after (with the account button's saved address, +0.1 kB, in
// too): solana 31 677, bitcoin 31 448, polkadot 31 361, all four 32 805 (32.0 KB), evm 31 466.
// Each lowered budget is that plus about 0.1 kB.
// EVM 31 300 -> 31 550 on 2026-12-07 (measured 31 466, +0.17 kB against 31.3 before it): a reload
// with a saved session paints the account button with the address last shown connected in its
// first frame, instead of a placeholder for the 140-400 ms until the wallet confirms; the button's
// state reads and saves that address (ui-react +90 B) through core's storage item and CAIP-10 text
// check (+76 B). The other apps paid the same inside their lowered budgets above.
const BUDGETS: Record<string, number> = {
  evm: 31_550,
  solana: 31_750,
  bitcoin: 31_550,
  polkadot: 31_450,
  'all four': 32_900,
}

const COMBINATIONS: Record<string, readonly Family[]> = {
  evm: ['evm'],
  solana: ['solana'],
  bitcoin: ['bitcoin'],
  polkadot: ['polkadot'],
  'all four': ['evm', 'solana', 'bitcoin', 'polkadot'],
}

const built = new Map<string, InitialBundle>()

beforeAll(async () => {
  // One after the other: the machine is shared, and each build is CPU-bound.
  for (const [name, families] of Object.entries(COMBINATIONS)) {
    built.set(
      name,
      await buildInitialBundle(appSource(families), {
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      }),
    )
  }
  console.log(
    [...built]
      .map(([name, app]) => `kit's own initial JS, ${name}: ${(app.gzip / 1024).toFixed(1)} KB gz`)
      .join('\n'),
  )
}, 900_000)

const app = (name: string) => built.get(name) as InitialBundle

/** Module path parts that belong to one family only (its adapter, its SDK, its address codec). */
const ONLY: Record<Family, readonly string[]> = {
  evm: ['adapter-evm/', '@wagmi', 'node_modules/viem'],
  solana: ['adapter-solana/', '@solana', 'core/src/caip/solana-address.ts'],
  bitcoin: ['adapter-bitcoin/', 'sats-connect', 'core/src/caip/bitcoin-address.ts'],
  polkadot: ['adapter-polkadot/', '@polkadot', 'core/src/caip/polkadot-address.ts'],
}

describe("the kit's own initial JS per combination of families (React excluded)", () => {
  it('each app holds its start-up: createAppKit, the provider, the button and its adapters', () => {
    for (const [name, families] of Object.entries(COMBINATIONS)) {
      const { initial, gzip } = app(name)
      for (const part of [
        'core/src/app-kit/create-app-kit.ts',
        'ui-react/src/context/app-kit-provider.tsx',
        'ui-react/src/components/app-kit-button.tsx',
        ...families.map((family) => `adapter-${family}/src/`),
      ])
        expect(has(initial, part), `${name}: ${part}`).toBe(true)
      expect(has(initial, 'node_modules/react-dom'), name).toBe(false)
      expect(gzip, name).toBeGreaterThan(5_000)
    }
  })

  it("a single-family app carries none of the other families' code", () => {
    for (const family of Object.keys(FAMILIES) as Family[]) {
      const { initial, lazy } = app(family)
      for (const other of (Object.keys(ONLY) as Family[]).filter((f) => f !== family)) {
        for (const part of ONLY[other])
          expect(has(initial, part), `${family} app: ${part}`).toBe(false)
        // Not even lazily (an SDK may still come with WalletConnect's own code, e.g. viem).
        expect(has(lazy, `adapter-${other}/`), `${family} app: adapter-${other}`).toBe(false)
      }
    }
  })

  it('leaves the modal, its views and WalletConnect to import()', () => {
    for (const name of Object.keys(COMBINATIONS)) {
      const { initial, lazy } = app(name)
      for (const part of ['ui-react/src/modal/modal.tsx', 'ui-react/src/views/', '@walletconnect'])
        expect(has(initial, part), `${name}: ${part}`).toBe(false)
      expect(has(lazy, 'ui-react/src/modal/modal.tsx'), name).toBe(true)
    }
  })

  it("leaves the embedded wallet's code to import() (apps without `embeddedWallet` never load it)", () => {
    for (const name of Object.keys(COMBINATIONS)) {
      const { initial } = app(name)
      for (const part of [
        'core/src/embedded-wallet/embedded-wallet.ts',
        'core/src/embedded-wallet/embedded-auth.ts',
        'core/src/embedded-wallet/embedded-account-type.ts',
        'core/src/storage/embedded-login.ts',
        'core/src/rules/social-providers.ts',
      ])
        expect(has(initial, part), `${name}: ${part}`).toBe(false)
      expect(has(initial, 'core/src/embedded-wallet/lazy-embedded-wallet.ts'), name).toBe(true)
    }
  })

  it('leaves the address checksums (@noble/hashes, @scure/base, the codecs) to import() in every app', () => {
    for (const name of Object.keys(COMBINATIONS)) {
      const { initial } = app(name)
      for (const part of [
        '@noble/hashes',
        '@scure/base',
        'core/src/caip/evm-address.ts',
        'core/src/caip/solana-address.ts',
        'core/src/caip/bitcoin-address.ts',
        'core/src/caip/polkadot-address.ts',
      ])
        expect(has(initial, part), `${name}: ${part}`).toBe(false)
    }
  })

  for (const [name, budget] of Object.entries(BUDGETS)) {
    it(`${name}: within ${budget / 1000} kB gzip`, () => {
      expect(app(name).gzip).toBeLessThanOrEqual(budget)
    })
  }
})
