import { describe, expect, it } from 'vitest'
import { createKitStore } from './kit-store.js'
import { createMemoryStorage } from './memory-storage.js'
import type { StorageLogger } from './storage-item.js'
import { storageItems } from './storage-items.js'

function setup() {
  const storage = createMemoryStorage()
  const warnings: string[] = []
  const logger: StorageLogger = { warn: (message) => warnings.push(message) }
  let time = 1_000_000
  const clock = { now: () => time }
  const store = createKitStore(storage, { logger, clock })
  return { storage, store, warnings, advance: (ms: number) => (time += ms) }
}

describe('createKitStore: SPEC §3 browser storage items', () => {
  it('active namespace and network id round-trip as versioned JSON', () => {
    const { storage, store } = setup()
    store.setActiveNamespace('solana')
    store.setActiveNetworkId('eip155:1')
    expect(store.getActiveNamespace()).toBe('solana')
    expect(store.getActiveNetworkId()).toBe('eip155:1')
    expect(JSON.parse(storage.getItem(storageItems.activeNetworkId.key)!)).toEqual({
      v: 1,
      value: 'eip155:1',
    })
    store.setActiveNetworkId(undefined)
    expect(storage.getItem(storageItems.activeNetworkId.key)).toBeNull()
  })

  it('connector id is kept per namespace', () => {
    const { store } = setup()
    store.setConnectorId('eip155', 'walletConnect')
    store.setConnectorId('solana', 'phantom')
    expect(store.getConnectorId('eip155')).toBe('walletConnect')
    expect(store.getConnectorId('solana')).toBe('phantom')
    expect(store.getConnectorId('bip122')).toBeUndefined()
    store.setConnectorId('eip155', undefined)
    expect(store.getConnectorId('eip155')).toBeUndefined()
  })

  it('recent wallets: at most 2 (SPEC §9), newest first, deduplicated by id', () => {
    const { store } = setup()
    store.addRecentWallet({ id: 'a', name: 'A' })
    store.addRecentWallet({ id: 'b', name: 'B' })
    expect(store.addRecentWallet({ id: 'c', name: 'C', rdns: 'io.c' }).map((w) => w.id)).toEqual([
      'c',
      'b',
    ])
    expect(store.addRecentWallet({ id: 'b', name: 'B' }).map((w) => w.id)).toEqual(['b', 'c'])
    expect(store.getRecentWallets()).toHaveLength(2)
  })

  it('deep-link choice, social provider and username, status and namespaces', () => {
    const { store } = setup()
    store.setDeepLinkChoice({ href: 'metamask://', name: 'MetaMask' })
    store.setSocialProvider('github')
    store.setSocialUsername('octo')
    store.setConnectionStatus('connected')
    store.addConnectedNamespace('eip155')
    store.addConnectedNamespace('solana')
    store.addConnectedNamespace('eip155')
    expect(store.getDeepLinkChoice()).toEqual({ href: 'metamask://', name: 'MetaMask' })
    expect(store.getSocialProvider()).toBe('github')
    expect(store.getSocialUsername()).toBe('octo')
    expect(store.getConnectionStatus()).toBe('connected')
    expect(store.getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    store.removeConnectedNamespace('eip155')
    expect(store.getConnectedNamespaces()).toEqual(['solana'])
    store.clearSocialLogin()
    expect(store.getSocialProvider()).toBeUndefined()
    expect(store.getSocialUsername()).toBeUndefined()
  })

  it('balance and native balance caches last 30 s (SPEC §9)', () => {
    const { store, advance } = setup()
    const balance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 1,
      price: 1,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    }
    store.setCachedBalance('eip155:1:0xabc', [balance])
    store.setCachedNativeBalance('eip155:1:0xabc', { balance: '1.5', symbol: 'ETH', decimals: 18 })
    advance(29_999)
    expect(store.getCachedBalance('eip155:1:0xabc')).toEqual([balance])
    expect(store.getCachedNativeBalance('eip155:1:0xabc')).toEqual({
      balance: '1.5',
      symbol: 'ETH',
      decimals: 18,
    })
    advance(1)
    expect(store.getCachedBalance('eip155:1:0xabc')).toBeUndefined()
    expect(store.getCachedNativeBalance('eip155:1:0xabc')).toBeUndefined()
  })

  it('name and identity caches last 5 min (SPEC §9) and expired entries are pruned', () => {
    const { storage, store, advance } = setup()
    store.setCachedIdentity('0xabc', { name: 'alice.eth', avatar: null })
    store.setCachedName('reverse:0xabc', ['alice.portico'])
    advance(5 * 60_000 - 1)
    expect(store.getCachedIdentity('0xabc')).toEqual({ name: 'alice.eth', avatar: null })
    expect(store.getCachedName('reverse:0xabc')).toEqual(['alice.portico'])
    advance(1)
    expect(store.getCachedIdentity('0xabc')).toBeUndefined()
    store.setCachedIdentity('0xdef', { name: null, avatar: null })
    const raw = JSON.parse(storage.getItem(storageItems.identityCache.key)!)
    expect(Object.keys(raw.value)).toEqual(['0xdef'])
    store.clearCaches()
    expect(storage.getItem(storageItems.identityCache.key)).toBeNull()
  })

  it('clear() removes every item', () => {
    const { storage, store } = setup()
    store.setActiveNetworkId('eip155:1')
    store.setConnectorId('polkadot', 'talisman')
    store.clear()
    expect(storage.getItem(storageItems.activeNetworkId.key)).toBeNull()
    expect(store.getConnectorId('polkadot')).toBeUndefined()
  })
})

