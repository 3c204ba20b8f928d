import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { connect, createServer, type Socket } from 'node:net'
import { type Network, PolkadotAddress, polkadot, polkadotLocal } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adapterContext, injectExtensions, useLocalChain } from '../local-chain.test-helper.js'
import { formatPlanck } from '../networks/network-params.js'
import { polkadotAdapter } from '../polkadot-adapter.js'
import { systemAccountKey } from './account-info.js'
import { readBalances } from './chain-actions.js'
import type { WebSocketClass } from './json-rpc-once.js'
import { readStorageBalances } from './storage-balances.js'

// The balance read without the chain client, against the real local chain (chopsticks, Rococo
// Asset Hub runtime), checked against what @polkadot/api decodes with the runtime's metadata.
const local = useLocalChain()
// Node 20 has no WebSocket global: the `ws` package's class, the browser's API.
const NodeWebSocket = createRequire(import.meta.url)('ws') as WebSocketClass

/** The JSON-RPC methods sent through the recording class, in order. */
let sent: string[] = []
class RecordingWebSocket extends NodeWebSocket {
  override send(data: string): void {
    sent.push((JSON.parse(data) as { method: string }).method)
    super.send(data)
  }
}

afterEach(() => {
  sent = []
})

const read = (address: string, options: { url?: string; network?: Network } = {}) =>
  readStorageBalances(
    options.url ?? local.chain.wsUrl,
    options.network ?? local.network,
    address,
    systemClock,
    RecordingWebSocket,
  )

/** A fresh account on the local chain's prefix. */
const freshAddress = () => PolkadotAddress.encode(randomBytes(32), local.chain.ss58Prefix)

/**
 * Writes `System.Account` of `address` on the chain (chopsticks' dev_setStorage), encoded by
 * @polkadot/api with the runtime's own type (this runtime's data: free, reserved, miscFrozen,
 * feeFrozen).
 */
async function setAccount(address: string, data: Record<string, bigint>): Promise<void> {
  const accountId = PolkadotAddress.decode(address)?.publicKey
  if (!accountId) throw new Error(`not an account: ${address}`)
  const storage = local.api.query.system!.account! as unknown as {
    creator: { meta: { type: { asMap: { value: { toNumber(): number } } } } }
  }
  const type = local.api.registry.createLookupType(storage.creator.meta.type.asMap.value.toNumber())
  const value = local.api.registry
    .createType(type, { nonce: 0, consumers: 0, providers: 1, data })
    .toHex()
  // Through the node's HTTP JSON-RPC, apart from the WebSocket code under test.
  const response = await fetch(local.chain.httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'dev_setStorage',
      params: [[[systemAccountKey(accountId), value]]],
    }),
  })
  const answer = (await response.json()) as { error?: unknown }
  if (answer.error) throw new Error(`dev_setStorage: ${JSON.stringify(answer.error)}`)
}

describe('readStorageBalances on the local chain', () => {
  it("builds System.Account's storage key as @polkadot/api does", () => {
    for (const { address } of local.chain.accounts) {
      const accountId = PolkadotAddress.decode(address)?.publicKey ?? new Uint8Array()
      const key = (
        local.api.query.system!.account! as unknown as { key(address: string): string }
      ).key(address)
      expect(systemAccountKey(accountId)).toBe(key)
    }
  })

  it('reads every dev account as the chain client does, with two calls and no metadata', async () => {
    for (const { address } of local.chain.accounts) {
      const quick = await read(address)
      expect(quick).toEqual(await readBalances(local.api, address))
      expect(quick?.free).toBe(local.chain.fundedBalance)
    }
    expect(new Set(sent)).toEqual(new Set(['chain_getBlockHash', 'state_getStorage']))
  })

  it('an account the chain has never seen reads as zero', async () => {
    const address = freshAddress()
    expect(await read(address)).toEqual({ free: 0n, reserved: 0n, frozen: 0n, transferable: 0n })
    expect(await readBalances(local.api, address)).toEqual(await read(address))
  })

  it('reserved and frozen amounts read as the chain client reads them', async () => {
    const address = freshAddress()
    const data = { free: 5n * 10n ** 15n, reserved: 10n ** 15n, miscFrozen: 3n * 10n ** 15n }
    await setAccount(address, { ...data, feeFrozen: 2n * 10n ** 15n })
    const quick = await read(address)
    expect(quick).toEqual({
      free: data.free,
      reserved: data.reserved,
      frozen: data.miscFrozen,
      transferable: 3n * 10n ** 15n,
    })
    expect(await readBalances(local.api, address)).toEqual(quick)
  })

  it('a fourth amount larger than the third is left to the chain client', async () => {
    const address = freshAddress()
    // Here an old runtime's feeFrozen; on a new runtime it could be the flags of an account not
    // upgraded yet: only the metadata tells which.
    await setAccount(address, {
      free: 10n ** 16n,
      miscFrozen: 10n ** 15n,
      feeFrozen: 2n * 10n ** 15n,
    })
    expect(await read(address)).toBeUndefined()
    expect((await readBalances(local.api, address)).frozen).toBe(2n * 10n ** 15n)
  })

  it('an endpoint serving another chain, or no node, answers undefined', async () => {
    const alice = local.chain.accounts[0]!.address
    // Polkadot's own network asked of the local chain's endpoint.
    expect(await read(alice, { network: polkadot })).toBeUndefined()
    const closed = new URL(local.chain.wsUrl)
    closed.port = '9' // discard: nothing listens there
    expect(await read(alice, { url: closed.href })).toBeUndefined()
  })
})

