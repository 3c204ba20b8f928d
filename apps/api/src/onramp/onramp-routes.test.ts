import {
  OnRampOptionsSchema,
  OnRampQuoteSchema,
  OnRampUrlSchema,
} from '@portico/api-client/schemas'
import * as v from 'valibot'
import { createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { devnetConfig } from '../test/harness.js'
import { useDevnet, useTestServer } from '../test/suite-hooks.js'

const devnet = useDevnet()

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const reason = (body: Record<string, unknown>) =>
  (body.reasons as { description: string }[] | undefined)?.[0]?.description
const payForm = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

describe('on-ramp over the sandbox provider (real HTTP, anvil, PGlite)', () => {
  const server = useTestServer('pglite', () =>
    devnetConfig(devnet(), {
      onramp: {
        sessionSecret: 'test-secret-of-sixteen',
        sandbox: { fundingKey: devnet().accounts[8]?.privateKey as `0x${string}` },
      },
    }),
  )
  const quoteBody = (amount: string, paymentMethod = 'card') => ({
    providerId: 'sandbox',
    paymentMethod,
    paymentAmount: { amount, currency: 'USD' },
    purchaseCurrency: 'ETH',
    network: 'eip155:31337',
  })

  it('lists the sandbox with its fees (1-2%) and the spec sample limits, per network', async () => {
    const response = await fetch(`${server().url}/v1/onramp/options?chainId=eip155:31337`)
    const options = v.parse(OnRampOptionsSchema, await response.json())
    expect(options.providers).toHaveLength(1)
    expect(options.providers[0]).toMatchObject({
      id: 'sandbox',
      feeRange: { min: 1, max: 2 },
      paymentMethods: [
        { id: 'card', limits: { min: 10, max: 7500 } },
        { id: 'bank_account', limits: { min: 10, max: 25000 } },
      ],
      networks: [
        { id: 'eip155:31337', name: 'ethereum' },
        { id: 'eip155:31338', name: 'ethereum' },
      ],
    })
    const other = await fetch(`${server().url}/v1/onramp/options?chainId=eip155:8453`)
    expect(await other.json()).toEqual({ providers: [] })
    expect((await fetch(`${server().url}/v1/onramp/options?chainId=nope`)).status).toBe(400)
  })

  it('quotes fees and the amount that arrives, and refuses amounts outside the limits', async () => {
    const { status, body } = await post(`${server().url}/v1/onramp/quote`, quoteBody('100'))
    expect(status).toBe(200)
    const quote = v.parse(OnRampQuoteSchema, body)
    // 2% card fee, 0.50 network fee, the rest at the devnet's ETH price of 2000.
    expect(quote).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      providerFee: { amount: '2.00', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '97.50', currency: 'USD' },
      purchaseAmount: { amount: '0.04875', currency: 'ETH' },
    })
    const bank = await post(`${server().url}/v1/onramp/quote`, quoteBody('100', 'bank_account'))
    expect(bank.body.providerFee).toEqual({ amount: '1.00', currency: 'USD' })
    const low = await post(`${server().url}/v1/onramp/quote`, quoteBody('9.99'))
    expect([low.status, reason(low.body)]).toEqual([400, 'Amount below the minimum of 10 USD'])
    const high = await post(`${server().url}/v1/onramp/quote`, quoteBody('7500.01'))
    expect([high.status, reason(high.body)]).toEqual([400, 'Amount above the maximum of 7500 USD'])
    const unknown = await post(`${server().url}/v1/onramp/quote`, {
      ...quoteBody('100'),
      providerId: 'nobody',
    })
    expect(unknown.status).toBe(404)
    const broken = await post(`${server().url}/v1/onramp/quote`, { providerId: 'sandbox' })
    expect(broken.status).toBe(400)
  })

  it('hands off to a signed checkout whose Pay sends the quoted ETH once, to the signed address', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const chain = devnet().chains[0]
    const client = createPublicClient({ transport: http(chain?.rpcUrl) })
    const generated = await post(`${server().url}/v1/generators/onrampurl`, {
      ...quoteBody('50'),
      destinationAddress: buyer,
    })
    expect(generated.status).toBe(200)
    const { url } = v.parse(OnRampUrlSchema, generated.body)
    expect(url.startsWith(`${server().url}/sandbox/onramp?session=`)).toBe(true)
    const token = new URL(url).searchParams.get('session') ?? ''

    const page = await fetch(url)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('50.00 USD')
    expect(html).toContain(buyer)

    // A token whose payload was edited (another address) is refused: the signature covers it.
    const [payload, mac] = token.split('.')
    const edited = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    edited.address = privateKeyToAccount(generatePrivateKey()).address
    const forged = `${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${mac}`
    const forgedPage = await fetch(`${server().url}/sandbox/onramp?session=${forged}`)
    expect(forgedPage.status).toBe(400)
    expect(await forgedPage.text()).toContain('Invalid checkout session')

    const declined = await fetch(
      `${server().url}/sandbox/onramp/pay`,
      payForm({ session: token, card: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }),
    )
    expect(declined.status).toBe(400)
    expect(await declined.text()).toContain('Card declined')
    expect(await client.getBalance({ address: buyer })).toBe(0n)

    const paid = await fetch(
      `${server().url}/sandbox/onramp/pay`,
      payForm({ session: token, card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    )
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment complete')
    // 50 USD - 2% - 0.50 = 48.50 USD at 2000 USD/ETH.
    expect(await client.getBalance({ address: buyer })).toBe(24_250_000_000_000_000n)

    const again = await fetch(
      `${server().url}/sandbox/onramp/pay`,
      payForm({ session: token, card: '4242 4242 4242 4242' }),
    )
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This checkout session was already paid')
    expect(await client.getBalance({ address: buyer })).toBe(24_250_000_000_000_000n)
  })
})

describe('on-ramp without a sandbox', () => {
  const server = useTestServer('pglite', () => devnetConfig(devnet()))

  it('lists no provider and serves no checkout', async () => {
    expect(await (await fetch(`${server().url}/v1/onramp/options`)).json()).toEqual({
      providers: [],
    })
    expect((await fetch(`${server().url}/sandbox/onramp?session=x.y`)).status).toBe(400)
  })
})
