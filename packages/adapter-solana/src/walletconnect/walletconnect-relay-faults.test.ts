import {
  type Clock,
  createMemoryStorage,
  RelayUnreachableError,
  solanaLocalnet,
} from '@portico/core'
import { DEFAULT_RELAY_TIMEOUT } from '@portico/core/adapter-kit'
import { manualClock } from '@portico/core/testing'
import { type LocalRelay, startLocalRelay, stoppedRelayAddress } from '@portico/testing'
import { deterministicSolanaKeypair } from '@portico/testing/solana'
import { solanaWalletConnectHandler } from '@portico/testing/solana-wallet'
import { createWalletConnectTestWallet } from '@portico/testing/walletconnect-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testContext } from '../adapter-context.test-helper.js'
import { solanaAdapter } from '../solana-adapter.js'
import type { SolanaAdapter } from '../solana-adapter-types.js'

// WalletConnect's relay down before the user connects (its process stopped: the port refuses),
// for the Solana adapter on the local relay: the connect fails with RelayUnreachableError at the
// kit's relay bound, on the kit's clock (a manual one here, so the bound is exact), and a Try
// again once the relay is back on its port shows one pairing that the wallet approves. Connecting
// reads no cluster: the network's RPC URL is a port where nothing listens.
const network = solanaLocalnet({
  // Any 32-byte base58 value names a cluster.
  genesisHash: deterministicSolanaKeypair('walletconnect relay faults cluster').address,
  rpcUrl: 'http://127.0.0.1:9',
})
const keypair = deterministicSolanaKeypair('walletconnect relay faults')
const cleanups: (() => Promise<void>)[] = []

// Last in, first out; a relay's stop goes in first (unshift) so it runs last: every client closes
// while its relay still answers (a client closed after its relay stopped had an unsubscribe reject
// unheard inside WalletConnect, reported against the next file of the worker).
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A dapp adapter on `relayUrl` whose timers (the relay bound among them) run on `clock`. */
async function dappOn(relayUrl: string, clock: Clock): Promise<SolanaAdapter> {
  const adapter = solanaAdapter({
    target: new EventTarget(),
    walletConnect: { projectId: 'test-project', relayUrl },
  }).create({ ...testContext([network]), storage: createMemoryStorage(), clock })
  cleanups.push(async () => adapter.destroy())
  await adapter.setup()
  return adapter
}

/** Lets the callbacks queued so far run (a bound that fired has rejected by then). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Waits until a bound of `ms` is armed on the manual clock (the file's first connect also loads
 * the WalletConnect chunk and its libraries, seconds on a loaded machine).
 */
const armed = (delays: () => number[], ms: number) =>
  vi.waitFor(() => expect(delays()).toContain(ms), { timeout: 15_000 })

describe('WalletConnect (solana): the relay down before connecting', () => {
  it('fails the connect with RelayUnreachableError at the relay bound on the kit clock, not before; no QR shown', async () => {
    const { url } = await stoppedRelayAddress()
    const { clock, advance, delays } = manualClock()
    const adapter = await dappOn(url, clock)
    const uris: string[] = []
    adapter.on('displayUri', ({ uri }) => uris.push(uri))
    let outcome: unknown
    adapter.connect({ connectorId: 'walletConnect', network }).then(
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
    const { clock, advance, delays } = manualClock()
    const adapter = solanaAdapter({
      target: new EventTarget(),
      walletConnect: { projectId: 'test-project', relayUrl: url, relayTimeout: 1_500 },
    }).create({ ...testContext([network]), storage: createMemoryStorage(), clock })
    cleanups.push(async () => adapter.destroy())
    await adapter.setup()
    const connecting = adapter.connect({ connectorId: 'walletConnect', network })
    await armed(delays, 1_500)
    advance(1_500)
    await expect(connecting).rejects.toMatchObject({
      name: 'RelayUnreachableError',
      timeout: 1_500,
    })
  })

  it('after the relay comes back on its port, Try again shows one pairing; the wallet approves it and the Solana account connects', async () => {
    const { url, port } = await stoppedRelayAddress()
    const { clock, advance, delays } = manualClock()
    const adapter = await dappOn(url, clock)
    const uris: string[] = []
    let onUri: (uri: string) => void = () => {}
    adapter.on('displayUri', ({ uri }) => {
      uris.push(uri)
      onUri(uri)
    })
    const first = adapter.connect({ connectorId: 'walletConnect', network })
    await armed(delays, DEFAULT_RELAY_TIMEOUT)
    advance(DEFAULT_RELAY_TIMEOUT)
    await expect(first).rejects.toBeInstanceOf(RelayUnreachableError)

    const relay: LocalRelay = await startLocalRelay({ port })
    cleanups.unshift(() => relay.stop())
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      rpcUrls: { 31337: 'http://127.0.0.1:9' },
      chainIds: [31337],
      namespaces: [
        solanaWalletConnectHandler({
          secretKey: keypair.secretKey,
          rpcUrl: 'http://127.0.0.1:9',
          chains: [network.caipNetworkId as `solana:${string}`],
        }),
      ],
    })
    cleanups.push(() => wallet.stop())
    const shown = new Promise<string>((resolve) => {
      onUri = resolve
    })
    const retry = adapter.connect({ connectorId: 'walletConnect', network })
    await wallet.pair(await shown)
    const connection = await retry
    expect(connection).toMatchObject({ address: keypair.address, connectorId: 'walletConnect' })
    // The pairing the first connect started is the one shown: no second proposal raced it.
    expect(uris).toHaveLength(1)
  }, 60_000)
})
