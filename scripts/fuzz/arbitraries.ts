import fc from 'fast-check'

/**
 * Characters that break parsers more often than random ones: separators, whitespace of every kind,
 * controls, look-alikes (full-width colon, Cyrillic a, Arabic digits), zero-width and
 * direction marks, a lone surrogate and a non-BMP character.
 */
const trickyCharacters = [
  ':',
  '/',
  '\\',
  '%',
  '.',
  '-',
  '_',
  '@',
  '#',
  '?',
  '=',
  '&',
  '"',
  "'",
  '<',
  '>',
  ' ',
  '\t',
  '\n',
  '\r',
  '\0',
  '\x7f',
  '\u00a0',
  '\u2028',
  '\u200b',
  '\u200e',
  '\u202e',
  '\ufeff',
  '\uff1a',
  '\u0430',
  '\u0661',
  '\ud800',
  '\u{1f600}',
  '0',
  '1',
  'a',
  'A',
  'x',
  'X',
]

/** Any string: random code units, whole Unicode characters, or a mix of the tricky ones. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: fc.constantFrom(...trickyCharacters), maxLength: 60 }),
  )
}

/** One edit of a string: a character replaced, inserted or removed (at any index). */
export function mutatedString(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const character = fc.oneof(
    fc.constantFrom(...trickyCharacters),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  )
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('replace', 'insert', 'remove'), character)
    .map(([value, at, edit, char]) => {
      const index = value.length === 0 ? 0 : at % (value.length + (edit === 'insert' ? 1 : 0))
      if (edit === 'insert') return value.slice(0, index) + char + value.slice(index)
      if (edit === 'remove') return value.slice(0, index) + value.slice(index + 1)
      return value.slice(0, index) + char + value.slice(index + 1)
    })
}

/** Any JSON value, including deep nesting, odd keys ("__proto__") and numbers at the edges. */
export function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.anything({ maxDepth: 3, withNullPrototype: true, withBigInt: false, withMap: false }),
  )
}

/**
 * Numbers written as strings (amounts, token ids, fees): integers and decimals of any length, and
 * near misses a lenient parser takes for numbers (sign, exponent, hex, a bare or doubled point,
 * padding, digit separators, non-ASCII digits, empty).
 */
export function numericString(): fc.Arbitrary<string> {
  const digits = (max: number) => fc.stringMatching(new RegExp(`^\\d{1,${max}}$`))
  return fc.oneof(
    { weight: 3, arbitrary: digits(100) },
    {
      weight: 3,
      arbitrary: fc.tuple(digits(90), digits(90)).map(([whole, part]) => `${whole}.${part}`),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '-1',
        '+1',
        '1e18',
        '0x10',
        '1.',
        '.5',
        '1..5',
        ' 1',
        '1 ',
        '1_000',
        '1,5',
        '\u0661',
        '\uff11',
        'NaN',
        'Infinity',
        '',
      ),
    },
    { weight: 1, arbitrary: mutatedString(digits(20)) },
    { weight: 1, arbitrary: hostileString() },
  )
}

/**
 * A field that is valid two times in three, otherwise one of the given near misses: a record of
 * such fields often gets through whole, so a single bad field is what a run tests.
 */
export function usually<T, U>(
  valid: fc.Arbitrary<T>,
  ...misses: fc.Arbitrary<U>[]
): fc.Arbitrary<T | U> {
  return fc.oneof(
    { weight: 2 * misses.length, arbitrary: valid as fc.Arbitrary<T | U> },
    ...misses.map((arbitrary) => ({ weight: 1, arbitrary: arbitrary as fc.Arbitrary<T | U> })),
  )
}

/**
 * A valid record with exactly one field replaced by a near miss of that field (or left out): the
 * rest being valid, the parser must catch that one field, which a record of independently bad
 * fields seldom tests (another bad field gets it refused first).
 */
export function oneFieldOff<T extends object>(
  valid: fc.Arbitrary<T>,
  misses: { readonly [K in keyof T]?: fc.Arbitrary<unknown> },
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(misses) as (keyof T & string)[]
  return fc.tuple(valid, fc.constantFrom(...keys)).chain(([record, key]) => {
    const miss = misses[key] as fc.Arbitrary<unknown>
    const { [key]: _replaced, ...rest } = record as Record<string, unknown>
    return fc.oneof(
      { weight: 5, arbitrary: miss.map((value) => ({ ...rest, [key]: value })) },
      { weight: 1, arbitrary: fc.constant(rest) },
    )
  })
}

/**
 * Values for a parser of records: wholly valid two times in five (so answers get through), valid
 * but for one field as often ({@link oneFieldOff}), otherwise `near`, the shape with any field
 * hostile.
 */
export function validOneOffOrNear<T, U, V>(
  valid: fc.Arbitrary<T>,
  oneOff: fc.Arbitrary<U>,
  near: fc.Arbitrary<V>,
): fc.Arbitrary<T | U | V> {
  return fc.oneof(
    { arbitrary: valid as fc.Arbitrary<T | U | V>, weight: 2 },
    { arbitrary: oneOff, weight: 2 },
    { arbitrary: near, weight: 1 },
  )
}
