import type { TokenBalance } from '@portico/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { createApiServer } from '../server.js'
import { freshPgliteDatabase } from '../test/pristine-pglite.js'
import type { FamilyDataSource, FamilyFactory } from './family-source.js'

// A family source over an in-memory ledger: the seam under test is the server's dispatch
// (chain id → source, address check, 400/502, supported chains, start/close), not a chain.
const CHAIN = 'solana:TestGenesis11111111111111111111'
const ACCOUNT = 'So11111111111111111111111111111111111111112'

function ledgerFamily(calls: string[]): FamilyFactory {
  return {
    key: 'solana',
    async create(section) {
      const failing = (section as { failing?: boolean }).failing === true
      const source: FamilyDataSource = {
        namespace: 'solana',
        chains: [CHAIN],
        isAddress: (address) => address === ACCOUNT,
        async balances({ address, caip2, iconUrl }) {
          calls.push(`balances ${address} ${caip2}`)
          if (failing) throw new Error('node down')
          const sol: TokenBalance = {
            name: 'Solana',
            symbol: 'SOL',
            chainId: caip2,
            value: 150,
            price: 150,
            quantity: { decimals: '9', numeric: '1' },
            iconUrl: iconUrl('SOL'),
          }
          return [sol]
        },
        async history({ cursor, pageSize }) {
          calls.push(`history ${cursor ?? '-'} ${pageSize}`)
          return { data: [], next: cursor ? null : 'page2' }
        },
        start: () => calls.push('start'),
        close: async () => {
          calls.push('close')
        },
      }
      return source
    },
  }
}

describe('non-EVM family sources in the data API', () => {
  const calls: string[] = []
  let server: Awaited<ReturnType<typeof createApiServer>>
  let url = ''
  let db: Database
  beforeAll(async () => {
    db = await freshPgliteDatabase()
    server = await createApiServer(
      { chains: [], families: { solana: {} }, rateLimit: false },
      { db, familyFactories: [ledgerFamily(calls)], log: () => undefined },
    )
    url = (await server.listen()).url
  })
  afterAll(async () => {
    await server.close()
    await db.close()
    expect(calls).toContain('close')
  })

  it('lists the family chains in /v1/supported-chains and starts the source on listen', async () => {
    const body = await (await fetch(`${url}/v1/supported-chains`)).json()
    expect(body.http).toContain(CHAIN)
    expect(calls).toContain('start')
  })

  it('answers balances from the source that serves the chain id, address as sent', async () => {
    const response = await fetch(`${url}/v1/account/${ACCOUNT}/balance?chainId=${CHAIN}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.balances).toHaveLength(1)
    expect(body.balances[0]).toMatchObject({ symbol: 'SOL', chainId: CHAIN })
    expect(body.balances[0].iconUrl).toBe(`${url}/public/getTokenImage/sol`)
    expect(calls).toContain(`balances ${ACCOUNT} ${CHAIN}`)
  })

  it('finds the source by the address check when no chain id is given', async () => {
    const body = await (await fetch(`${url}/v1/account/${ACCOUNT}/balance?forceUpdate=true`)).json()
    expect(body.balances[0].chainId).toBe(CHAIN)
  })

  it('refuses a non-EVM chain id no source serves with 400 "Unsupported chain"', async () => {
    const response = await fetch(
      `${url}/v1/account/${ACCOUNT}/balance?chainId=bip122:000000000019d6689c085ae165831e93`,
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Unsupported chain')
  })

  it('pages history through the source cursor', async () => {
    const first = await (
      await fetch(`${url}/v1/account/${ACCOUNT}/history?chainId=${CHAIN}`)
    ).json()
    expect(first.next).toBe('page2')
    const second = await (
      await fetch(`${url}/v1/account/${ACCOUNT}/history?chainId=${CHAIN}&cursor=page2`)
    ).json()
    expect(second.next).toBeNull()
    expect(calls).toContain('history page2 20')
  })

  it('keeps EVM addresses on the EVM path (no source asked)', async () => {
    const before = calls.length
    const response = await fetch(
      `${url}/v1/account/0x00000000000000000000000000000000000000aa/history`,
    )
    expect(response.status).toBe(200)
    expect(calls.length).toBe(before)
  })
})

describe('a failing family source', () => {
  it('answers 502 and caches nothing', async () => {
    const calls: string[] = []
    const db = await freshPgliteDatabase()
    const server = await createApiServer(
      { chains: [], families: { solana: { failing: true } }, rateLimit: false },
      { db, familyFactories: [ledgerFamily(calls)], log: () => undefined },
    )
    try {
      const { url } = await server.listen()
      const path = `${url}/v1/account/${ACCOUNT}/balance?chainId=${CHAIN}`
      expect((await fetch(path)).status).toBe(502)
      expect((await fetch(path)).status).toBe(502)
      expect(calls.filter((call) => call.startsWith('balances'))).toHaveLength(2)
    } finally {
      await server.close()
      await db.close()
    }
  })

  it('refuses a config naming an unknown family', async () => {
    await expect(
      createApiServer(
        { chains: [], families: { polkadot: {} } },
        { familyFactories: [], log: () => undefined },
      ),
    ).rejects.toThrow('unknown family "polkadot"')
  })
})
