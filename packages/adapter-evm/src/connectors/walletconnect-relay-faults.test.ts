import {
  type Clock,
  createMemoryStorage,
  RelayUnreachableError,
  UserRejectedRequestError,
} from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { type LocalRelay, startLocalRelay, stoppedRelayAddress } from '@portico/testing'
import { getAccount } from '@wagmi/core'
import { type Hex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext } from '../devnet.test-helper.js'
import { evmAdapter } from '../evm-adapter.js'
import type { EvmAdapter } from '../evm-adapter-types.js'
import { useWalletConnectSuite } from './walletconnect-suite.test-helper.js'

const suite = useWalletConnectSuite()
const cleanups: (() => Promise<void>)[] = []

// Last in, first out; a relay's stop goes in first (unshift) so it runs last: every client closes
// while its relay still answers (a client closed after its relay stopped had an unsubscribe reject
// unheard inside WalletConnect, reported against the next file of the worker).
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A dapp adapter on `relayUrl` whose relay wait runs on `clock`. */
async function dappOn(relayUrl: string, clock: Clock, relayTimeout?: number): Promise<EvmAdapter> {
  const adapter = evmAdapter({
    networks: suite.networks,
    walletConnect: {
      projectId: 'test-project',
      relayUrl,
      ...(relayTimeout !== undefined ? { relayTimeout } : {}),
    },
  }).create(adapterContext(suite.networks, createMemoryStorage(), { clock }))
  cleanups.push(() => adapter.destroy())
  await adapter.setup()
  return adapter
}

/** A clock whose timers run only when the test says so. */
function heldClock() {
  const timers = new Map<number, { ms: number; fn: () => void }>()
  let next = 1
  const clock: Clock = {
    now: () => systemClock.now(),
    setTimeout(fn, ms) {
      timers.set(next, { ms, fn })
      return next++
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  const fire = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms !== ms) continue
      timers.delete(id)
      timer.fn()
    }
  }
  return { clock, timers, fire }
}

describe('WalletConnect: a relay that is down, comes back, or drops during a session', () => {
  it('a relay that never answers fails the connect with RelayUnreachableError after the relay timeout; wagmi leaves connecting', async () => {
    const { url } = await stoppedRelayAddress()
    const { clock, timers, fire } = heldClock()
    const adapter = await dappOn(url, clock)
    const uris: string[] = []
    adapter.on('displayUri', ({ uri }) => uris.push(uri))
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: suite.networks[0] })
    const outcome = connecting.catch((error: unknown) => error)
    // The wait is on the injected clock: the default relay timeout is armed, nothing else fires it.
    await vi.waitFor(() => expect([...timers.values()].map((t) => t.ms)).toContain(5_000))
    expect(getAccount(adapter.getWagmiConfig()!).status).toBe('connecting')
    fire(5_000)
    const error = await outcome
    expect(error).toBeInstanceOf(RelayUnreachableError)
    expect(error).toMatchObject({ part: 'relay', timeout: 5_000 })
    expect((error as Error).message).toBe(
      'Could not reach the WalletConnect relay. Check your connection and try again.',
    )
    expect(getAccount(adapter.getWagmiConfig()!).status).toBe('disconnected')
    expect(uris).toEqual([])
  })

  it('after the relay comes back on its port, a retry shows one pairing and connects through it', async () => {
    const { url, port } = await stoppedRelayAddress()
    const adapter = await dappOn(url, systemClock, 1_000)
    await expect(
      adapter.connect({ connectorId: 'walletConnect', network: suite.networks[0] }),
    ).rejects.toBeInstanceOf(RelayUnreachableError)

    const relay: LocalRelay = await startLocalRelay({ port })
    cleanups.unshift(() => relay.stop())
    const { createWalletConnectTestWallet } = await import('@portico/testing')
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: suite.devnet.accounts[6]!.privateKey,
      rpcUrls: Object.fromEntries(suite.devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainIds: suite.devnet.chains.map((c) => c.chainId),
    })
    cleanups.push(() => wallet.stop())
    const uris: string[] = []
    const firstUri = new Promise<string>((resolve) =>
      adapter.on('displayUri', ({ uri }) => {
        uris.push(uri)
        resolve(uri)
      }),
    )
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: suite.networks[0] })
    await wallet.pair(await firstUri)
    const connection = await connecting
    expect(connection.address).toBe(wallet.address)
    expect(getAccount(adapter.getWagmiConfig()!).status).toBe('connected')
    // One pairing shown: the attempt given up on never put its URI on screen.
    expect(new Set(uris).size).toBe(1)
  }, 60_000)

  it('a relay restarted while the QR is shown (its queued proposal lost): a new pairing is shown, and the wallet pairing it connects', async () => {
    const relay = await startLocalRelay()
    const port = relay.port
    const adapter = await dappOn(relay.url, systemClock)
    const uris: string[] = []
    let onUri: ((uri: string) => void) | undefined
    adapter.on('displayUri', ({ uri }) => {
      uris.push(uri)
      onUri?.(uri)
    })
    const nextUri = () =>
      new Promise<string>((resolve) => {
        onUri = resolve
      })
    const shown = nextUri()
    const connecting = adapter.connect({ connectorId: 'walletConnect', network: suite.networks[0] })
    const first = await shown
    await relay.stop()
    const replaced = nextUri()
    const back = await startLocalRelay({ port })
    cleanups.unshift(() => back.stop())
    const uri = await replaced
    expect(uri).not.toBe(first)
    const { createWalletConnectTestWallet } = await import('@portico/testing')
    const wallet = await createWalletConnectTestWallet({
      relayUrl: back.url,
      privateKey: suite.devnet.accounts[5]!.privateKey,
      rpcUrls: Object.fromEntries(suite.devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainIds: suite.devnet.chains.map((c) => c.chainId),
    })
    cleanups.push(() => wallet.stop())
    await wallet.pair(uri)
    const connection = await connecting
    expect(connection.address).toBe(wallet.address)
    expect(getAccount(adapter.getWagmiConfig()!).status).toBe('connected')
    expect(uris).toEqual([first, uri])
  }, 60_000)

  it('the session survives the relay dropping: a request made while it is down is answered once it is back', async () => {
    const wallet = await suite.phoneWallet(7)
    const adapter = await suite.dapp()
    await suite.pairAndConnect(adapter, wallet)
    const port = suite.relay.port
    await suite.relay.stop()
    const signing = adapter.signMessage({ message: 'through the outage', address: wallet.address })
    const relay = await startLocalRelay({ port })
    cleanups.unshift(() => relay.stop())
    const signature = await signing
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'through the outage',
        signature: signature as Hex,
      }),
    ).toBe(true)
    // And the next request too, without a new pairing.
    wallet.setMode('reject')
    await expect(
      adapter.signMessage({ message: 'declined', address: wallet.address }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
