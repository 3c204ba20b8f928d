import { createMemoryStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { walletConnectPrefix } from './walletconnect-prefix.js'

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
