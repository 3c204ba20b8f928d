import { describe, expect, it } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { testKit } from '../app-kit/kit.test-helper.js'
import { SignInStateError, setSignInState } from './sign-in-access.js'

describe('the sign-in slice (SPEC §2/§4)', () => {
  it('is real and empty on a new instance: not required, no session, idle', () => {
    expect(testKit().getSnapshot().signIn).toEqual({
      required: false,
      hasSession: false,
      status: 'idle',
    })
  })

  it('setSignInState updates the snapshot and notifies subscribers', () => {
    const kit = testKit()
    const seen: unknown[] = []
    kit.subscribe(() => seen.push(kit.getSnapshot().signIn))
    setSignInState(kit, { required: true, status: 'signing' })
    expect(kit.getSnapshot().signIn).toEqual({
      required: true,
      hasSession: false,
      status: 'signing',
    })
    setSignInState(kit, { hasSession: true, status: 'signed' })
    expect(seen).toEqual([
      { required: true, hasSession: false, status: 'signing' },
      { required: true, hasSession: true, status: 'signed' },
    ])
  })

  it('one instance never writes another', () => {
    const first = testKit()
    const second = testKit()
    setSignInState(first, { required: true })
    expect(second.getSnapshot().signIn.required).toBe(false)
  })

  it('refuses an object createAppKit did not make, and values of the wrong type', () => {
    const kit = testKit()
    const stranger = { ...kit } as AppKit
    expect(() => setSignInState(stranger, { required: true })).toThrow(SignInStateError)
    expect(() =>
      setSignInState(kit, { required: 'yes' } as unknown as { required: boolean }),
    ).toThrow('Cannot set the sign-in state')
    expect(() => setSignInState(kit, { status: 'done' } as unknown as { status: 'idle' })).toThrow(
      SignInStateError,
    )
    expect(kit.getSnapshot().signIn.required).toBe(false)
  })
})
