import { evmAdapter } from '@portico/adapter-evm'
import { createAppKit } from '@portico/core'
import { AppKitButton, AppKitProvider } from '@portico/ui-react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { stringToHex } from 'viem'
import { labNetworks } from '../app/lab-networks.js'
import { labFeatures, labThemeVariables, parseLabSettings } from '../app/lab-settings.js'
import { readLabConfig } from '../app/read-lab-config.js'
import { ATTACKS, type AttackName, createHostileApi } from './attacks.js'
import { blindRequests, otherChainRequests } from './hostile-requests.js'
import type { Spy } from './spy.js'

// A hostile dapp (and, in its stranger buttons, someone who is not in this browser at all). It
// embeds the kit with the embedded wallet exactly as the lab page does, plus scripts that attack
// the wallet frame's trust boundary (ARCHITECTURE "The embedded wallet's trust boundary"). Each
// attack has a button and an outcome line; hostile-dapp.test.ts runs them all in Chromium.

const spy = (window as unknown as { __porticoSpy?: Spy }).__porticoSpy
if (!spy) throw new Error('the spy script did not run before the kit (see hostile/index.html)')

const config = readLabConfig()
const settings = parseLabSettings(window.location.search)
const networks = labNetworks(config, settings.networks)
const metadata = {
  name: 'Portico lab (hostile)',
  description: 'A dapp that attacks the embedded wallet',
  url: window.location.origin,
  icons: [],
}
const kit = createAppKit({
  adapters: [
    evmAdapter({
      networks,
      walletConnect: {
        projectId: config.projectId,
        relayUrl: config.relayUrl,
        metadata,
        customStoragePrefix: 'portico-lab-hostile',
      },
    }),
  ],
  networks,
  projectId: config.projectId,
  apiUrl: config.apiUrl,
  metadata,
  features: labFeatures(settings),
  themeMode: settings.themeMode,
  themeVariables: labThemeVariables(settings),
  // The embedded wallet as the lab page configures it.
  ...(config.walletFrameUrl
    ? {
        embeddedWallet: {
          frameUrl: config.walletFrameUrl,
          ...(settings.frameTimeout ? { timeoutMs: settings.frameTimeout } : {}),
        },
      }
    : {}),
})

/** A chain of the lab the frame is not on at first (the chain attacks name it). */
const otherChainId = Number((networks[1] ?? networks[0]).id)

const outcomes = document.createElement('ol')
outcomes.dataset.testid = 'hostile-outcomes'
const links = document.createElement('p')
links.dataset.testid = 'hostile-links'
const hostile = createHostileApi({ kit, spy, config, outcomes, links })
;(window as unknown as { __porticoHostile: unknown }).__porticoHostile = hostile

/** What each button does when a person tries the attack by hand (the e2e drives the same API). */
const byHand: Record<AttackName, () => unknown> = {
  'stranger-social-link': () => hostile.strangerSocialStart('github'),
  'stranger-social-return-to-dapp': () =>
    hostile.strangerSocialStart('github', 'stranger-social-return-to-dapp'),
  'stranger-farcaster': () => hostile.strangerFarcasterStart(),
  'reading-the-code': () =>
    hostile.report('reading-the-code', 'blocked', `the spy holds ${spy.records.length} records`),
  'forged-frame-messages': () => hostile.startFlood(),
  'invisible-frame-opacity': () => {
    hostile.startRequest('invisible-frame-opacity', {
      method: 'personal_sign',
      params: [stringToHex('hostile: signed while invisible'), hostile.address()],
    })
    setTimeout(() => hostile.hideFrame('opacity'), 0)
  },
  'invisible-frame-decoy': () => {
    hostile.startRequest('invisible-frame-decoy', {
      method: 'personal_sign',
      params: [stringToHex('hostile: signed under a decoy'), hostile.address()],
    })
    setTimeout(() => hostile.hideFrame('decoy'), 1_000)
  },
  ...(Object.fromEntries(
    (
      [
        'blind-calldata',
        'blind-typed-data',
        'blind-bidi-message',
        'blind-unknown-key',
        'blind-wrong-chain',
      ] as const
    ).map((name) => [
      name,
      () => {
        const from = hostile.address() ?? ''
        const request = blindRequests({
          from,
          to: config.walletConnectWallet.address,
          chainId: Number(networks[0].id),
        })[name]
        hostile.startRequest(name, request)
      },
    ]),
  ) as Record<
    | 'blind-calldata'
    | 'blind-typed-data'
    | 'blind-bidi-message'
    | 'blind-unknown-key'
    | 'blind-wrong-chain',
    () => unknown
  >),
  'chain-move-get-user': () =>
    hostile.postOnFramePort(
      {
        protocol: 'portico-frame',
        version: 1,
        type: 'GET_USER',
        payload: { chainId: otherChainId },
      },
      { expectReply: true },
    ),
  'rpc-on-other-chain': () => {
    const requests = otherChainRequests({
      from: hostile.address() ?? '',
      to: config.walletConnectWallet.address,
      chainId: otherChainId,
    })
    for (const [method, payload] of Object.entries(requests)) {
      hostile.startOnFramePort(`rpc-on-other-chain ${method}`, {
        protocol: 'portico-frame',
        version: 1,
        type: 'RPC_REQUEST',
        payload,
      })
    }
  },
  'theme-colours': () => kit.setThemeVariables({ 'frame-fg': '#141414', 'frame-bg': '#141414' }),
  'replayed-id': () =>
    hostile.postOnFramePort(
      { protocol: 'portico-frame', version: 1, type: 'IS_CONNECTED', payload: {} },
      { times: 2 },
    ),
  'oversized-message': () =>
    hostile.postOnFramePort({
      protocol: 'portico-frame',
      version: 1,
      type: 'SYNC_DAPP_DATA',
      payload: { metadata: { name: 'x'.repeat(1_100_000) } },
    }),
  // A copy of this page on another origin (the e2e serves it there): the frame must not talk to it.
  'unlisted-origin': () =>
    hostile.report(
      'unlisted-origin',
      spy.framePort() ? 'SUCCEEDED' : 'blocked',
      spy.framePort() ? `the frame connected to ${location.origin}` : 'no frame port',
    ),
  'inject-connect-otp': () =>
    hostile.postOnFramePort(
      { protocol: 'portico-frame', version: 1, type: 'CONNECT_OTP', payload: { otp: '000000' } },
      { expectReply: true },
    ),
}

function HostilePage() {
  return (
    <div className="lab" data-theme={settings.themeMode}>
      <header className="lab-header">
        <div>
          <h1>A hostile dapp</h1>
          <p className="lab-muted">
            The kit with the embedded wallet, and scripts that try to get past the wallet frame.
            Each attack's line says whether the frame (or apps/api) stopped it.
          </p>
        </div>
        <div className="lab-buttons">
          <AppKitButton data-testid="lab-connect" />
        </div>
      </header>
      <main className="lab-grid">
        <section className="lab-panel" aria-label="Attacks">
          <h2>Attacks</h2>
          <div className="lab-row">
            {ATTACKS.map((name) => (
              <button key={name} type="button" onClick={() => void byHand[name]()}>
                {name}
              </button>
            ))}
          </div>
        </section>
      </main>
    </div>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The hostile page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <AppKitProvider instance={kit}>
      <HostilePage />
    </AppKitProvider>
  </StrictMode>,
)
// Plain DOM beside React's tree: the outcome lines are the page's, not the kit's.
document.body.append(links, outcomes)
