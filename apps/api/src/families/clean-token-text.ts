import { sanitizeDisplayText } from '@portico/api-client'

/**
 * A token name or symbol as stored: cleaned by the kit's one display sanitiser (bidi controls,
 * zero-width, invisible and control characters removed, NFC, spaces collapsed, trimmed), then
 * capped at `max` UTF-16 units (what the shared schemas count) without splitting a surrogate
 * pair. Empty → null.
 *
 * @example
 * cleanTokenText('US\u202eDC\u0000', 32) // 'USDC'
 */
export function cleanTokenText(value: string, max: number): string | null {
  // `max` graphemes hold at least `max` UTF-16 units, so the loop below sees all it may keep.
  const cleaned = sanitizeDisplayText(value, max)
  let capped = ''
  for (const char of cleaned) {
    if (capped.length + char.length > max) break
    capped += char
  }
  capped = capped.trim()
  return capped.length > 0 ? capped : null
}
