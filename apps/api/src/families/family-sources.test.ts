import type { TokenBalance } from '@portico/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiServer } from '../server.js'
import { freshMigratedPgliteDatabase } from '../test/pristine-pglite.js'
import type { FamilyDataSource, FamilyFactory } from './family-source.js'

// A family source over an in-memory ledger: the seam under test is the server's dispatch
// (chain id → source, address check, 400/502, cache keys, history over chains, supported chains,
// start/close), not a chain. The ledger's section says how it differs, as a family would.
const CHAIN = 'solana:TestGenesis11111111111111111111'
const CHAIN2 = 'solana:TestGenesis22222222222222222222'
const ACCOUNT = 'So11111111111111111111111111111111111111112'
const MINT = 'Mint1111111111111111111111111111111111111111'

interface LedgerSection {
  failing?: boolean
  chains?: string[]
  ignoresCase?: boolean
  spansChains?: boolean
}

function ledgerFamily(calls: string[]): FamilyFactory {
  return {
    key: 'solana',
    async create(section) {
      const options = section as LedgerSection
      const failing = options.failing === true
      const ignoresCase = options.ignoresCase === true
      const source: FamilyDataSource = {
        namespace: 'solana',
        chains: options.chains ?? [CHAIN],
        addressesIgnoreCase: ignoresCase,
        historyWithoutChain: options.spansChains ? 'every-chain' : 'first-chain',
        // Any spelling is the account here, so only `addressesIgnoreCase` decides the cache key.
        isAddress: (address) => address.toLowerCase() === ACCOUNT.toLowerCase(),
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
        async history({ caip2, cursor, pageSize }) {
          calls.push(`history ${caip2 ?? 'every chain'} ${cursor ?? '-'} ${pageSize}`)
          if (failing) throw new Error('node down')
          return { data: [], next: cursor ? null : 'page2' }
        },
        async fungible({ caip2, address, iconUrl }) {
          calls.push(`fungible ${caip2} ${address}`)
          return address === MINT
            ? { name: 'Ledger Mint', symbol: 'LMT', iconUrl: iconUrl('LMT'), price: 2 }
            : undefined
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

type ServerConfig = Parameters<typeof createApiServer>[0]

/** A listening server whose one configured family is the ledger, on a fresh PGlite database. */
async function startLedgerServer(config: ServerConfig, calls: string[]) {
  const db = await freshMigratedPgliteDatabase()
  const server = await createApiServer(config, {
    db,
    familyFactories: [ledgerFamily(calls)],
    log: () => undefined,
  })
  const { url } = await server.listen()
  return {
    url,
    async close() {
      await server.close()
      await db.close()
      expect(calls).toContain('close')
    },
  }
}

/** One ledger server (no EVM chain, no rate limit) for a describe block; gives its URL. */
function useLedgerServer(section: LedgerSection, calls: string[]): () => string {
  let started: Awaited<ReturnType<typeof startLedgerServer>> | undefined
  beforeAll(async () => {
    started = await startLedgerServer(
      { chains: [], families: { solana: section }, rateLimit: false },
      calls,
    )
  })
  afterAll(() => started?.close())
  return () => started?.url ?? ''
}

describe('family sources in the data API', () => {
  const calls: string[] = []
  const url = useLedgerServer({}, calls)

  it('lists the family chains in /v1/supported-chains and starts the source on listen', async () => {
    const body = await (await fetch(`${url()}/v1/supported-chains`)).json()
    expect(body.http).toContain(CHAIN)
    expect(calls).toContain('start')
  })

  it('answers balances from the source that serves the chain id, address as sent', async () => {
    const response = await fetch(`${url()}/v1/account/${ACCOUNT}/balance?chainId=${CHAIN}`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.balances).toHaveLength(1)
    expect(body.balances[0]).toMatchObject({ symbol: 'SOL', chainId: CHAIN })
    expect(body.balances[0].iconUrl).toBe(`${url()}/public/getTokenImage/sol`)
    expect(calls).toContain(`balances ${ACCOUNT} ${CHAIN}`)
  })

  it('finds the source by the address check when no chain id is given', async () => {
    const body = await (
      await fetch(`${url()}/v1/account/${ACCOUNT}/balance?forceUpdate=true`)
    ).json()
    expect(body.balances[0].chainId).toBe(CHAIN)
  })

  it('refuses a non-EVM chain id no source serves with 400 "Unsupported chain"', async () => {
    const response = await fetch(
      `${url()}/v1/account/${ACCOUNT}/balance?chainId=bip122:000000000019d6689c085ae165831e93`,
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('Unsupported chain')
  })

  it('pages history through the source cursor', async () => {
    const first = await (
      await fetch(`${url()}/v1/account/${ACCOUNT}/history?chainId=${CHAIN}`)
    ).json()
    expect(first.next).toBe('page2')
    const second = await (
      await fetch(`${url()}/v1/account/${ACCOUNT}/history?chainId=${CHAIN}&cursor=page2`)
    ).json()
    expect(second.next).toBeNull()
    expect(calls).toContain(`history ${CHAIN} page2 20`)
  })

  it('answers an EVM address from the EVM family, no other source asked', async () => {
    const before = calls.length
    const response = await fetch(
      `${url()}/v1/account/0x00000000000000000000000000000000000000aa/history`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [], next: null })
    expect(calls.length).toBe(before)
  })

  it('refuses an address of another family on a named chain with 400 "Invalid address", balance and history alike', async () => {
    const evm = '0x00000000000000000000000000000000000000aa'
    for (const read of ['balance', 'history']) {
      const response = await fetch(`${url()}/v1/account/${evm}/${read}?chainId=${CHAIN}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        status: 400,
        reasons: [{ field: 'address', description: 'Invalid address' }],
      })
    }
  })

  it('answers an address no family knows: a balance is a 400, a history an empty page', async () => {
    const nobody = 'Zz'.repeat(15)
    const balance = await fetch(`${url()}/v1/account/${nobody}/balance`)
    expect(balance.status).toBe(400)
    expect(JSON.stringify(await balance.json())).toContain('Invalid address')
    const history = await fetch(`${url()}/v1/account/${nobody}/history`)
    expect(history.status).toBe(200)
    expect(await history.json()).toEqual({ data: [], next: null })
  })

  it('keys a case-sensitive family by the address as sent: two spellings are two reads', async () => {
    const path = (address: string) =>
      `${url()}/v1/account/${address}/balance?chainId=${CHAIN}&currency=eur`
    const before = calls.length
    await fetch(path(ACCOUNT))
    await fetch(path(ACCOUNT.toUpperCase()))
    await fetch(path(ACCOUNT))
    expect(calls.slice(before)).toEqual([
      `balances ${ACCOUNT} ${CHAIN}`,
      `balances ${ACCOUNT.toUpperCase()} ${CHAIN}`,
    ])
  })

  it("lists NFTs only from families that list them: another family's chain is unsupported", async () => {
    const named = await fetch(`${url()}/v1/account/${ACCOUNT}/nfts?chainId=${CHAIN}`)
    expect(named.status).toBe(400)
    expect(JSON.stringify(await named.json())).toContain('Unsupported chain')
    const unnamed = await fetch(`${url()}/v1/account/${ACCOUNT}/nfts`)
    expect(unnamed.status).toBe(400)
    expect(JSON.stringify(await unnamed.json())).toContain('Invalid address')
  })

  it('prices each fungible through the source serving its chain, leaving out unknown ones', async () => {
    const unknown = 'Unknown111111111111111111111111111111111111'
    const response = await fetch(`${url()}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        addresses: [
          `${CHAIN}:${unknown}`,
          `${CHAIN}:${MINT}`,
          `bip122:000000000019d6689c085ae165831e93:${MINT}`,
        ],
      }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        {
          name: 'Ledger Mint',
          symbol: 'LMT',
          iconUrl: `${url()}/public/getTokenImage/lmt`,
          price: 2,
        },
      ],
    })
    expect(calls).toContain(`fungible ${CHAIN} ${unknown}`)
    expect(calls).toContain(`fungible ${CHAIN} ${MINT}`)
  })
})

describe('a family whose history spans its chains and whose addresses ignore case', () => {
  const calls: string[] = []
  const url = useLedgerServer(
    { chains: [CHAIN, CHAIN2], spansChains: true, ignoresCase: true },
    calls,
  )

  it('reads one history page over every chain without a chain id, one chain with one', async () => {
    await fetch(`${url()}/v1/account/${ACCOUNT}/history`)
    await fetch(`${url()}/v1/account/${ACCOUNT}/history?chainId=${CHAIN2}`)
    expect(calls.filter((call) => call.startsWith('history'))).toEqual([
      'history every chain - 20',
      `history ${CHAIN2} - 20`,
    ])
  })

  it('reads balances on every chain of the source without a chain id', async () => {
    const body = await (await fetch(`${url()}/v1/account/${ACCOUNT}/balance`)).json()
    expect(body.balances.map((balance: TokenBalance) => balance.chainId)).toEqual([CHAIN, CHAIN2])
  })

  it('keys cached answers by the lower-case address: another spelling is served from the cache', async () => {
    const balance = (address: string) =>
      fetch(`${url()}/v1/account/${address}/balance?chainId=${CHAIN}`).then((r) => r.json())
    const history = (address: string) =>
      fetch(`${url()}/v1/account/${address}/history?chainId=${CHAIN}`).then((r) => r.json())
    const first = [await balance(ACCOUNT), await history(ACCOUNT)]
    const reads = calls.length
    expect([await balance(ACCOUNT.toUpperCase()), await history(ACCOUNT.toUpperCase())]).toEqual(
      first,
    )
    expect(calls.length).toBe(reads)
  })
})

describe('the rate limit of a family address', () => {
  it('charges a forceUpdate balance read per chain of the family that knows the address, not per EVM chain', async () => {
    const calls: string[] = []
    // Two EVM chains nobody reads here (the account is the ledger's): 20 tokens per forced EVM
    // read, 10 per forced ledger read (one chain).
    const evmChain = (chainId: number) => ({ chainId, rpcUrls: ['http://127.0.0.1:9'] })
    const { url, close } = await startLedgerServer(
      {
        chains: [evmChain(31337), evmChain(31338)],
        families: { solana: {} },
        indexerPollMs: false,
        rateLimit: { burst: 25, perSecond: 0.001 },
        forceUpdateCost: 10,
      },
      calls,
    )
    try {
      const forced = async () =>
        (await fetch(`${url}/v1/account/${ACCOUNT}/balance?forceUpdate=true`)).status
      expect(await forced()).toBe(200)
      expect(await forced()).toBe(200)
      expect(await forced()).toBe(429)
    } finally {
      await close()
    }
  })
})

describe('a failing family source', () => {
  it('answers 502 naming the chains read, and caches nothing', async () => {
    const calls: string[] = []
    const section: LedgerSection = { failing: true, chains: [CHAIN, CHAIN2], spansChains: true }
    const { url, close } = await startLedgerServer(
      { chains: [], families: { solana: section }, rateLimit: false },
      calls,
    )
    try {
      const path = `${url}/v1/account/${ACCOUNT}/balance?chainId=${CHAIN}`
      expect((await fetch(path)).status).toBe(502)
      expect((await fetch(path)).status).toBe(502)
      expect(calls.filter((call) => call.startsWith('balances'))).toHaveLength(2)
      const failure = async (path: string) => {
        const response = await fetch(`${url}${path}`)
        return [response.status, await response.json()]
      }
      const reason = (description: string) => ({ status: 502, reasons: [{ description }] })
      expect(await failure(`/v1/account/${ACCOUNT}/history?chainId=${CHAIN}`)).toEqual([
        502,
        reason(`Chain ${CHAIN} is unavailable`),
      ])
      expect(await failure(`/v1/account/${ACCOUNT}/history`)).toEqual([
        502,
        reason(`Chains ${CHAIN}, ${CHAIN2} are unavailable`),
      ])
    } finally {
      await close()
    }
  })

  it('refuses a config naming an unknown family', async () => {
    // A database of the test's: without one the server would open (initdb) an in-memory one.
    const db = await freshMigratedPgliteDatabase()
    try {
      await expect(
        createApiServer(
          { chains: [], families: { polkadot: {} } },
          { db, familyFactories: [], log: () => undefined },
        ),
      ).rejects.toThrow('unknown family "polkadot"')
    } finally {
      await db.close()
    }
  })
})
