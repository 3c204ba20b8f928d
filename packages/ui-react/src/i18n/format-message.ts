import { localeDirection } from './locale-direction.js'

/** A value a message argument takes. Dates may also be given as epoch milliseconds. */
export type MessageValue = string | number | bigint | Date
export type MessageValues = Readonly<Record<string, MessageValue>>

/**
 * A parsed message: text, `{arg}` / `{arg, number|date|time[, style]}`, a plural or select
 * choice, or `#` (the plural's number, the `0` marker).
 */
type Part =
  | string
  | 0
  | { a: string; f?: string; s?: string | undefined }
  | { a: string; p: boolean; o: Record<string, Part[]> }

const STYLES: Record<string, readonly string[]> = {
  number: ['integer', 'percent'],
  date: ['short', 'medium', 'long', 'full'],
  time: ['short', 'medium', 'long', 'full'],
}

/**
 * Parses the ICU MessageFormat subset the catalogues use (see the i18n README): arguments,
 * number/date/time, plural (with `=N` and `#`), select, and ICU quoting (`''`, `'{...}'`).
 * Throws a SyntaxError naming the message when it is malformed, so the catalogue check catches
 * a broken translation before a user does.
 */
export function parseMessage(text: string): Part[] {
  let i = 0
  const fail = (): never => {
    throw new SyntaxError(`Malformed message at ${i}: ${text}`)
  }
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++
  }
  const word = () => {
    space()
    const start = i
    while (i < text.length && !/[\s,{}]/.test(text[i] as string)) i++
    if (i === start) fail()
    const w = text.slice(start, i)
    space()
    return w
  }
  const expect = (c: string) => {
    space()
    if (text[i++] !== c) fail()
  }
  const parts = (plural: boolean): Part[] => {
    const out: Part[] = []
    let buf = ''
    while (i < text.length) {
      const c = text[i] as string
      if (c === "'") {
        const next = text[i + 1]
        if (next === "'") {
          buf += "'"
          i += 2
        } else if (next === '{' || next === '}' || (plural && next === '#')) {
          // A quoted literal runs to the next apostrophe (ICU "apostrophe mode").
          const end = text.indexOf("'", i + 1)
          buf += text.slice(i + 1, end < 0 ? text.length : end)
          i = end < 0 ? text.length : end + 1
        } else {
          buf += c
          i++
        }
        continue
      }
      if (c === '}') break
      if (c === '{' || (c === '#' && plural)) {
        if (buf) out.push(buf)
        buf = ''
        i++
        out.push(c === '#' ? 0 : argument(plural))
        continue
      }
      buf += c
      i++
    }
    if (buf) out.push(buf)
    return out
  }
  const argument = (plural: boolean): Part => {
    const name = word()
    if (text[i] === '}') {
      i++
      return { a: name }
    }
    expect(',')
    const type = word()
    if (type === 'plural' || type === 'select') {
      expect(',')
      const options: Record<string, Part[]> = {}
      space()
      while (text[i] !== '}') {
        if (i >= text.length) fail()
        const key = word()
        expect('{')
        options[key] = parts(type === 'plural' || plural)
        expect('}')
        space()
      }
      i++
      if (!options.other) fail()
      return { a: name, p: type === 'plural', o: options }
    }
    const styles = STYLES[type] ?? fail()
    let style: string | undefined
    if (text[i] === ',') {
      i++
      style = word()
      if (!styles.includes(style)) fail()
    }
    expect('}')
    return { a: name, f: type, s: style }
  }
  const result = parts(false)
  if (i < text.length) fail()
  return result
}

function render(
  parts: readonly Part[],
  locale: string,
  values: MessageValues,
  count: number,
  rtl: boolean,
): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if (part === 0) out += new Intl.NumberFormat(locale).format(count)
    else {
      const value = values[part.a]
      if (value === undefined) out += `{${part.a}}`
      else if ('o' in part) {
        if (part.p) {
          const n = Number(value)
          const branch =
            part.o[`=${n}`] ?? part.o[new Intl.PluralRules(locale).select(n)] ?? part.o.other
          out += render(branch ?? [], locale, values, n, rtl)
        } else {
          out += render(part.o[String(value)] ?? part.o.other ?? [], locale, values, count, rtl)
        }
      } else if (part.f === 'number') {
        out += new Intl.NumberFormat(
          locale,
          part.s === 'percent'
            ? { style: 'percent' }
            : part.s === 'integer'
              ? { maximumFractionDigits: 0 }
              : {},
        ).format(value as number | bigint)
      } else if (part.f) {
        type Style = 'short' | 'medium' | 'long' | 'full'
        const style = (part.s ?? (part.f === 'date' ? 'medium' : 'short')) as Style
        out += new Intl.DateTimeFormat(
          locale,
          part.f === 'date' ? { dateStyle: style } : { timeStyle: style },
        ).format(typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value)
      } else {
        // An amount or address inside a right-to-left sentence keeps its own order (isolates).
        out += rtl ? `\u2068${String(value)}\u2069` : String(value)
      }
    }
  }
  return out
}

/**
 * Formats a catalogue message for `locale` with Intl (PluralRules, NumberFormat,
 * DateTimeFormat). A message without `{`, `#` or `'` is returned as it is, unparsed: most texts.
 * A missing argument shows as `{name}` rather than throwing inside a render.
 *
 * @example
 * formatMessage('{count, plural, one {# wallet} other {# wallets}}', 'en', { count: 1200 })
 * // '1,200 wallets'
 */
export function formatMessage(message: string, locale: string, values: MessageValues = {}): string {
  if (!/[{'#]/.test(message)) return message
  return render(parseMessage(message), locale, values, 0, localeDirection(locale) === 'rtl')
}
