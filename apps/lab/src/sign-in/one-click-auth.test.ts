// WalletConnect one-click auth through the whole kit: evmAdapter's WalletConnect with
// `oneClickAuth`, createServerSiwx against a real SIWX server over HTTP, the WalletConnect test
// wallet on a local relay and the devnet. One request connects and signs in: no prompt follows.

import { evmAdapter } from '@portico/adapter-evm'
import { type AppKit, createAppKit, createMemoryStorage, type Network } from '@portico/core'
import { createServerSiwx } from '@portico/siwx'
import {
  createWalletConnectTestWallet,
  type Devnet,
  type LocalRelay,
  startDevnet,
  startLocalRelay,
} from '@portico/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { snapshotWhere, startSiwxHttpServer } from './sign-in-kit.test-helper.js'

let devnet: Devnet
let relay: LocalRelay
let server: Awaited<ReturnType<typeof startSiwxHttpServer>>
const stops: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  ;[devnet, relay, server] = await Promise.all([
    startDevnet(),
    startLocalRelay(),
    startSiwxHttpServer(),
  ])
}, 120_000)

afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined)
  await server?.close()
  await relay?.stop()
  await devnet?.stop()
})

const networksOf = (d: Devnet): [Network, ...Network[]] => {
  const [first, ...rest] = d.chains.map(
    (chain): Network => ({
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}`,
      chainNamespace: 'eip155',
      name: `Devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  )
  if (!first) throw new Error('no devnet chain')
  return [first, ...rest]
}

describe('one-click auth in the kit', () => {
  it('connects and signs in with one WalletConnect request; the server holds the session', async () => {
    const items = new Map<string, string>()
    const siwx = createServerSiwx({
      url: server.url,
      domain: 'localhost',
      uri: 'http://localhost',
      statement: 'Sign in to the lab',
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    })
    const networks = networksOf(devnet)
    const kit: AppKit = createAppKit({
      adapters: [
        evmAdapter({
          networks,
          walletConnect: {
            projectId: 'lab-one-click',
            relayUrl: relay.url,
            metadata: { name: 'lab', description: '', url: 'http://localhost', icons: [] },
            oneClickAuth: siwx,
          },
        }),
      ],
      networks,
      projectId: 'lab-one-click',
      storage: createMemoryStorage(),
      siwx,
    })
    // The kit downloads its flows' code on the way (pairing, sign-in); the file must not end with
    // that import in flight (vitest refuses a module load after its environment is gone).
    stops.push(async () => {
      await kit.preload()
      await kit.destroy()
    })
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: devnet.accounts[2]!.privateKey,
      rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainIds: devnet.chains.map((c) => c.chainId),
    })
    stops.push(() => wallet.stop())
    await kit.ready

    const connecting = kit.connect({ connectorId: 'walletConnect' })
    const { pairing } = await snapshotWhere(kit, (s) => s.pairing !== undefined)
    await wallet.pair(pairing?.uri ?? '')
    await connecting
    const signed = await snapshotWhere(kit, (s) => s.signIn.status === 'signed')
    expect(signed.router.view).not.toBe('SIWXSignMessage')
    // The wallet signed once, inside the authenticate request: no personal_sign afterwards.
    expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign')

    const [entry] = Object.values(
      JSON.parse(items.get('portico.siwx.server') ?? '{}') as Record<
        string,
        { token: string; session: { message: string } }
      >,
    )
    expect(entry?.session.message).toContain('localhost wants you to sign in')
    const session = await fetch(`${server.url}/session`, {
      headers: { authorization: `Bearer ${entry?.token}` },
    })
    expect(session.status).toBe(200)
    expect(((await session.json()) as { session: { address: string } }).session.address).toBe(
      wallet.address,
    )
  }, 60_000)
})
