import { describe, expect, it } from 'vitest'
import type { SiwxConfig } from '../types/siwx.js'
import { checkSiwxConfig, InvalidSiwxConfigError } from './siwx-config.js'

const config: SiwxConfig = {
  createMessage: async () => {
    throw new Error('not used')
  },
  addSession: async () => undefined,
  revokeSession: async () => undefined,
  setSessions: async () => undefined,
  getSessions: async () => [],
}

describe('checkSiwxConfig', () => {
  it('passes a config through and leaves sign-in off without one', () => {
    expect(checkSiwxConfig(config)).toBe(config)
    expect(
      checkSiwxConfig({ ...config, getRequired: () => true, signOutOnDisconnect: false }),
    ).toBeTruthy()
    expect(checkSiwxConfig(undefined)).toBeUndefined()
  })

  it('refuses a factory that was not called', () => {
    expect(() => checkSiwxConfig(() => config)).toThrow(InvalidSiwxConfigError)
    expect(() => checkSiwxConfig(() => config)).toThrow('Invalid `siwx` option')
  })

  it('names the missing methods and the wrong fields', () => {
    const { getSessions: _g, addSession: _a, ...partial } = config
    expect(() => checkSiwxConfig(partial)).toThrow(
      expect.objectContaining({ details: 'Missing method(s): addSession, getSessions.' }),
    )
    expect(() => checkSiwxConfig({ ...config, getRequired: true })).toThrow(InvalidSiwxConfigError)
    expect(() => checkSiwxConfig({ ...config, signOutOnDisconnect: 'yes' })).toThrow(
      InvalidSiwxConfigError,
    )
    for (const value of [null, true, 'siwx', 1])
      expect(() => checkSiwxConfig(value)).toThrow(InvalidSiwxConfigError)
  })
})
