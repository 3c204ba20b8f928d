import { createConnection, createServer, type Socket } from 'node:net'
import { PolkadotAddress } from '@portico/core'
import type { ConformanceWallet } from '@portico/core/testing'
import { createPolkadotTestExtension } from '@portico/testing/polkadot-wallet'
import type { PolkadotAdapter } from './polkadot-adapter-types.js'

/**
 * A TCP relay to the local chain's port that counts the connections open through it: the
 * adapter's node sockets, seen from outside (the chain client opens them on first use).
 */
export async function countingRelay(port: number): Promise<{
  url: string
  open(): number
  close(): Promise<void>
}> {
  const open = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = createConnection(port, '127.0.0.1')
    open.add(client)
    const end = () => {
      open.delete(client)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) {
      socket.on('close', end)
      socket.on('error', end)
    }
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const relayPort = typeof address === 'object' && address ? address.port : 0
  return {
    url: `ws://127.0.0.1:${relayPort}`,
    open: () => open.size,
    async close() {
      for (const socket of open) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

type AccountsCallback = (accounts: unknown) => unknown
type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<unknown>
    subscribe(cb: AccountsCallback): () => void
  }
  signer: unknown
}
type Provider = { enable(origin: string): Promise<Injected>; version?: string }

const MALFORMED = { address: 'not-an-ss58-address', name: 'Malformed' }

/**
 * The polkadot test extension of `@portico/testing` for the conformance suite, injected in a
 * fresh `window.injectedWeb3` (`onPage` receives the window) and seen through a thin wrapper of
 * its `enable` answer: it counts the adapter's `accounts.subscribe` subscriptions and can send or
 * answer an account that is no SS58 address. Addresses are encoded for `ss58Prefix`.
 */
export async function polkadotConformanceWallet(
  parameters: { ss58Prefix: number; sockets(): number },
  onPage: (window: object) => void,
): Promise<ConformanceWallet<PolkadotAdapter>> {
  const extension = createPolkadotTestExtension()
  await extension.ready
  const real = { injectedWeb3: {} as Record<string, Provider> }
  extension.inject(real as never)
  const provider = real.injectedWeb3[extension.name]!
  const subscribers = new Set<AccountsCallback>()
  let answerMalformed = false
  const window = {
    injectedWeb3: {
      [extension.name]: {
        ...provider,
        async enable(origin: string): Promise<Injected> {
          const injected = await provider.enable(origin)
          return {
            ...injected,
            accounts: {
              get: async (anyType) =>
                answerMalformed ? [MALFORMED] : injected.accounts.get(anyType),
              subscribe(callback) {
                subscribers.add(callback)
                const off = injected.accounts.subscribe(callback)
                return () => {
                  subscribers.delete(callback)
                  off()
                }
              },
            },
          }
        },
      },
    },
  }
  onPage(window)
  const encoded = (address: string) => PolkadotAddress.reencode(address, parameters.ss58Prefix)!
  const visible = () => extension.accounts.filter((account) => !account.hidden)
  let active = visible()[0]!
  let activeUri = ''
  let next = 0
  const useAccount = async (uri: string) => {
    await extension.setAccounts([{ uri, name: uri }])
    active = visible()[0]!
    activeUri = uri
  }
  await useAccount('//Alice')
  return {
    connectorId: extension.name,
    get address() {
      return encoded(active.address)
    },
    setMode: (mode) => extension.setMode(mode),
    async changeAccount() {
      await useAccount(`//Conformance${++next}`)
      return encoded(active.address)
    },
    async disconnect() {
      // An extension has no "disconnect this site": it stops listing accounts, then (once the
      // adapter let go of the subscription) lists the account again for the next connect.
      const uri = activeUri
      await extension.setAccounts([])
      const deadline = Date.now() + 2_000
      while (subscribers.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10))
      await useAccount(uri)
    },
    emitMalformed() {
      for (const callback of [...subscribers]) callback([MALFORMED])
    },
    answerMalformed() {
      answerMalformed = true
      return MALFORMED.address
    },
    openResources: () => ({
      listeners: 0,
      sockets: parameters.sockets(),
      subscriptions: subscribers.size,
    }),
  }
}
