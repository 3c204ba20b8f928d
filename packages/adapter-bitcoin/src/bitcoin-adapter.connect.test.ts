import { ChainNotSupportedError, UnauthorizedError, UserRejectedRequestError } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import {
  createInstance,
  createStandardWallets,
  networks,
  regtest,
  targetWith,
} from './adapter-suite.test-helper.js'
import { InvalidWalletAnswerError } from './errors/invalid-wallet-answer-error.js'
import { createTestProvider } from './test-wallet.test-helper.js'

function standardWallet(name: string, features: Record<string, unknown> = {}): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    chains: ['bitcoin:regtest'],
    accounts: [],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      ...features,
    },
  } as unknown as Wallet
}

describe('connectors', () => {
  it("lists sats-connect's registry and Wallet Standard bitcoin wallets, a wallet found both ways once", () => {
    const wallet = createTestProvider()
    const wallets = createStandardWallets([
      standardWallet('Portico Test Wallet'),
      standardWallet('Other Wallet'),
      standardWallet('Xverse', { 'sats-connect:': { provider: wallet.provider } }),
      { ...standardWallet('Solana only'), features: {} } as unknown as Wallet,
    ])
    const { adapter } = createInstance({ target: targetWith(wallet.provider), wallets })
    expect(adapter.getConnectors().map((c) => [c.id, c.name, c.type])).toEqual([
      ['PorticoTest.BitcoinProvider', 'Portico Test', 'INJECTED'],
      ['wallet-standard:Other Wallet', 'Other Wallet', 'ANNOUNCED'],
    ])
  })

  it("finds Xverse's injected provider without a registry entry, and ignores paths off the window", () => {
    const wallet = createTestProvider()
    const target = {
      XverseProviders: { BitcoinProvider: wallet.provider },
      btc_providers: [
        { id: '__proto__.polluted', name: 'Evil' },
        { id: 'missing.Provider', name: 'Gone' },
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse' },
      ],
    }
    const { adapter } = createInstance({ target })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['XverseProviders.BitcoinProvider'])
  })

  it('reports a late Wallet Standard registration as connectorsChanged', () => {
    const wallets = createStandardWallets()
    const { adapter } = createInstance({ target: {}, wallets })
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.name)))
    wallets.register(standardWallet('Late Wallet'))
    expect(seen).toEqual([['Late Wallet']])
  })
})

