import { cleanup, render } from '@testing-library/react'
import jsQR from 'jsqr'
import { encode } from 'uqr'
import { afterEach, describe, expect, it } from 'vitest'
import { QR_MASK, QrCode, qrPath, WARM_UP_LENGTHS, warmQrEncoder } from './qr-code.js'

afterEach(cleanup)

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('QrCode', () => {
  it('draws one rectangle per horizontal run of dark modules of the uqr encoding', () => {
    const { path, size } = qrPath(URI)
    const encoded = encode(URI, { ecc: 'M', border: 2, maskPattern: QR_MASK })
    const runs = encoded.data.map((row) => row.map((dark) => (dark ? '1' : '0')).join(''))
    const expected = runs.flatMap((row) => row.match(/1+/g) ?? [])
    expect(size).toBe(encoded.size)
    const widths = [...path.matchAll(/M\d+ \d+h(\d+)v1h-\1z/g)].map((m) => Number(m[1]))
    expect(widths).toEqual(expected.map((run) => run.length))
    // Every dark module is covered: the widths add up to the dark modules' count.
    expect(widths.reduce((a, b) => a + b, 0)).toBe(encoded.data.flat().filter(Boolean).length)
  })

  it('renders an SVG image with an accessible name, built from elements (no innerHTML)', () => {
    const { getByRole, container } = render(<QrCode value={URI} label="QR code to scan" />)
    const svg = getByRole('img', { name: 'QR code to scan' })
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(container.querySelectorAll('path')).toHaveLength(1)
    expect(container.querySelector('path')?.getAttribute('d')).toBe(qrPath(URI).path)
  })

  it('reads back as the URI in a QR decoder, for pairing URIs of 160 to 600 characters', () => {
    const uris = [URI, `${URI}&expiryTimestamp=1732470000`, pairingUri(300), pairingUri(600)]
    for (const uri of uris) {
      const { container } = render(<QrCode value={uri} label="QR" />)
      const d = container.querySelector('path')?.getAttribute('d') ?? ''
      const size = Number(container.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2])
      expect(jsQR(...rasterize(d, size))?.data).toBe(uri)
      cleanup()
    }
  })

  it('uses the mask the penalty choice picks for a pairing URI', () => {
    // Fixed to save the 8-way choice; for these URIs the choice lands on the same pattern.
    expect(encode(URI, { ecc: 'M', border: 2 }).maskPattern).toBe(QR_MASK)
    expect(encode(pairingUri(300), { ecc: 'M', border: 2 }).maskPattern).toBe(QR_MASK)
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

/** A WalletConnect pairing URI grown to `length` characters by its methods list. */
function pairingUri(length: number): string {
  let uri = `${URI}&expiryTimestamp=1732470000&methods=`
  for (let i = 0; uri.length < length; i++) uri += `${i ? ',' : ''}[wc_sessionAuthenticate]`
  return uri.slice(0, length)
}

/** The path's rectangles as an RGBA image, 4 px a module, dark on white: what a camera sees. */
function rasterize(d: string, size: number): [Uint8ClampedArray, number, number] {
  const scale = 4
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3)
  }
  return [pixels, width, width]
}
