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

/**
 * The mask pattern every code is drawn with. A reader accepts any of the 8 (the format bits name
 * it); choosing by penalty score means building and scoring all 8, two thirds of the encoder's
 * time (measure-qr-encode.ts: a cold 600-character URI 44-75 → 16-20 ms, 116-192 → 40-79 ms on a 4x slower CPU). Pattern 2 is
 * the one the penalty choice itself picks for 297 of 300 pairing URIs, so the code is the same.
 */
export const QR_MASK = 2

/**
 * One SVG path, a one-module-high rectangle per horizontal run of dark modules; built as an
 * attribute, never as markup. Joined once: a string grown by `+=` stays a tree of its pieces in
 * the heap for as long as the code is shown (about 60 KB for a pairing URI's).
 */
export function qrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 2, maskPattern: QR_MASK })
  const runs: string[] = []
  for (let y = 0; y < size; y++) {
    const row = data[y]
    if (!row) continue
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue
      const start = x
      while (row[x + 1]) x++
      const width = x - start + 1
      runs.push(`M${start} ${y}h${width}v1h-${width}z`)
    }
  }
  return { path: runs.join(''), size }
}

// A pairing URI's shape and length (same QR version), with nothing of a real pairing in it.
const SAMPLE_URI = `wc:${'0'.repeat(64)}@2?relay-protocol=irn&symKey=${'0'.repeat(64)}&expiryTimestamp=1800000000`

/**
 * How long a text each warm-up run encodes, in order: small codes first, then the pairing's size.
 * The encoder's first runs are unoptimised code (bench trace: the encode was 16-56 ms of
 * the click → QR path, a few ms once warm), and a cold first run at the pairing's size was itself
 * a 36-113 ms task after the modal opened; small codes warm the same functions in 1-10 ms turns.
 */
export const WARM_UP_LENGTHS: readonly number[] = [
  5,
  5,
  20,
  60,
  120,
  SAMPLE_URI.length,
  SAMPLE_URI.length,
]

/**
 * Warms the encoder, one run per `later` call (an idle period), on growing slices of a
 * pairing-sized sample ({@link WARM_UP_LENGTHS}), so the real URI's encode after the pick runs warm
 * and no turn of the warm-up is a long task.
 */
export function warmQrEncoder(
  later: (task: () => void) => unknown,
  lengths: readonly number[] = WARM_UP_LENGTHS,
): void {
  let turn = 0
  const next = () => {
    qrPath(SAMPLE_URI.slice(0, lengths[turn]))
    turn += 1
    if (turn < lengths.length) later(next)
  }
  if (lengths.length > 0) later(next)
}

/** A QR code drawn with React SVG elements (uqr encoder, error correction M, mask {@link QR_MASK}). */
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
