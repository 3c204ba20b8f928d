/**
 * Theme values come from the lab's URL, so anyone can craft a link that sets them. A value may
 * colour, size or space things; it may not load anything (`url(`, `image-set(`, `src(`, …), run
 * anything (`expression(`), or end its declaration or rule (`;`, `{`, `}`) to write its own CSS.
 * CSS escapes (`\75rl(`) and comments (`u/**\/rl(`) could hide a function name, so `\` and `/*`
 * are refused outright, and every function must be on a list of pure value functions.
 */

const SAFE_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'cubic-bezier',
  'steps',
])
const FORBIDDEN = /[;{}\\<>@]|\/\*|\p{Cc}/u
const FUNCTION_CALL = /([a-z-]*)\s*\(/gi

/** Longest theme value accepted from the URL. */
export const MAX_THEME_VALUE_LENGTH = 200

/**
 * Whether a theme value from the URL is a plain CSS value (see the file comment).
 *
 * @example
 * isSafeThemeValue('#ff0066') // true
 * isSafeThemeValue('url(https://evil.example/x.png)') // false
 */
export function isSafeThemeValue(value: string): boolean {
  if (value.length === 0 || value.length > MAX_THEME_VALUE_LENGTH) return false
  if (FORBIDDEN.test(value)) return false
  for (const [, name = ''] of value.matchAll(FUNCTION_CALL)) {
    if (!SAFE_FUNCTIONS.has(name.toLowerCase())) return false
  }
  return true
}
