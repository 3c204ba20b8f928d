import { describe, expect, it } from 'vitest'
import { createPairing } from './pairing.js'
import { pairingReuse } from './pairing-reuse.js'

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Safari/537.36'

describe('pairingReuse (SPEC §4)', () => {
  const pairing = createPairing('wc:abc@2', 0)
  it('iOS Safari reuses an unexpired pairing', () => {
    expect(pairingReuse(pairing, 229_999, IOS_SAFARI)).toEqual({ reuse: pairing, drop: false })
  })
  it('at 10 s or less left the pairing is dropped, never reused', () => {
    expect(pairingReuse(pairing, 230_000, IOS_SAFARI)).toEqual({ reuse: undefined, drop: true })
  })
  it('a desktop browser keeps but does not reuse an unexpired pairing', () => {
    expect(pairingReuse(pairing, 1_000, DESKTOP)).toEqual({ reuse: undefined, drop: false })
  })
  it('no pairing: nothing to reuse or drop', () => {
    expect(pairingReuse(undefined, 0, IOS_SAFARI)).toEqual({ reuse: undefined, drop: false })
  })
})
