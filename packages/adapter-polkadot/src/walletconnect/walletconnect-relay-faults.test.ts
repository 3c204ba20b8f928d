import { createMemoryStorage, polkadot, RelayUnreachableError } from '@portico/core'
import { DEFAULT_RELAY_TIMEOUT } from '@portico/core/adapter-kit'
import { manualClock } from '@portico/core/testing'
import { type LocalRelay, startLocalRelay, stoppedRelayAddress } from '@portico/testing'
import { polkadotWalletConnectHandler } from '@portico/testing/polkadot-wallet'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@portico/testing/walletconnect-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext } from '../local-chain.test-helper.js'
import { polkadotAdapter } from '../polkadot-adapter.js'

// WalletConnect's relay faults around a new polkadot pairing, on the local relay (its process
// stopped: the port refuses; started again on the same port): down before the user connects, the
// connect fails with RelayUnreachableError at the kit's relay bound on the kit's clock (a manual
// one here, so the bound is exact) and a Try again once it is back pairs; restarted while the QR
// is shown, the QR is replaced by a live one. Connecting reads no node.
const cleanups: (() => Promise<void>)[] = []

// Last in, first out; a relay's stop goes in first (unshift) so it runs last: every client closes
// while its relay still answers (a client closed after its relay stopped had an unsubscribe reject
// unheard inside WalletConnect, reported against the next file of the worker).
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A dapp adapter on `relayUrl` whose timers (the relay bound among them) run on a manual clock. */
function dappOn(relayUrl: string, relayTimeout?: number) {
  const manual = manualClock()
  const adapter = polkadotAdapter({
    target: {},
    walletConnect: {
      projectId: 'test-project',
      relayUrl,
      ...(relayTimeout === undefined ? {} : { relayTimeout }),
    },
  }).create({ ...adapterContext([polkadot]), storage: createMemoryStorage(), clock: manual.clock })
  cleanups.push(async () => adapter.destroy())
  const uris: string[] = []
  adapter.on('displayUri', ({ uri }) => uris.push(uri))
  return { adapter, uris, ...manual }
}

/** The phone: a WalletConnect test wallet answering polkadot with the test extension's keys. */
async function phone(relayUrl: string): Promise<{ wc: WalletConnectTestWallet; address: string }> {
  const handler = await polkadotWalletConnectHandler({
    chains: [polkadot.caipNetworkId as `polkadot:${string}`],
    // The adapter reports addresses in the network's own format (Polkadot's prefix 0).
    ss58Format: 0,
  })
  const wc = await createWalletConnectTestWallet({
    relayUrl,
    // The eip155 side is unused: the dapp proposes polkadot only.
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [handler],
  })
  cleanups.push(() => wc.stop())
  return { wc, address: handler.accounts[0]?.split(':')[2] ?? '' }
}

/** Lets the callbacks queued so far run (a bound that fired has rejected by then). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Waits until a bound of `ms` is armed on the manual clock (the file's first connect also loads
 * the WalletConnect chunk and its libraries, seconds on a loaded machine).
 */
const armed = (delays: () => number[], ms: number) =>
  vi.waitFor(() => expect(delays()).toContain(ms), { timeout: 15_000 })

const connect = (adapter: ReturnType<typeof dappOn>['adapter']) =>
  adapter.connect({ connectorId: 'walletConnect', network: polkadot })

describe('WalletConnect (polkadot): the relay down before connecting, or restarted while the QR is shown', () => {
  it('relay down: the connect fails with RelayUnreachableError at the relay bound on the kit clock, not before; no QR shown', async () => {
    const { url } = await stoppedRelayAddress()
    const { adapter, uris, advance, delays } = dappOn(url)
    let outcome: unknown
    connect(adapter).then(
      () => {
        outcome = 'connected'
      },
      (error: unknown) => {
        outcome = error
      },
    )
    // The bound is armed on the kit's clock from the connect on (the client itself still waits).
    await armed(delays, DEFAULT_RELAY_TIMEOUT)
    advance(DEFAULT_RELAY_TIMEOUT - 1)
    await settle()
    expect(outcome).toBeUndefined()
    advance(1)
    await vi.waitFor(() => expect(outcome).toBeDefined())
    expect(outcome).toBeInstanceOf(RelayUnreachableError)
    expect(outcome).toMatchObject({ part: 'relay', timeout: DEFAULT_RELAY_TIMEOUT })
    expect((outcome as Error).message).toBe(
      'Could not reach the WalletConnect relay. Check your connection and try again.',
    )
    expect(uris).toEqual([])
  })

  it('walletConnect.relayTimeout sets the bound', async () => {
    const { url } = await stoppedRelayAddress()
    const { adapter, advance, delays } = dappOn(url, 1_500)
    const connecting = connect(adapter)
    await armed(delays, 1_500)
    advance(1_500)
    await expect(connecting).rejects.toMatchObject({
      name: 'RelayUnreachableError',
      timeout: 1_500,
    })
  })

  it('relay down, then back on its port: Try again shows one pairing; the wallet approves it and its account connects', async () => {
    const { url, port } = await stoppedRelayAddress()
    const { adapter, uris, advance, delays } = dappOn(url)
    const first = connect(adapter)
    await armed(delays, DEFAULT_RELAY_TIMEOUT)
    advance(DEFAULT_RELAY_TIMEOUT)
    await expect(first).rejects.toBeInstanceOf(RelayUnreachableError)

    const relay: LocalRelay = await startLocalRelay({ port })
    cleanups.unshift(() => relay.stop())
    const { wc, address } = await phone(relay.url)
    const retry = connect(adapter)
    await vi.waitFor(() => expect(uris).toHaveLength(1), { timeout: 20_000 })
    await wc.pair(uris[0] ?? '')
    expect((await retry).address).toBe(address)
    // The pairing the first connect started is the one shown: no second proposal raced it.
    expect(uris).toHaveLength(1)
  }, 60_000)

  it('relay restarted while the QR is shown (its queued proposal lost): a new QR is shown, and the wallet pairing it connects', async () => {
    const relay = await startLocalRelay()
    const { adapter, uris } = dappOn(relay.url)
    const connecting = connect(adapter)
    await vi.waitFor(() => expect(uris).toHaveLength(1), { timeout: 20_000 })
    await relay.stop()
    const back = await startLocalRelay({ port: relay.port })
    cleanups.unshift(() => back.stop())
    await vi.waitFor(() => expect(uris).toHaveLength(2), { timeout: 20_000 })
    expect(uris[1]).not.toBe(uris[0])
    const { wc, address } = await phone(back.url)
    await wc.pair(uris[1] ?? '')
    expect((await connecting).address).toBe(address)
  }, 60_000)
})
