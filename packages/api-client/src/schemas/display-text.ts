/**
 * The one display sanitiser for text from outside the kit (wallet directory names, token names and
 * symbols, NFT names, profile and ENS names, WalletConnect peer metadata, EIP-6963 names).
 * Bidi controls turn `Wallet\u202eksaMateM` into a name that reads as "WalletMetaMask"; zero-width
 * characters make `Meta\u200bMask` look like MetaMask while comparing unequal. Neither is shown.
 */

// Bidi marks, embeddings, overrides and isolates; zero-width space/non-joiner; word joiner and
// invisible operators; BOM; soft hyphen; Arabic letter mark; Mongolian vowel separator; Hangul
// fillers; interlinear annotation controls; line/paragraph separators.
const INVISIBLE =
  /\u034f|[\u00ad\u061c\u115f\u1160\u180e\u200b\u200c\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]/g
// The zero-width joiner is kept only between emoji (👨‍👩‍👧), where it draws one glyph.
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu
// C0/C1 control characters (tabs and newlines have become spaces by then: names are one line).
const CONTROL = /\p{Cc}/gu
// Every other kind of space collapses to one plain space.
const SPACES = /[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g

/** Default longest display text kept, in graphemes. */
export const MAX_DISPLAY_GRAPHEMES = 256

/** Cuts `text` to at most `max` graphemes without splitting one. */
function truncateGraphemes(text: string, max: number): string {
  // A grapheme is at least one UTF-16 unit, so a text this short has nothing to cut: skips the
  // Segmenter, whose construction dominated every parse (the API's history page validates ~100
  // texts per request: 3 ms of its 3.4).
  if (text.length <= max) return text
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter
  if (!Segmenter) return Array.from(text).slice(0, max).join('')
  let result = ''
  let count = 0
  for (const { segment } of new Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (count === max) break
    result += segment
    count++
  }
  return result
}

/**
 * Makes text from outside safe to show: NFC-normalised, without bidi controls, zero-width,
 * invisible or control characters, runs of spaces collapsed, trimmed, and cut to `maxGraphemes`
 * graphemes. Returns `''` when nothing visible is left. Non-strings give `''`.
 *
 * @example
 * sanitizeDisplayText('Wallet\u202eksaMateM') // 'WalletksaMateM'
 * sanitizeDisplayText('Meta\u200bMask') // 'MetaMask'
 */
export function sanitizeDisplayText(
  raw: unknown,
  maxGraphemes: number = MAX_DISPLAY_GRAPHEMES,
): string {
  if (typeof raw !== 'string') return ''
  // Only the head of a huge text survives truncation; don't normalise megabytes.
  const head = raw.slice(0, maxGraphemes * 16)
  const cleaned = head
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(STRAY_JOINER, '')
    .replace(SPACES, ' ')
    .replace(CONTROL, '')
    // A control removed between two spaces leaves both: collapse them again.
    .replace(/ {2,}/g, ' ')
    .trim()
  // The cut may end on a space ("Meta Mask" cut to 5): trimmed again so the result is stable.
  return truncateGraphemes(cleaned, maxGraphemes).trimEnd()
}