describe('polkadotAdapter.getBalance reads storage first', () => {
  it('the balance comes without the chain client (no metadata asked) and matches it', async () => {
    vi.stubGlobal('WebSocket', RecordingWebSocket)
    const injected = await injectExtensions()
    const adapter = polkadotAdapter({ target: injected.window, appName: 'Portico tests' }).create(
      adapterContext([local.network]),
    )
    try {
      const { address } = await adapter.connect({ connectorId: 'portico-test' })
      const balances = await adapter.getBalances({ address, network: local.network })
      expect(sent).toEqual(['chain_getBlockHash', 'state_getStorage'])
      expect(balances).toMatchObject(await readBalances(local.api, address))
      const shown = await adapter.getBalance({ address, network: local.network })
      expect(shown).toEqual({
        balance: formatPlanck(balances.transferable, local.chain.decimals),
        symbol: local.chain.symbol,
        decimals: local.chain.decimals,
      })
      expect(balances.free).toBe(local.chain.fundedBalance)
    } finally {
      await adapter.destroy()
      vi.unstubAllGlobals()
    }
  })

  it('a layout storage cannot vouch for falls back to the chain client, which reads it', async () => {
    vi.stubGlobal('WebSocket', RecordingWebSocket)
    const injected = await injectExtensions()
    const adapter = polkadotAdapter({ target: injected.window, appName: 'Portico tests' }).create(
      adapterContext([local.network]),
    )
    try {
      const address = freshAddress()
      await setAccount(address, {
        free: 10n ** 16n,
        miscFrozen: 10n ** 15n,
        feeFrozen: 2n * 10n ** 15n,
      })
      const balances = await adapter.getBalances({ address, network: local.network })
      expect(sent).toEqual(['chain_getBlockHash', 'state_getStorage'])
      expect(balances).toMatchObject(await readBalances(local.api, address))
      expect(balances.frozen).toBe(2n * 10n ** 15n)
    } finally {
      await adapter.destroy()
      vi.unstubAllGlobals()
    }
  })

  it('once the balance is in, the chain client connects for the Send view (as it did before)', async () => {
    // A TCP relay to the node that tells each connection: the storage read's, then the client's.
    const sockets: Socket[] = []
    let arrived = (_count: number) => {}
    const relay = createServer((socket) => {
      const upstream = connect(local.chain.port, '127.0.0.1')
      socket.pipe(upstream).pipe(socket)
      socket.on('error', () => upstream.destroy())
      upstream.on('error', () => socket.destroy())
      sockets.push(socket, upstream)
      arrived(sockets.length / 2)
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const { port } = relay.address() as { port: number }
    const network = polkadotLocal({
      genesisHash: local.chain.genesisHash,
      wsUrl: `ws://127.0.0.1:${port}`,
      ss58Prefix: local.chain.ss58Prefix,
      decimals: local.chain.decimals,
      symbol: local.chain.symbol,
    })
    vi.stubGlobal('WebSocket', RecordingWebSocket)
    const injected = await injectExtensions()
    const adapter = polkadotAdapter({ target: injected.window, appName: 'Portico tests' }).create(
      adapterContext([network]),
    )
    try {
      const { address } = await adapter.connect({ connectorId: 'portico-test' })
      const second = new Promise<void>((resolve) => {
        arrived = (count) => {
          if (count === 2) resolve()
        }
      })
      await adapter.getBalances({ address, network })
      expect(sent).toEqual(['chain_getBlockHash', 'state_getStorage'])
      // The sentinel: the client's own connection through the relay, nobody asking for it.
      await second
    } finally {
      await adapter.destroy()
      vi.unstubAllGlobals()
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => relay.close(resolve))
    }
  })
})
