import { describe, expect, it } from 'vitest'
import { formatLabSettings, parseLabSettings } from './lab-settings.js'
import { labSiwx, parseLabSignIn } from './lab-sign-in.js'

describe('lab sign-in setting', () => {
  it('reads signin=optional|required, anything else is off', () => {
    expect(parseLabSignIn('?signin=optional')).toBe('optional')
    expect(parseLabSignIn('?signin=required')).toBe('required')
    expect(parseLabSignIn('?signin=yes')).toBe('off')
    expect(parseLabSignIn('')).toBe('off')
  })

  it('round-trips through the settings URL and is left out when off', () => {
    const settings = parseLabSettings('?signin=required&theme=light')
    expect(settings.signIn).toBe('required')
    expect(formatLabSettings(settings)).toBe('?theme=light&signin=required')
    expect(formatLabSettings({ ...settings, signIn: 'off' })).toBe('?theme=light')
    expect('signIn' in parseLabSettings('')).toBe(false)
  })

  it('gives a server-verified config on apps/api, required or not', () => {
    expect(labSiwx('off', 'http://127.0.0.1:1')).toBeUndefined()
    const required = labSiwx('required', 'http://127.0.0.1:1/')
    expect(required?.getRequired?.()).toBe(true)
    expect(labSiwx('optional', 'http://127.0.0.1:1')?.getRequired?.()).toBe(false)
    expect((required as { verifiedBy?: string }).verifiedBy).toBe('server')
  })
})
