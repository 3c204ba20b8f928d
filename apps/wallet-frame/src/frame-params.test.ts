import { describe, expect, it } from 'vitest'
import { isOrigin, readFrameParams } from './frame-params.js'

const DAPP = 'https://dapp.example'
const query = (origin: string, extra = '') =>
  `?projectId=lab&version=0.0.0&chainId=31337&enableLogger=false&origin=${encodeURIComponent(origin)}${extra}`

describe('readFrameParams', () => {
  it('reads the SPEC §7 parameters and the dapp origin', () => {
    expect(readFrameParams(query(DAPP), [DAPP], [])).toEqual({
      ok: true,
      params: {
        projectId: 'lab',
        chainId: '31337',
        version: '0.0.0',
        enableLogger: false,
        dappOrigin: DAPP,
      },
    })
  })

  it('refuses an origin claim the browser contradicts (the real embedding page)', () => {
    expect(readFrameParams(query(DAPP), ['https://evil.example'], [])).toEqual({
      ok: false,
      reason: 'origin is not the embedding page',
    })
  })

  it('refuses a dapp the operator did not list', () => {
    expect(readFrameParams(query(DAPP), undefined, ['https://other.example']).ok).toBe(false)
    expect(readFrameParams(query(DAPP), undefined, [DAPP]).ok).toBe(true)
  })

  it('refuses what is not exactly an origin, and bad parameters', () => {
    for (const origin of [
      '*',
      'null',
      'https://dapp.example/',
      'https://dapp.example/path',
      'javascript:alert(1)',
    ]) {
      expect(readFrameParams(query(origin), undefined, []).ok).toBe(false)
    }
    expect(
      readFrameParams(query(DAPP).replace('projectId=lab', 'projectId=a%20b'), undefined, []).ok,
    ).toBe(false)
    expect(isOrigin('http://127.0.0.1:5173')).toBe(true)
  })
})
