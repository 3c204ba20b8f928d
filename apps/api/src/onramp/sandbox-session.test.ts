import { expect, it } from 'vitest'
import { isValidCardNumber } from './sandbox-page.js'
import {
  newSessionId,
  type SandboxSession,
  signSandboxSession,
  verifySandboxSession,
} from './sandbox-session.js'

const session: SandboxSession = {
  id: newSessionId(),
  providerId: 'sandbox',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  paymentMethod: 'card',
  paymentCents: 10_000,
  currency: 'USD',
  providerFeeCents: 200,
  networkFeeCents: 50,
  purchaseWei: '48750000000000000',
  purchaseCurrency: 'ETH',
  expiresAt: 1_000_000,
}

it('verifies its own tokens until they expire, on the injected clock', () => {
  const token = signSandboxSession(session, 'secret-a-0123456789')
  expect(verifySandboxSession(token, 'secret-a-0123456789', 999_999)).toEqual(session)
  expect(() => verifySandboxSession(token, 'secret-a-0123456789', 1_000_000)).toThrow(
    'This checkout session has expired',
  )
})

it('refuses another secret, an edited payload and junk', () => {
  const token = signSandboxSession(session, 'secret-a-0123456789')
  expect(() => verifySandboxSession(token, 'secret-b-0123456789', 0)).toThrow(
    'Invalid checkout session',
  )
  const [, mac] = token.split('.')
  const richer = Buffer.from(JSON.stringify({ ...session, purchaseWei: `1${session.purchaseWei}` }))
  expect(() =>
    verifySandboxSession(`${richer.toString('base64url')}.${mac}`, 'secret-a-0123456789', 0),
  ).toThrow('Invalid checkout session')
  for (const junk of ['', 'a', 'a.b.c', `${token}.x`])
    expect(() => verifySandboxSession(junk, 'secret-a-0123456789', 0)).toThrow(
      'Invalid checkout session',
    )
})

it('checks card numbers with Luhn', () => {
  expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true)
  expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false)
  expect(isValidCardNumber('4242')).toBe(false)
})
