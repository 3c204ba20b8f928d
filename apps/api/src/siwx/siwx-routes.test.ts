import type { SiwxSession } from '@portico/core'
import { createServerSiwx } from '@portico/siwx'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { describeEachBackend, devnetConfig } from '../test/harness.js'
import { useDevnet, useTestServer } from '../test/suite-hooks.js'
import { siwxDomains } from './siwx-routes.js'

const devnet = useDevnet()

describeEachBackend('sign in with X mounted on the API ($name)', ({ name }) => {
  const server = useTestServer(name, () => devnetConfig(devnet()))
  const account = () => privateKeyToAccount(devnet().accounts[1]?.privateKey ?? '0x')
  const client = (domain = 'app.example.org') =>
    createServerSiwx({
      url: `${server().url}/v1/siwx`,
      domain,
      uri: `https://${domain}/login`,
      statement: 'Sign in to the example app',
    })

  async function signed(
    siwx: ReturnType<typeof client>,
    chainId: `eip155:${string}` = 'eip155:31337',
  ) {
    const message = await siwx.createMessage({ accountAddress: account().address, chainId })
    const text = message.toString()
    const session: SiwxSession = {
      data: message,
      message: text,
      signature: await account().signMessage({ message: text }),
    }
    return session
  }

  it('signs in over HTTP, keeps the session in the database, and signs out', async () => {
    const siwx = client()
    await siwx.addSession(await signed(siwx))
    expect(await siwx.getSessions('eip155:31337', account().address)).toHaveLength(1)
    const rows = await server().db.query<{ account_id: string }>(
      'SELECT account_id FROM siwx_sessions',
    )
    expect(rows.map((row) => row.account_id)).toContain(`eip155:31337:${account().address}`)
    await siwx.revokeSession('eip155:31337', account().address)
    expect(await siwx.getSessions('eip155:31337', account().address)).toEqual([])
  })

  it('refuses a replayed message and a message for another domain, with clear errors', async () => {
    const siwx = client()
    const session = await signed(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toMatchObject({
      code: 'invalid_nonce',
      message: 'Nonce unknown, expired or already used',
    })
    const evil = client('evil.example.org')
    await expect(evil.addSession(await signed(evil))).rejects.toMatchObject({
      code: 'domain_not_allowed',
      message: 'Sign-in message is for another domain',
    })
  })

  it('answers CORS preflights for the bearer header', async () => {
    const response = await fetch(`${server().url}/v1/siwx/session`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
  })
})

it('sign-in domains: configured, else the CORS origins, else localhost outside production', () => {
  const base = { chains: [] }
  expect(siwxDomains({ ...base, siwx: { domains: ['a.example'] } })).toEqual(['a.example'])
  expect(siwxDomains({ ...base, corsOrigins: ['https://b.example:8443'] })).toEqual([
    'b.example:8443',
  ])
  const local = siwxDomains(base)
  expect(typeof local === 'function' && local('localhost:5173')).toBe(true)
  expect(typeof local === 'function' && local('evil.example')).toBe(false)
  expect(siwxDomains({ ...base, production: true })).toEqual([])
})
