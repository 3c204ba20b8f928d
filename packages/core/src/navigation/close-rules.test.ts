import { describe, expect, it } from 'vitest'
import { cancelAction, embeddedCloseView, isCloseDisabled } from './close-rules.js'

describe('close rules (SPEC §2)', () => {
  it('closing in embedded mode goes to Account if connected, else Connect', () => {
    expect(embeddedCloseView(true)).toBe('Account')
    expect(embeddedCloseView(false)).toBe('Connect')
  })

  it('the close button is disabled on the sign views when sign-in is required and no sessions exist', () => {
    for (const view of ['ConnectingSiwe', 'SIWXSignMessage'] as const) {
      expect(isCloseDisabled({ view, signInRequired: true, hasSession: false })).toBe(true)
      expect(isCloseDisabled({ view, signInRequired: true, hasSession: true })).toBe(false)
      expect(isCloseDisabled({ view, signInRequired: false, hasSession: false })).toBe(false)
    }
    expect(isCloseDisabled({ view: 'Account', signInRequired: true, hasSession: false })).toBe(
      false,
    )
  })

  it('Cancel disconnects if sign-in is required, otherwise it just closes', () => {
    expect(cancelAction({ signInRequired: true })).toBe('disconnect')
    expect(cancelAction({ signInRequired: false })).toBe('close')
  })
})
