import { ErrorBodySchema, SessionsResponseSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { devnetWallet } from './test/devnet-actions.js'
import { describeEachBackend, devnetConfig } from './test/harness.js'
import {
  domainOf,
  freshNonce,
  sessionGrantBody,
  sessionRevokeBody,
} from './test/signed-requests.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

const devnet = useDevnet()

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describeEachBackend('sessions on $name: the signature binds every term', ({ name }) => {
  const server = useTestServer(name, () => devnetConfig(devnet()))
  const alice = () => devnetWallet(devnet(), 1).account
  const bob = () => devnetWallet(devnet(), 2).account
  const caipOf = (address: string, chainId = 31337) => `eip155:${chainId}:${address}`
  const sessionsUrl = (caip: string) => `${server().url}/v1/sessions/${caip}`
  const list = async (caip: string) =>
    v.parse(SessionsResponseSchema, await (await fetch(sessionsUrl(caip))).json()).pcis

  it('records, lists and revokes a session signed over the structured message', async () => {
    const caip = caipOf(alice().address)
    const domain = domainOf(server().url)
    const created = await post(
      sessionsUrl(caip),
      await sessionGrantBody(alice(), { domain, caipAddress: caip, pci: 'happy' }),
    )
    expect(created.status).toBe(201)
    expect((await list(caip)).map((s) => [s.pci, s.revokedAt])).toEqual([['happy', null]])
    const revoked = await post(
      `${sessionsUrl(caip)}/revoke`,
      await sessionRevokeBody(alice(), { domain, caipAddress: caip, pci: 'happy' }),
    )
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true, pci: 'happy' } })
  })

  it('refuses a record whose expiry, permissions, chain, domain, time or nonce differ from what was signed', async () => {
    const caip = caipOf(alice().address)
    const domain = domainOf(server().url)
    const base = { domain, caipAddress: caip }
    const replayed = freshNonce()
    const first = await post(
      sessionsUrl(caip),
      await sessionGrantBody(alice(), { ...base, pci: 'nonce-1', nonce: replayed }),
    )
    expect(first.status).toBe(201)
    const cases: [string, string, unknown, number, string][] = [
      [
        'other expiry',
        caip,
        await sessionGrantBody(alice(), { ...base, pci: 't1' }, { expiry: 2_100_000_000 }),
        400,
        'Invalid signature',
      ],
      [
        'other permissions',
        caip,
        await sessionGrantBody(
          alice(),
          { ...base, pci: 't2' },
          { permissions: [{ type: 'contract-call', data: '{"to":"any"}' }] },
        ),
        400,
        'Invalid signature',
      ],
      [
        'other chain',
        caipOf(alice().address, 31338),
        await sessionGrantBody(alice(), { ...base, pci: 't3' }),
        400,
        'Invalid signature',
      ],
      [
        'other domain',
        caip,
        await sessionGrantBody(alice(), { ...base, domain: 'api.other.example', pci: 't4' }),
        400,
        'Invalid signature',
      ],
      [
        'replayed nonce',
        caip,
        await sessionGrantBody(alice(), { ...base, pci: 't5', nonce: replayed }),
        409,
        'Nonce already used',
      ],
      [
        'stale issuedAt',
        caip,
        await sessionGrantBody(alice(), {
          ...base,
          pci: 't6',
          issuedAt: Math.floor(Date.now() / 1000) - 3600,
        }),
        400,
        'issuedAt',
      ],
      [
        'signed by another account',
        caip,
        await sessionGrantBody(bob(), { ...base, pci: 't7' }),
        400,
        'Invalid signature',
      ],
    ]
    for (const [label, account, body, status, message] of cases) {
      const answer = await post(sessionsUrl(account), body)
      expect({ label, status: answer.status }).toEqual({ label, status })
      expect(v.parse(ErrorBodySchema, answer.body).reasons[0]?.description).toContain(message)
    }
    expect((await list(caip)).map((s) => s.pci).sort()).toEqual(['happy', 'nonce-1'])
    expect(await list(caipOf(alice().address, 31338))).toEqual([])
  })

  it("one account's record never squats another account's pci", async () => {
    const domain = domainOf(server().url)
    const bobCaip = caipOf(bob().address)
    const aliceCaip = caipOf(alice().address)
    const squat = await post(
      sessionsUrl(bobCaip),
      await sessionGrantBody(bob(), { domain, caipAddress: bobCaip, pci: 'alice-pci' }),
    )
    expect(squat.status).toBe(201)
    const own = await post(
      sessionsUrl(aliceCaip),
      await sessionGrantBody(alice(), { domain, caipAddress: aliceCaip, pci: 'alice-pci' }),
    )
    expect(own.status).toBe(201)
    expect((await list(aliceCaip)).some((s) => s.pci === 'alice-pci')).toBe(true)
    expect((await list(bobCaip)).map((s) => s.pci)).toEqual(['alice-pci'])
  })
})
