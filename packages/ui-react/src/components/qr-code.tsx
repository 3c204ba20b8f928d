import { useMemo } from 'react'
import { encode } from 'uqr'

export interface QrCodeProps {
  /** The text to encode (a pairing URI, an address). */
  value: string
  /** Accessible name, e.g. "QR code to scan with your wallet". */
  label: string
  /** Rendered width and height in px (the SVG scales). */
  size?: number
}

/** One SVG path of unit squares for the dark modules; built as an attribute, never as markup. */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 2 })
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = data[y]
    if (!row) continue
    for (let x = 0; x < size; x++) if (row[x]) path += `M${x} ${y}h1v1h-1z`
  }
  return { path, size }
}

// A pairing URI's shape and length (same QR version), with nothing of a real pairing in it.
const SAMPLE_URI = `wc:${'0'.repeat(64)}@2?relay-protocol=irn&symKey=${'0'.repeat(64)}&expiryTimestamp=1800000000`

/**
 * Runs the encoder on a pairing-sized sample 4 times, one run per `later` call (an idle period):
 * its first runs are unoptimised code (bench trace, issue 19: the encode was 16-56 ms of the
 * click → QR path, a few ms once warm), so the real URI's encode after the pick runs warm.
 */
export function warmQrEncoder(later: (task: () => void) => unknown, runs = 4): void {
  const next = () => {
    qrPath(SAMPLE_URI)
    if (--runs > 0) later(next)
  }
  later(next)
}

/** A QR code drawn with React SVG elements (uqr encoder, error correction M). */
export function QrCode({ value, label, size = 280 }: QrCodeProps) {
  const qr = useMemo(() => qrPath(value), [value])
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="var(--portico-qr-background)" />
      <path d={qr.path} fill="var(--portico-qr-color)" />
    </svg>
  )
}
