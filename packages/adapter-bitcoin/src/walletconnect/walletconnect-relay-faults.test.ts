import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { bitcoinRegtest, createMemoryStorage, RelayUnreachableError } from '@portico/core'
import { DEFAULT_RELAY_TIMEOUT } from '@portico/core/adapter-kit'
import { manualClock } from '@portico/core/testing'
import {
  createWalletConnectTestWallet,
  type LocalRelay,
  startLocalRelay,
  stoppedRelayAddress,
  type WalletConnectTestWallet,
} from '@portico/testing'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletKeys,
  bitcoinWalletConnectHandler,
  createBitcoinTestWallet,
} from '@portico/testing/bitcoin-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createStandardWallets } from '../adapter-suite.test-helper.js'
import type { BitcoinAdapter } from '../bitcoin-adapter-types.js'
import { createBitcoinAdapter } from '../instance/create-bitcoin-adapter.js'

// WalletConnect's relay faults around a new bip122 pairing, on the local relay (its process
// stopped: the port refuses; started again on the same port): down before the user connects, the
// connect fails with RelayUnreachableError at the kit's relay bound on the kit's clock (a manual
// one here, so the bound is exact) and a Try again once it is back pairs; restarted while the QR
// is shown, the QR is replaced by a live one. Connecting reads no node: Esplora's URL is a port
// where nothing listens.
const ESPLORA = 'http://127.0.0.1:9'
const regtest = bitcoinRegtest({ esploraUrl: ESPLORA })
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
  const adapter: BitcoinAdapter = createBitcoinAdapter(
    {
      target: {},
      wallets: createStandardWallets(),
      walletConnect: {
        projectId: 'test-project',
        relayUrl,
        ...(relayTimeout === undefined ? {} : { relayTimeout }),
      },
    },
    { storage: createMemoryStorage(), clock: manual.clock, networks: [regtest], warn: () => {} },
  )
  adapter.setup()
  cleanups.push(() => adapter.destroy())
  const uris: string[] = []
  adapter.on('displayUri', ({ uri }) => uris.push(uri))
  return { adapter, uris, ...manual }
}

let seed = 0
/** The phone: a WalletConnect test wallet answering bip122 with a Bitcoin test wallet's keys. */
async function phone(
  relayUrl: string,
): Promise<{ bitcoin: BitcoinTestWallet; wc: WalletConnectTestWallet }> {
  const bitcoin = createBitcoinTestWallet({
    ...bitcoinTestWalletKeys(`relay faults ${++seed}`),
    esploraUrl: ESPLORA,
  })
  const wc = await createWalletConnectTestWallet({
    relayUrl,
    // The eip155 side is unused: the dapp proposes bip122 only.
    privateKey: `0x${bytesToHex(secp256k1.utils.randomPrivateKey())}`,
    rpcUrls: { 31337: 'http://127.0.0.1:9' },
    chainIds: [31337],
    namespaces: [bitcoinWalletConnectHandler(bitcoin)],
  })
  cleanups.push(() => wc.stop())
  return { bitcoin, wc }
}

/** Lets the callbacks queued so far run (a bound that fired has rejected by then). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Waits until a bound of `ms` is armed on the manual clock (the file's first connect also loads
 * the WalletConnect chunk and its libraries, seconds on a loaded machine).
 */
const armed = (delays: () => number[], ms: number) =>
  vi.waitFor(() => expect(delays()).toContain(ms), { timeout: 15_000 })

describe('WalletConnect (bip122): the relay down before connecting, or restarted while the QR is shown', () => {
  it('relay down: the connect fails with RelayUnreachableError at the relay bound on the kit clock, not before; no QR shown', async () => {
    const { url } = await stoppedRelayAddress()
    const { adapter, uris, advance, delays } = dappOn(url)
    let outcome: unknown
    adapter.connect({ connectorId: 'walletConnect' }).then(
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
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    await armed(delays, 1_500)
    advance(1_500)
    await expect(connecting).rejects.toMatchObject({
      name: 'RelayUnreachableError',
      timeout: 1_500,
    })
  })

  it('relay down, then back on its port: Try again shows one pairing; the wallet approves it and the payment address connects', async () => {
    const { url, port } = await stoppedRelayAddress()
    const { adapter, uris, advance, delays } = dappOn(url)
    const first = adapter.connect({ connectorId: 'walletConnect' })
    await armed(delays, DEFAULT_RELAY_TIMEOUT)
    advance(DEFAULT_RELAY_TIMEOUT)
    await expect(first).rejects.toBeInstanceOf(RelayUnreachableError)

    const relay: LocalRelay = await startLocalRelay({ port })
    cleanups.unshift(() => relay.stop())
    const { bitcoin, wc } = await phone(relay.url)
    const retry = adapter.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1), { timeout: 20_000 })
    await wc.pair(uris[0] ?? '')
    expect((await retry).address).toBe(bitcoin.payment.address)
    // The pairing the first connect started is the one shown: no second proposal raced it.
    expect(uris).toHaveLength(1)
  }, 60_000)

  it('relay restarted while the QR is shown (its queued proposal lost): a new QR is shown, and the wallet pairing it connects', async () => {
    const relay = await startLocalRelay()
    const { adapter, uris } = dappOn(relay.url)
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1), { timeout: 20_000 })
    await relay.stop()
    const back = await startLocalRelay({ port: relay.port })
    cleanups.unshift(() => back.stop())
    await vi.waitFor(() => expect(uris).toHaveLength(2), { timeout: 20_000 })
    expect(uris[1]).not.toBe(uris[0])
    const { bitcoin, wc } = await phone(back.url)
    await wc.pair(uris[1] ?? '')
    expect((await connecting).address).toBe(bitcoin.payment.address)
  }, 60_000)
})
