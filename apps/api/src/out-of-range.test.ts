import { ErrorBodySchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { describeEachBackend } from './test/harness.js'
import { useTestServer } from './test/suite-hooks.js'

// Numbers a schema let through and a bigint/integer column (or date) refused: each was a 500.
const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url')

describeEachBackend('out-of-range numbers on $name are a 400, never a 500', ({ name }) => {
  const server = useTestServer(name, () => ({
    chains: [],
    rateLimit: false,
    indexerPollMs: false,
    retentionIntervalMs: false,
  }))

  const request = async (path: string, body?: unknown) => {
    const response = await fetch(`${server().url}${path}`, {
      ...(body === undefined
        ? {}
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
    })
    const answer = (await response.json()) as unknown
    return { status: response.status, isError: v.safeParse(ErrorBodySchema, answer).success }
  }
  const history = (parts: unknown[]) =>
    request(`/v1/account/${account.address}/history?cursor=${cursor(parts)}`)

  it('history cursor parts past 2^63 - 1 or a 32-bit index', async () => {
    expect(await history(['18446744073709551616', '1', '1', 0])).toEqual({
      status: 400,
      isError: true,
    })
    expect(await history(['1', '9223372036854775808', '1', 0])).toEqual({
      status: 400,
      isError: true,
    })
    expect(await history(['1', '1', '1', 2 ** 40])).toEqual({ status: 400, isError: true })
    expect((await history(['9223372036854775807', '1', '1', 0])).status).toBe(200)
  })

  it('analytics timestamp with no maximum', async () => {
    const answer = await request('/e?projectId=p&st=portico&sv=1', {
      eventId: `range-${name}`,
      url: '',
      domain: '',
      timestamp: 1e300,
      props: { event: 'X', type: 'track' },
    })
    expect(answer).toEqual({ status: 400, isError: true })
  })

  it('session expiry past any date', async () => {
    // Signed as the earlier server wanted ("Grant session {pci}"), so that only the expiry
    // stands between the request and the bigint column.
    const caip = `eip155:1:${account.address}`
    const answer = await request(`/v1/sessions/${caip}`, {
      pci: 'range',
      expiry: 1e20,
      issuedAt: Math.floor(Date.now() / 1000),
      nonce: 'abcdefgh1234',
      permissions: [],
      signature: await account.signMessage({ message: 'Grant session range' }),
    })
    expect(answer).toEqual({ status: 400, isError: true })
  })

  it('analytics properties nested 1000 deep', async () => {
    let deep: unknown = 1
    for (let i = 0; i < 1000; i++) deep = [deep]
    const answer = await request('/e?projectId=p&st=portico&sv=1', {
      eventId: `deep-${name}`,
      url: '',
      domain: '',
      timestamp: 1,
      props: { event: 'X', type: 'track', properties: { deep } },
    })
    expect(answer).toEqual({ status: 400, isError: true })
  })
})
