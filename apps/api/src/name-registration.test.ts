import { ErrorBodySchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { devnetWallet } from './test/devnet-actions.js'
import { describeEachBackend, devnetConfig } from './test/harness.js'
import { domainOf, freshNonce, nameRegistrationBody } from './test/signed-requests.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

const devnet = useDevnet()

const COIN_31337 = (0x80000000 | 31337) >>> 0
const COIN_31338 = (0x80000000 | 31338) >>> 0

describeEachBackend(
  'name registration on $name: bound, single-use, quota, reserved',
  ({ name }) => {
    const server = useTestServer(name, () =>
      devnetConfig(devnet(), { nameQuotaPerAddress: 2, reservedNames: ['admin', 'portico'] }),
    )
    const register = async (body: unknown) => {
      const response = await fetch(`${server().url}/v1/profile/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json()) as unknown
      return {
        status: response.status,
        reason: v.safeParse(ErrorBodySchema, answer).success
          ? v.parse(ErrorBodySchema, answer).reasons[0]?.description
          : undefined,
      }
    }

    it('refuses a signed message replayed on another coin type, another deployment, or twice', async () => {
      const account = devnetWallet(devnet(), 1).account
      const domain = domainOf(server().url)
      const nonce = freshNonce()
      const original = await nameRegistrationBody(account, {
        name: 'replay-me',
        coin_type: COIN_31337,
        domain,
        nonce,
      })
      expect((await register(original)).status).toBe(201)
      // The same message and signature: the nonce is spent.
      expect(await register(original)).toEqual({ status: 409, reason: 'Nonce already used' })
      // The body's coin type changed after signing: the message names the other one.
      const otherCoin = await nameRegistrationBody(
        account,
        { name: 'replay-coin', coin_type: COIN_31337, domain },
        { coin_type: COIN_31338 },
      )
      expect(await register(otherCoin)).toEqual({
        status: 400,
        reason: 'Message coin_type differs from the body',
      })
      // Signed for another deployment.
      const otherDomain = await nameRegistrationBody(account, {
        name: 'replay-domain',
        coin_type: COIN_31337,
        domain: 'names.other.example',
      })
      expect(await register(otherDomain)).toEqual({
        status: 400,
        reason: 'Message domain is not this service',
      })
    })

    it('refuses a message without coin type, domain and nonce (the old, replayable shape)', async () => {
      const account = devnetWallet(devnet(), 2).account
      const text = JSON.stringify({
        name: 'old-shape',
        attributes: {},
        timestamp: Math.floor(Date.now() / 1000),
      })
      const answer = await register({
        coin_type: COIN_31337,
        address: account.address,
        message: text,
        signature: await account.signMessage({ message: text }),
      })
      expect(answer.status).toBe(400)
    })

    it('keeps reserved names and caps names per address', async () => {
      const account = devnetWallet(devnet(), 3).account
      const domain = domainOf(server().url)
      const body = (label: string) =>
        nameRegistrationBody(account, { name: label, coin_type: COIN_31337, domain })
      expect(await register(await body('Admin'))).toEqual({
        status: 409,
        reason: 'Name admin.portico.id is reserved',
      })
      expect((await register(await body('quota-one'))).status).toBe(201)
      expect((await register(await body('quota-two'))).status).toBe(201)
      // Updating a name the address holds is not a new one.
      expect((await register(await body('quota-two'))).status).toBe(201)
      expect(await register(await body('quota-three'))).toEqual({
        status: 403,
        reason: 'Name quota reached: an address may hold 2 names',
      })
    })
  },
)
