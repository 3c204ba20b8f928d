import { describe, expect, it } from 'vitest'
import { confirmedRegistration } from './registration-answer.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const request = { label: 'alice-1', address: ADDRESS, coinType: 60 }
const profile = (fields: Record<string, unknown> = {}) => ({
  name: 'alice-1.portico.id',
  addresses: { '60': { address: ADDRESS.toLowerCase() } },
  ...fields,
})

describe('confirmedRegistration', () => {
  it('accepts the label under a zone suffix (or alone) for the address, in any case', () => {
    expect(confirmedRegistration(profile(), request)?.name).toBe('alice-1.portico.id')
    expect(confirmedRegistration(profile({ name: 'alice-1' }), request)?.name).toBe('alice-1')
    expect(confirmedRegistration(profile(), { ...request, label: 'Alice-1' })).toBeDefined()
  })

  it('refuses what does not parse as a profile', () => {
    for (const answer of [undefined, null, {}, { name: 'alice-1.portico.id' }, 'ok', []]) {
      expect(confirmedRegistration(answer, request), JSON.stringify(answer)).toBeUndefined()
    }
    expect(confirmedRegistration(profile({ name: '\u202e\u200b' }), request)).toBeUndefined()
  })

  it('refuses another name, a longer label, another address or another coin type', () => {
    expect(confirmedRegistration(profile({ name: 'bob-1.portico.id' }), request)).toBeUndefined()
    expect(confirmedRegistration(profile({ name: 'alice-10.portico.id' }), request)).toBeUndefined()
    const other = { '60': { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' } }
    expect(confirmedRegistration(profile({ addresses: other }), request)).toBeUndefined()
    expect(confirmedRegistration(profile(), { ...request, coinType: 2147483658 })).toBeUndefined()
  })

  it('the name is cleaned of bidi and zero-width controls before it is compared and shown', () => {
    const answer = profile({ name: 'alice-1\u202e.portico\u200b.id' })
    expect(confirmedRegistration(answer, request)?.name).toBe('alice-1.portico.id')
  })
})
