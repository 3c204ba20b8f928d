// C0/C1 controls, bidi embeddings/overrides/isolates and marks, zero-width characters and the
// BOM: they reorder or hide text around them ("USDC" shown for "CDSU"), so a contract's name
// or symbol loses them before it is stored.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/**
 * A token name or symbol as stored: unsafe characters removed, whitespace collapsed and trimmed,
 * capped at `max` UTF-16 units (what the shared schemas count) without splitting a surrogate
 * pair. Empty → null.
 *
 * @example
 * cleanTokenText('US\u202eDC\u0000', 32) // 'USDC'
 */
export function cleanTokenText(value: string, max: number): string | null {
  const cleaned = value.replace(UNSAFE, '').replace(/\s+/g, ' ').trim()
  let capped = ''
  for (const char of cleaned) {
    if (capped.length + char.length > max) break
    capped += char
  }
  capped = capped.trim()
  return capped.length > 0 ? capped : null
}