describe('connect, accounts and reconnect', () => {
  it('refuses every address until the first connection brings the address codec in', async () => {
    const wallet = createTestProvider()
    const { adapter } = createInstance({ target: targetWith(wallet.provider) })
    // The codec (base58check with sha256, bech32) is not in the page's start-up: nothing is
    // accepted unchecked before it arrives.
    expect(adapter.validateAddress?.(wallet.payment)).toBe(false)
    await adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider', network: regtest })
    expect(adapter.validateAddress?.(wallet.payment)).toBe(true)
  })

  it('connects payment and ordinals, payment active (SPEC §6), on the wallet network', async () => {
    const wallet = createTestProvider()
    const { adapter } = createInstance({ target: targetWith(wallet.provider) })
    const connection = await adapter.connect({
      connectorId: 'PorticoTest.BitcoinProvider',
      network: regtest,
    })
    expect(connection).toMatchObject({
      address: wallet.payment,
      accounts: [
        { address: wallet.payment, type: 'payment' },
        { address: wallet.ordinals, type: 'ordinal' },
      ],
      chainId: regtest.id,
      connectorId: 'PorticoTest.BitcoinProvider',
      walletInfo: { name: 'Portico Test' },
    })
    expect(wallet.requests[0]).toEqual({
      method: 'getAddresses',
      params: { purposes: ['payment', 'ordinals'] },
    })
    expect(adapter.validateAddress?.(wallet.payment)).toBe(true)
    expect(adapter.validateAddress?.('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')).toBe(false)
  })

  it('makes the ordinals address active with defaultAccountType ordinal', async () => {
    const wallet = createTestProvider()
    const { adapter } = createInstance({
      target: targetWith(wallet.provider),
      defaultAccountType: 'ordinal',
    })
    const connection = await adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    expect(connection.address).toBe(wallet.ordinals)
    expect(connection.accounts.map((a) => a.type)).toEqual(['ordinal', 'payment'])
  })

  it('refuses addresses of another network than the one the wallet reports', async () => {
    const wallet = createTestProvider()
    wallet.state.network = 'Mainnet'
    const { adapter } = createInstance({ target: targetWith(wallet.provider) })
    await expect(
      adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' }),
    ).rejects.toBeInstanceOf(InvalidWalletAnswerError)
  })

  it('maps a rejected connect to UserRejectedRequestError', async () => {
    const wallet = createTestProvider()
    wallet.setMode('reject')
    const { adapter } = createInstance({ target: targetWith(wallet.provider) })
    await expect(
      adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('restores silently with wallet_getAccount, and resolves undefined once access is gone', async () => {
    const wallet = createTestProvider()
    const first = createInstance({ target: targetWith(wallet.provider) })
    await first.adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    await first.adapter.destroy()
    // A short wait for a wallet that never appears ('nope' below).
    const second = createInstance({ target: targetWith(wallet.provider), restoreWait: 50 })
    const restored = await second.adapter.reconnect({ connectorId: 'PorticoTest.BitcoinProvider' })
    expect(restored?.address).toBe(wallet.payment)
    expect(wallet.requests.at(-1)?.method).toBe('wallet_getAccount')
    await second.adapter.disconnect()
    expect(wallet.requests.at(-1)?.method).toBe('wallet_disconnect')
    expect(
      await second.adapter.reconnect({ connectorId: 'PorticoTest.BitcoinProvider' }),
    ).toBeUndefined()
    expect(await second.adapter.reconnect({ connectorId: 'nope' })).toBeUndefined()
    await expect(second.adapter.connect({ connectorId: 'nope' })).rejects.toThrow(
      'Adapter or connector not found for namespace',
    )
  })
})

describe('restoring a wallet injected late', () => {
  it('restores a sats-connect wallet listed after the restore started, within the wait', async () => {
    const wallet = createTestProvider()
    const first = createInstance({ target: targetWith(wallet.provider) })
    await first.adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    await first.adapter.destroy()
    // The extension's script runs after the app's: the registry is empty when the restore starts.
    const target: Record<string, unknown> = {}
    const second = createInstance({ target, restoreWait: 200 })
    const restoring = second.adapter.reconnect({ connectorId: 'PorticoTest.BitcoinProvider' })
    Object.assign(target, targetWith(wallet.provider))
    expect((await restoring)?.address).toBe(wallet.payment)
  })

  it('restores a Wallet Standard wallet as soon as it registers, not at the end of the wait', async () => {
    const wallet = createTestProvider()
    const target: Record<string, unknown> = {}
    const wallets = createStandardWallets()
    const first = createInstance({ target: targetWith(wallet.provider) })
    await first.adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    await first.adapter.destroy()
    // A wait no test outlives: the restore must end on the registration.
    const second = createInstance({ target, wallets, restoreWait: 600_000 })
    const restoring = second.adapter.reconnect({ connectorId: 'PorticoTest.BitcoinProvider' })
    Object.assign(target, targetWith(wallet.provider))
    wallets.register(standardWallet('Another wallet'))
    expect((await restoring)?.address).toBe(wallet.payment)
  })

  it('ends a waiting restore with nothing when the adapter is destroyed', async () => {
    const second = createInstance({ target: {}, restoreWait: 600_000 })
    const restoring = second.adapter.reconnect({ connectorId: 'PorticoTest.BitcoinProvider' })
    await second.adapter.destroy()
    expect(await restoring).toBeUndefined()
  })
})

describe('wallet events', () => {
  async function connected() {
    const wallet = createTestProvider()
    const instance = createInstance({ target: targetWith(wallet.provider) })
    await instance.adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    const events: unknown[] = []
    instance.adapter.on('accountsChanged', (e) => events.push(['accounts', e.accounts]))
    instance.adapter.on('chainChanged', (e) => events.push(['chain', e.chainId]))
    instance.adapter.on('disconnect', () => events.push(['disconnect']))
    return { wallet, ...instance, events }
  }

  it('reports an account change with the checked addresses, active first', async () => {
    const { wallet, events, warnings } = await connected()
    const other = createTestProvider()
    wallet.emit('accountChange', {
      type: 'accountChange',
      addresses: [
        { address: other.ordinals, purpose: 'ordinals' },
        { address: other.payment, purpose: 'payment' },
        { address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', purpose: 'payment' },
      ],
    })
    expect(events).toEqual([['accounts', [other.payment, other.ordinals]]])
    expect(warnings.map((w) => w.message)).toEqual(['Refused wallet addresses of another network'])
  })

  it('reads the accounts again after an event without addresses, and reports a disconnect', async () => {
    const { wallet, events, adapter } = await connected()
    wallet.emit('accountChange', { type: 'accountChange' })
    await expect.poll(() => events.length).toBe(1)
    expect(events[0]).toEqual(['accounts', [wallet.payment, wallet.ordinals]])
    wallet.emit('disconnect', { type: 'disconnect' })
    expect(events.at(-1)).toEqual(['disconnect'])
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('destroy stops listening to the wallet', async () => {
    const { wallet, adapter, events } = await connected()
    await adapter.destroy()
    wallet.emit('disconnect', { type: 'disconnect' })
    expect(events).toEqual([])
    expect(wallet.listenerCount()).toBe(0)
  })
})

describe('switchNetwork', () => {
  it('asks the wallet (wallet_changeNetwork), then reports the chain and the new addresses', async () => {
    const wallet = createTestProvider()
    const { adapter } = createInstance({ target: targetWith(wallet.provider) })
    await adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    const events: unknown[] = []
    adapter.on('chainChanged', (e) => events.push(e.chainId))
    adapter.on('accountsChanged', (e) => events.push(e.accounts.length))
    const testnet = networks[2] as (typeof networks)[number]
    // The test wallet keeps its regtest addresses, which are not testnet ones: refused, kept.
    await adapter.switchNetwork(testnet)
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_changeNetwork')
    expect(wallet.requests.find((r) => r.method === 'wallet_changeNetwork')?.params).toEqual({
      name: 'Testnet',
    })
    expect(events).toEqual([testnet.id])
  })

  it('refuses a network the app did not configure', async () => {
    const { adapter } = createInstance({ target: {} })
    await expect(
      adapter.switchNetwork({
        ...regtest,
        id: '00000008819873e925422c1ff0f99f7c',
        caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
      }),
    ).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  it('selectAccount makes the ordinals address the one signing requires to be ours', async () => {
    const wallet = createTestProvider()
    const { adapter } = createInstance({ target: targetWith(wallet.provider) })
    await adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    adapter.selectAccount({ address: wallet.ordinals })
    await expect(
      adapter.signMessage({ address: 'bcrt1qnotours', message: 'x' }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
  })
})
