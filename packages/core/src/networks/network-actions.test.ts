import { describe, expect, it } from 'vitest'
import { evmAndSolanaKit, recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import {
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  NetworkWithIdNotFoundError,
} from '../errors/adapter-errors.js'
import { LastNetworkRemovalError, NetworkNotFoundError } from '../errors/app-kit-errors.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import type { Network } from '../types/network.js'
import { mainnet, optimism, polygon } from './evm-networks.js'
import { solana } from './solana-networks.js'

const draft = { sendTokenAmount: '1', receiverAddress: BOB }

describe('switchNetwork (SPEC §4 network switching)', () => {
  it('changes the active chain and CAIP address, resets the send form, asks the wallet', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    kit.setSendDraft(draft)
    const events = recordEvents(kit)
    await kit.switchNetwork(optimism)
    expect(adapter.mock.state.chainId).toBe(10)
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(kit.getAccount()?.caipAddress).toBe(`eip155:10:${ALICE}`)
    expect(kit.getSnapshot().sendDraft.sendTokenAmount).toBeUndefined()
    expect(kit.getSnapshot().sendDraft.receiverAddress).toBeUndefined()
    expect(events.filter((e) => e.event === 'SWITCH_NETWORK')).toHaveLength(1)
  })

  it('switches by CAIP-2 id, also while disconnected', async () => {
    const kit = testKit()
    kit.setSendDraft(draft)
    await kit.switchNetwork('eip155:10')
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(kit.getSnapshot().sendDraft.sendTokenAmount).toBeUndefined()
  })

  it('switching to another namespace changes the active address', async () => {
    const kit = evmAndSolanaKit()
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    await kit.connect({ connectorId: 'mock', namespace: 'eip155' })
    expect(kit.getAccount()?.address).toBe(ALICE)
    await kit.switchNetwork(solana)
    expect(kit.getSnapshot().activeNamespace).toBe('solana')
    expect(kit.getAccount()?.address).toBe(SOL_ALICE)
  })

  it('the active network survives a reload after switching to another connected namespace', async () => {
    const storage = createMemoryStorage()
    const kit = evmAndSolanaKit({ storage })
    await kit.connect({ connectorId: 'mock', namespace: 'solana' })
    await kit.connect({ connectorId: 'mock', namespace: 'eip155' })
    await kit.switchNetwork(solana)
    kit.destroy()
    const next = evmAndSolanaKit({ storage })
    await next.ready
    expect(next.getNetwork()?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(next.getAccount()?.address).toBe(SOL_ALICE)
  })

  it('"Network not found" for an id that was not requested', async () => {
    const kit = testKit()
    await expect(kit.switchNetwork('eip155:137')).rejects.toBeInstanceOf(NetworkNotFoundError)
    await expect(kit.switchNetwork('eip155:137')).rejects.toThrow('Network not found')
  })

  it('"Chain is not supported" for a network outside the requested list', async () => {
    const kit = testKit()
    await expect(kit.switchNetwork(polygon)).rejects.toThrow('Chain is not supported')
  })

  it('allowUnsupportedChain lets the app switch outside the list', async () => {
    const kit = testKit({ allowUnsupportedChain: true })
    await kit.switchNetwork(polygon)
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:137')
  })

  it('a wallet that cannot go there: unsupported-network state and UnsupportedChain', async () => {
    // The wallet knows mainnet only.
    const adapter = mockAdapter({ accounts: [ALICE], networks: [mainnet] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    await expect(kit.switchNetwork(optimism)).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(kit.getSnapshot().networks.eip155?.unsupported).toBe(true)
    expect(kit.getSnapshot().router.view).toBe('UnsupportedChain')
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  it('a wallet rejection leaves the network as it was', async () => {
    const adapter = mockAdapter({ accounts: [ALICE], features: { switchChainError: true } })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    await expect(kit.switchNetwork(optimism)).rejects.toThrow('User rejected the request.')
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  it('switching back to a requested network from UnsupportedChain closes it', async () => {
    const adapter = mockAdapter({ accounts: [ALICE], networks: [mainnet, optimism, polygon] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    adapter.mock.emitChainChanged(137)
    expect(kit.getSnapshot().router.view).toBe('UnsupportedChain')
    await kit.switchNetwork(optimism)
    expect(kit.getSnapshot().networks.eip155?.unsupported).toBe(false)
    expect(kit.getSnapshot().modal.open).toBe(false)
  })
})

describe('removeNetwork (SPEC §4, §8)', () => {
  it('"Cannot remove last network for a namespace"', () => {
    const kit = testKit({ networks: [mainnet, solana] })
    expect(() => kit.removeNetwork(solana)).toThrow(LastNetworkRemovalError)
    expect(() => kit.removeNetwork('eip155:1')).toThrow(
      'Cannot remove last network for a namespace',
    )
  })
  it('removes a network when others of its namespace remain (the active one moves on)', () => {
    const kit = testKit({ networks: [mainnet, optimism] })
    kit.removeNetwork(mainnet)
    expect(kit.getSnapshot().networks.eip155?.requestedCaipNetworks.map((n) => n.id)).toEqual([10])
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:10')
    expect(() => kit.removeNetwork(optimism)).toThrow('Cannot remove last network for a namespace')
  })
  it('"Network not found" for a network that is not requested', () => {
    const kit = testKit()
    expect(() => kit.removeNetwork(polygon)).toThrow('Network not found')
  })
  it('"Network with ID not found" for an id that names no requested network', () => {
    const kit = testKit()
    expect(() => kit.removeNetwork('eip155:137')).toThrow(NetworkWithIdNotFoundError)
    expect(() => kit.removeNetwork('eip155:137')).toThrow('Network with ID not found')
  })
  it('"CaipNetwork is undefined" when a plain-JavaScript caller passes no network', async () => {
    const kit = testKit({ networks: [mainnet, optimism] })
    const missing = [polygon].find((n) => n.caipNetworkId === mainnet.caipNetworkId) as Network
    expect(() => kit.removeNetwork(missing)).toThrow(CaipNetworkUndefinedError)
    await expect(kit.switchNetwork(missing)).rejects.toThrow('CaipNetwork is undefined')
    expect(kit.getNetwork()?.caipNetworkId).toBe('eip155:1')
  })
})
