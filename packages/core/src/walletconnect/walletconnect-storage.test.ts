import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createWalletConnectStorage, walletConnectPrefix } from './walletconnect-storage.js'

describe('walletConnectPrefix', () => {
  it('is stable for one storage and differs between storages', () => {
    const storage = createMemoryStorage()
    const prefix = walletConnectPrefix(storage)
    expect(prefix).toMatch(/^portico-[0-9a-f]{16}$/)
    expect(walletConnectPrefix(storage)).toBe(prefix)
    expect(walletConnectPrefix(createMemoryStorage())).not.toBe(prefix)
  })

  it('replaces a tampered stored value', () => {
    const storage = createMemoryStorage({ 'portico.wc.prefix': '../../evil' })
    expect(walletConnectPrefix(storage)).toMatch(/^portico-[0-9a-f]{16}$/)
  })
})

describe('createWalletConnectStorage', () => {
  it('keeps entries and their key list in the kit storage', async () => {
    const kitStorage = createMemoryStorage()
    const storage = createWalletConnectStorage(kitStorage)
    await storage.setItem('wc@2:client:session', [{ topic: 'a' }])
    await storage.setItem('wc@2:core:keychain', { k: 1 })
    await storage.setItem('wc@2:client:session', [{ topic: 'b' }])
    // A second view over the same kit storage (a reload) reads the same entries.
    const reloaded = createWalletConnectStorage(kitStorage)
    expect(await reloaded.getKeys()).toEqual(['wc@2:client:session', 'wc@2:core:keychain'])
    expect(await reloaded.getItem('wc@2:client:session')).toEqual([{ topic: 'b' }])
    await reloaded.removeItem('wc@2:core:keychain')
    expect(await storage.getEntries()).toEqual([['wc@2:client:session', [{ topic: 'b' }]]])
  })

  it('reads corrupted entries and a corrupted key list as missing', async () => {
    const storage = createWalletConnectStorage(
      createMemoryStorage({
        'portico.wc.keys': '["ok", 7, "broken"',
        'portico.wc:broken': '{not json',
      }),
    )
    expect(await storage.getKeys()).toEqual([])
    expect(await storage.getItem('broken')).toBeUndefined()
    await storage.setItem('ok', 1)
    expect(await storage.getKeys()).toEqual(['ok'])
  })
})

describe('createWalletConnectStorage over a synchronous kit storage', () => {
  it('answers each call in a later task, so WalletConnect’s start-up is not one long task', async () => {
    const storage = createWalletConnectStorage(createMemoryStorage())
    const answered: string[] = []
    const calls = [
      storage.setItem('k', 1).then(() => answered.push('setItem')),
      storage.getItem('k').then(() => answered.push('getItem')),
      storage.getKeys().then(() => answered.push('getKeys')),
      storage.getEntries().then(() => answered.push('getEntries')),
      storage.removeItem('k').then(() => answered.push('removeItem')),
    ]
    // However many promise turns pass, nothing answers within the task that asked.
    for (let turn = 0; turn < 50; turn++) await Promise.resolve()
    expect(answered).toEqual([])
    await Promise.all(calls)
    expect(answered).toEqual(['setItem', 'getItem', 'getKeys', 'getEntries', 'removeItem'])
  })
})
