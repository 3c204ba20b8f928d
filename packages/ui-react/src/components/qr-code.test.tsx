import { cleanup, render } from '@testing-library/react'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode, qrPath, WARM_UP_LENGTHS, warmQrEncoder } from './qr-code.js'

afterEach(cleanup)

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('QrCode', () => {
  it('draws one unit square per dark module of the uqr encoding', () => {
    const { path, size } = qrPath(URI)
    const encoded = encode(URI, { ecc: 'M', border: 2 })
    const dark = encoded.data.flat().filter(Boolean).length
    expect(size).toBe(encoded.size)
    expect(path.match(/M/g)?.length).toBe(dark)
  })

  it('renders an SVG image with an accessible name, built from elements (no innerHTML)', () => {
    const { getByRole, container } = render(<QrCode value={URI} label="QR code to scan" />)
    const svg = getByRole('img', { name: 'QR code to scan' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(container.querySelectorAll('path')).toHaveLength(1)
    expect(container.querySelector('path')?.getAttribute('d')).toBe(qrPath(URI).path)
  })

  it('changes with the value', () => {
    expect(qrPath('wc:a@2').path).not.toBe(qrPath('wc:b@2').path)
  })

  it('encodes hostile text as data only', () => {
    const { container } = render(<QrCode value={'"><script>alert(1)</script>'} label="QR" />)
    expect(container.querySelector('script')).toBeNull()
  })

  it('warms the encoder in one later turn per length, small codes first', () => {
    const turns: (() => void)[] = []
    warmQrEncoder((task) => turns.push(task), [5, 60, 150])
    let ran = 0
    // Each turn runs one encode and asks for the next turn (none after the last).
    for (let task = turns.shift(); task; task = turns.shift()) {
      task()
      ran++
    }
    expect(ran).toBe(3)
    // The default plan grows to a pairing-sized code (WalletConnect 2.25's URI: one QR version).
    expect(WARM_UP_LENGTHS[0]).toBeLessThan(20)
    const pairing = `${URI}&expiryTimestamp=1732470000`
    expect(qrPath('x'.repeat(WARM_UP_LENGTHS.at(-1) ?? 0)).size).toBe(qrPath(pairing).size)
  })
})
