import { EvmAddress, PolkadotAddress } from '@portico/core'
import { base58, bech32 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString, mutatedString } from '../../../../scripts/fuzz/arbitraries.js'
import { checkProperty } from '../../../../scripts/fuzz/property-runs.js'
import { formatSiwxMessage } from './format-message.js'
import { SiwxMessageError } from './message-errors.js'
import { parseSiwxMessage } from './parse-message.js'
import type { SiwxMessage } from './siwx-message.js'

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const hex = (value: Uint8Array) => Buffer.from(value).toString('hex')
const bitcoinMainnet = '000000000019d6689c085ae165831e93'

/** Network and account of each namespace, written as a sign-in message writes them. */
const account = fc.oneof(
  fc.record({
    namespace: fc.constant('eip155' as const),
    chainId: fc.bigInt({ min: 0n, max: 2n ** 63n }).map(String),
    address: bytes(20).map((key) => EvmAddress.checksum(`0x${hex(key)}`)),
  }),
  fc.record({
    namespace: fc.constant('solana' as const),
    chainId: fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32}$/),
    address: bytes(32).map((key) => base58.encode(key)),
  }),
  fc.record({
    namespace: fc.constant('polkadot' as const),
    chainId: fc.stringMatching(/^[0-9a-f]{32}$/),
    address: fc
      .tuple(bytes(32), fc.integer({ min: 0, max: 45 }))
      .map(([key, prefix]) => PolkadotAddress.encode(key, prefix)),
  }),
  fc.record({
    namespace: fc.constant('bip122' as const),
    chainId: fc.constant(bitcoinMainnet),
    address: bytes(20).map((hash) => bech32.encode('bc', [0, ...bech32.toWords(hash)])),
  }),
)

const timestamp = fc
  .tuple(
    fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fc.boolean(),
  )
  .map(([date, millis]) =>
    millis ? date.toISOString() : date.toISOString().replace(/\.\d+Z$/, 'Z'),
  )

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined })

/** Valid sign-in message fields: every optional field present or absent. */
const validMessage: fc.Arbitrary<SiwxMessage> = account.chain((network) =>
  fc
    .record({
      scheme: optional(fc.constantFrom('https', 'http')),
      domain: fc
        .tuple(fc.domain(), optional(fc.integer({ min: 1, max: 65535 })))
        .map(([name, port]) => (port === undefined ? name : `${name}:${port}`)),
      statement: optional(
        network.namespace === 'eip155'
          ? fc.stringMatching(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]{0,60}$/)
          : fc.string({ unit: 'grapheme', maxLength: 40 }).filter((s) => !/[\n\r]/.test(s)),
      ),
      uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
      nonce: fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
      issuedAt: timestamp,
      expirationTime: optional(timestamp),
      notBefore: optional(timestamp),
      requestId: optional(fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]{0,20}$/)),
      resources: optional(fc.array(fc.webUrl(), { maxLength: 3 })),
    })
    .map((fields) => {
      const message: SiwxMessage = { ...network, version: '1', ...fields }
      // Absent optional fields are left out, as the parser leaves them out.
      for (const key of Object.keys(message) as (keyof SiwxMessage)[])
        if (message[key] === undefined) delete message[key]
      return message
    }),
)

/** Parses, returning `undefined` for a refusal, which must be a SiwxMessageError. */
function parseOrRefusal(text: string): SiwxMessage | undefined {
  try {
    return parseSiwxMessage(text)
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError)
    return undefined
  }
}

/** Whole-line edits: a line removed, duplicated, two swapped, or whitespace added to one. */
function lineEdit(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.nat(), fc.nat(), fc.constantFrom('remove', 'duplicate', 'swap', 'pad', 'trail'))
    .map(([value, a, b, edit]) => {
      const lines = value.split('\n')
      const i = a % lines.length
      const j = b % lines.length
      if (edit === 'remove') lines.splice(i, 1)
      if (edit === 'duplicate') lines.splice(i, 0, lines[i] as string)
      if (edit === 'swap') [lines[i], lines[j]] = [lines[j] as string, lines[i] as string]
      if (edit === 'pad') lines[i] = ` ${lines[i]}`
      if (edit === 'trail') lines[i] = `${lines[i]} `
      return lines.join('\n')
    })
}

describe('sign-in message parse (properties)', () => {
  it('format then strict parse gives the same fields for generated valid messages of every namespace', () => {
    checkProperty(
      'siwx format/parse round trip',
      fc.property(validMessage, (message) => {
        expect(parseSiwxMessage(formatSiwxMessage(message))).toEqual(message)
      }),
    )
  })

  it('any single edit of a formatted message (a character, a line, the order, whitespace) is refused or parses to different fields', () => {
    const original = validMessage.map((message) => ({ message, text: formatSiwxMessage(message) }))
    const edited = original.chain(({ message, text }) =>
      fc
        .oneof(mutatedString(fc.constant(text)), lineEdit(fc.constant(text)))
        .filter((altered) => altered !== text)
        .map((altered) => ({ message, altered })),
    )
    checkProperty(
      'siwx single edits',
      fc.property(edited, ({ message, altered }) => {
        const parsed = parseOrRefusal(altered)
        if (parsed) expect(parsed).not.toEqual(message)
      }),
    )
  })

  it('whatever text parses formats back to exactly that text, and anything else is a SiwxMessageError', () => {
    const texts = fc.oneof(
      hostileString(),
      mutatedString(validMessage.map(formatSiwxMessage)),
      lineEdit(validMessage.map(formatSiwxMessage)),
    )
    checkProperty(
      'siwx arbitrary text',
      fc.property(texts, (text) => {
        const parsed = parseOrRefusal(text)
        if (parsed) expect(formatSiwxMessage(parsed)).toBe(text)
      }),
    )
  })
})