describe('createKitStore: corrupted, foreign or old values are dropped, never thrown', () => {
  const bad: [string, string][] = [
    ['not JSON', '{oops'],
    ['foreign plain string', 'eip155:1'],
    ['JSON without envelope', '"eip155:1"'],
    ['array', '[1,2]'],
    ['wrong version', '{"v":0,"value":"eip155:1"}'],
    ['invalid value', '{"v":1,"value":"cosmos:cosmoshub-3"}'],
    ['missing value', '{"v":1}'],
    ['non-canonical eip155 reference', '{"v":1,"value":"eip155:0x1"}'],
  ]

  it.each(bad)('%s is removed with a warning', (_, raw) => {
    const { storage, store, warnings } = setup()
    storage.setItem(storageItems.activeNetworkId.key, raw)
    expect(store.getActiveNetworkId()).toBeUndefined()
    expect(storage.getItem(storageItems.activeNetworkId.key)).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('@portico/active-network-id')
  })

  it('a recent-wallet list with a bad entry is dropped', () => {
    const { storage, store, warnings } = setup()
    storage.setItem(storageItems.recentWallets.key, '{"v":1,"value":[{"id":"a","name":1}]}')
    expect(store.getRecentWallets()).toEqual([])
    expect(warnings).toHaveLength(1)
  })

  it('a stored deep-link choice whose href is not a safe link is dropped', () => {
    const { storage, store } = setup()
    for (const href of ['java\tscript:alert(1)', '\u0001javascript:alert(1)', 'data:text/html,x']) {
      storage.setItem(
        storageItems.deepLinkChoice.key,
        JSON.stringify({ v: 1, value: { href, name: 'Evil' } }),
      )
      expect(store.getDeepLinkChoice()).toBeUndefined()
    }
  })

  it('a cache with a malformed entry is dropped', () => {
    const { storage, store } = setup()
    storage.setItem(storageItems.identityCache.key, '{"v":1,"value":{"0x":{"timestamp":"x"}}}')
    expect(store.getCachedIdentity('0x')).toBeUndefined()
    expect(storage.getItem(storageItems.identityCache.key)).toBeNull()
  })

  it('a storage that throws on every call never throws into the caller', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const warnings: string[] = []
    const store = createKitStore(throwing, { logger: { warn: (m) => warnings.push(m) } })
    expect(() => store.setActiveNetworkId('eip155:1')).not.toThrow()
    expect(store.getActiveNetworkId()).toBeUndefined()
    expect(() => store.clear()).not.toThrow()
    expect(warnings.length).toBeGreaterThan(0)
  })
})
