import { createMemoryStorage } from '@portico/core'
import type { TestWallet } from '@portico/testing'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from './adapter-suite.test-helper.js'
import { fakeWindow } from './devnet.test-helper.js'

const suite = useAdapterSuite()
const { walletFor, pageWith, makeAdapter } = suite

/** The test wallet, but `wallet_getCapabilities` answers `answer` (or fails with it). */
function withCapabilities(wallet: TestWallet, answer: unknown, fail = false) {
  const provider = wallet.provider
  return {
    ...provider,
    on: provider.on,
    removeListener: provider.removeListener,
    request: (args: { method: string; params?: unknown }) => {
      if (args.method !== 'wallet_getCapabilities')
        return provider.request(args as Parameters<typeof provider.request>[0])
      return fail ? Promise.reject(answer) : Promise.resolve(answer)
    },
  }
}

describe('evmAdapter: wallet values are untrusted', () => {
  it('refuses a malformed chainChanged with a warning, then follows a valid one', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected', network: suite.networks[0] })
    const changes: unknown[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(chainId))
    const hostile: unknown[] = [
      '0xZZ',
      Number.NaN,
      2 ** 60,
      { chainId: '0x1' },
      { valueOf: () => 10 },
    ]
    for (const value of hostile) wallet.emitRaw('chainChanged', value)
    expect(changes).toEqual([])
    expect(suite.warnings.map((w) => w.details)).toEqual(hostile)
    expect(suite.warnings.every((w) => /chainChanged/.test(w.message))).toBe(true)
    expect(adapter.getWagmiConfig()?.state.connections.values().next().value?.chainId).toBe(31337)
    wallet.setChain(31338)
    expect(changes).toEqual([31338])
  })

  it('refuses a malformed accountsChanged and keeps the accounts', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    await adapter.connect({ connectorId: 'injected' })
    const seen: unknown[] = []
    adapter.on('accountsChanged', (event) => seen.push(event))
    adapter.on('disconnect', (event) => seen.push(event))
    wallet.emitRaw('accountsChanged', ['0xnot-an-address'])
    wallet.emitRaw('accountsChanged', wallet.address)
    wallet.emitRaw('accountsChanged', [wallet.address, 42])
    expect(seen).toEqual([])
    expect(suite.warnings).toHaveLength(3)
    expect(adapter.getWagmiConfig()?.state.connections.values().next().value?.accounts).toEqual([
      wallet.address,
    ])
    wallet.setAccount(suite.devnet.accounts[2]!.privateKey)
    expect(seen).toEqual([{ accounts: [suite.devnet.accounts[2]!.address] }])
  })

  it('refuses a malformed capability object: getCapabilities gives {} and connect leaves smart accounts out', async () => {
    const wallet = walletFor(1)
    const hostile = { '0x7a69': 'yes', __proto__: { polluted: true } }
    pageWith(undefined)
    const adapter = await makeAdapter({ target: fakeWindow(withCapabilities(wallet, hostile)) })
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(connection.address).toBe(wallet.address)
    expect(connection).not.toHaveProperty('smartAccountNetworks')
    expect(await adapter.getCapabilities({ address: wallet.address })).toEqual({})
    expect(suite.warnings.map((w) => w.message)).toEqual([
      'Refused malformed capabilities from the wallet',
      'Refused malformed capabilities from the wallet',
    ])
  })
})

describe('evmAdapter: approved and smart-account networks', () => {
  it('an injected wallet supports every network; no smart account where it says so', async () => {
    const wallet = walletFor(1)
    pageWith(wallet)
    const adapter = await makeAdapter()
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(connection.approvedNetworks).toEqual({ caipNetworkIds: [], supportsAllNetworks: true })
    // The test wallet answers `atomic: unsupported` on both chains.
    expect(connection.smartAccountNetworks).toEqual([])
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_getCapabilities')
  })

  it('reads smart-account networks from wallet_getCapabilities, on connect and on restore', async () => {
    const wallet = walletFor(1)
    const answer = {
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'ready' } },
    }
    const target = fakeWindow(withCapabilities(wallet, answer))
    const storage = createMemoryStorage()
    pageWith(undefined)
    const first = await makeAdapter({ target }, storage)
    const connection = await first.connect({ connectorId: 'injected' })
    expect(connection.smartAccountNetworks).toEqual(['eip155:31337'])
    await first.destroy()
    // A restore does not wait for the wallet's answer: it follows as networksApproved.
    const second = await makeAdapter({ target }, storage)
    const approved = new Promise((resolve) => second.on('networksApproved', resolve))
    const restored = await second.reconnect({ connectorId: 'injected' })
    expect(restored?.address).toBe(wallet.address)
    expect(await approved).toEqual({
      caipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountNetworks: ['eip155:31337'],
    })
    expect(suite.warnings).toEqual([])
  })

  it('a wallet without wallet_getCapabilities connects; smart accounts stay unknown', async () => {
    const wallet = walletFor(1)
    const unsupported = Object.assign(new Error('Method not supported'), { code: 4200 })
    pageWith(undefined)
    const adapter = await makeAdapter({
      target: fakeWindow(withCapabilities(wallet, unsupported, true)),
    })
    const connection = await adapter.connect({ connectorId: 'injected' })
    expect(connection.address).toBe(wallet.address)
    expect(connection).not.toHaveProperty('smartAccountNetworks')
    expect(connection.approvedNetworks?.supportsAllNetworks).toBe(true)
  })
})
