import { describe, expect, it } from 'vitest'
import { chooseStartView } from './start-view.js'

describe('start view when the modal opens (SPEC §2; rule 2 needs a kit without adapters, which createAppKit refuses)', () => {
  it('1. a view passed by the caller wins', () => {
    expect(chooseStartView({ requestedView: 'Networks', address: '0x1' })).toBe('Networks')
    expect(chooseStartView({ requestedView: 'Connect', address: undefined })).toBe('Connect')
  })
  it('3. Account if an address is connected', () => {
    expect(chooseStartView({ address: '0x1' })).toBe('Account')
  })
  it('4. otherwise Connect', () => {
    expect(chooseStartView({ address: undefined })).toBe('Connect')
  })
})
