import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { fromSiweFields } from '../message/siwe-fields.test-helper.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import verificationNegative from '../vectors/siwe/verification_negative.json' with { type: 'json' }
import verificationPositive from '../vectors/siwe/verification_positive.json' with { type: 'json' }
import { createEip155Verifier } from '../verifiers/eip155-verifier.js'
import { countPassing } from '../verifiers/verifier.test-helper.js'
import { createSiwxServer } from './create-siwx-server.js'

type Vector = Record<string, unknown> & {
  signature: string
  nonce: string
  domain: string
  time?: string
  domainBinding?: string
  matchNonce?: string
}

// "Now" for vectors that give none: after every issuedAt, before the 2100 expirations.
const DEFAULT_NOW = Date.parse('2023-01-01T00:00:00Z')

/** Runs a SIWE verification vector through the whole server: format, rules, signature, nonce. */
async function serverVerdict(vector: Vector): Promise<string> {
  const { signature, time, domainBinding, matchNonce, ...fields } = vector
  let text: string
  try {
    text = formatSiwxMessage(fromSiweFields(fields))
  } catch {
    return 'invalid_message'
  }
  const now = time ? Date.parse(time) : DEFAULT_NOW
  const storage = createMemoryStorage()
  // The server issued the vector's nonce (or, for "custom nonce", only the one it expected).
  await storage.putNonce(matchNonce ?? vector.nonce, now + 60_000, now)
  const server = createSiwxServer({
    storage,
    domains: [domainBinding ?? vector.domain],
    clock: { now: () => now },
  })
  try {
    await server.verify({ message: text, signature })
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

describe('SIWE verification vectors', () => {
  it('verification_positive.json: 4/4 signatures verify (EIP-191, offline); 2/4 open a session — by policy, "expired message" checked at its 2020 time was issued in 2022 (in the future), and the Tally URI tally.xyz is not on its domain www.tally.xyz', async () => {
    const verifier = createEip155Verifier()
    const signatures = await countPassing(Object.values(verificationPositive), async (vector) => {
      const { signature, time, ...fields } = vector as Vector
      const message = fromSiweFields(fields)
      return verifier.verify({ text: formatSiwxMessage(message), message, signature })
    })
    expect(signatures).toMatchObject({ passed: 4, total: 4 })
    const verdicts = await Promise.all(
      Object.values(verificationPositive).map((vector) => serverVerdict(vector as Vector)),
    )
    expect(verdicts).toEqual(['ok', 'ok', 'issued_in_future', 'uri_mismatch'])
  })

  it('verification_negative.json: 10/10 refused, each for its own reason', async () => {
    const verdicts = Object.fromEntries(
      await Promise.all(
        Object.entries(verificationNegative).map(async ([name, vector]) => [
          name,
          await serverVerdict(vector as Vector),
        ]),
      ),
    )
    expect(verdicts).toEqual({
      'expired message': 'expired',
      'domain binding': 'domain_not_allowed',
      'custom time': 'expired',
      'custom nonce': 'invalid_nonce',
      'malformed signature': 'invalid_signature',
      'wrong signature': 'invalid_signature',
      'not yet valid': 'not_yet_valid',
      'invalid issuedAt': 'invalid_message',
      'invalid notBefore': 'invalid_message',
      'invalid expirationTime': 'invalid_message',
    })
  })
})
