import {
  BalanceResponseSchema,
  ErrorBodySchema,
  GetWalletsResponseSchema,
  HistoryResponseSchema,
  IdentitySchema,
  NameProfileSchema,
  NameSuggestionsSchema,
  SessionsResponseSchema,
  SupportedChainsSchema,
} from '@portico/api-client/schemas'
import * as v from 'valibot'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetWallet } from './test/devnet-actions.js'
import { backends, describeEachBackend, devnetConfig, startTestServer } from './test/harness.js'
import {
  domainOf,
  freshNonce,
  sessionGrantBody,
  sessionRevokeBody,
} from './test/signed-requests.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

const devnet = useDevnet(async (started) => {
  // Activity the history tests read: native, ERC-20 and ERC-721 transfers on both chains.
  const one = devnetWallet(started, 1, 0)
  // A value transfer to a contract without a receive function: mined, reverted.
  const reverted = await one.sendEthUnchecked(started.contracts.usdc, parseEther('0.1'))
  if (reverted.status !== 'reverted') throw new Error('expected a reverted transaction')
  await one.sendEth(addr(2), parseEther('1.5'))
  await one.transferToken(started.contracts.usdc, addr(2), 25_000_000n)
  await devnetWallet(started, 0, 0).transferNft(started.contracts.nft, addr(3), 1n)
  await devnetWallet(started, 1, 1).transferToken(started.contracts.dai, addr(2), parseEther('3'))
})
const addr = (index: number) => {
  const address = devnet().accounts[index]?.address
  if (!address) throw new Error(`no account ${index}`)
  return address
}

async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init)
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  }
}
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  getJson(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describeEachBackend('apps/api on $name', ({ name }) => {
  const server = useTestServer(name, () => devnetConfig(devnet(), { historyPageSize: 3 }), {
    ready: (started) => started.indexer.syncToHead(),
  })
  const url = (path: string) => `${server().url}${path}`

  describe('GET /v1/supported-chains', () => {
    it('lists the configured chains as CAIP-2 ids', async () => {
      const { status, body } = await getJson(url('/v1/supported-chains'))
      expect(status).toBe(200)
      expect(v.parse(SupportedChainsSchema, body)).toEqual({
        http: ['eip155:31337', 'eip155:31338'],
        ws: [],
      })
    })
  })

  describe('GET /v1/account/{address}/balance', () => {
    it('returns native and ERC-20 balances with price and value; zero-decimals tokens dropped', async () => {
      const { status, body } = await getJson(
        url(`/v1/account/${addr(2)}/balance?chainId=eip155:31337&currency=usd`),
      )
      expect(status).toBe(200)
      const { balances } = v.parse(BalanceResponseSchema, body)
      const bySymbol = Object.fromEntries(balances.map((b) => [b.symbol, b]))
      expect(Object.keys(bySymbol).sort()).toEqual(['DAI', 'ETH', 'USDC', 'USDT'])
      expect(bySymbol.USDC).toEqual({
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: devnet().contracts.usdc,
        value: 10_025,
        price: 1,
        quantity: { decimals: '6', numeric: '10025' },
        iconUrl: `${server().url}/public/getTokenImage/usdc`,
      })
      expect(bySymbol.ETH?.address).toBeUndefined()
      expect(bySymbol.ETH?.price).toBe(2000)
      expect(bySymbol.ETH?.quantity.numeric).toBe('10001.5')
      expect(bySymbol.ETH?.value).toBe(10_001.5 * 2000)
    })

    it('reads every chain when chainId is left out', async () => {
      const { body } = await getJson(url(`/v1/account/${addr(2)}/balance`))
      const { balances } = v.parse(BalanceResponseSchema, body)
      expect(
        balances.find((b) => b.symbol === 'DAI' && b.chainId === 'eip155:31338')?.quantity.numeric,
      ).toBe('10003')
      expect(new Set(balances.map((b) => b.chainId))).toEqual(
        new Set(['eip155:31337', 'eip155:31338']),
      )
    })

    it('answers from its 30 s cache until forceUpdate', async () => {
      const who =
        devnet().accounts[6 + backends.findIndex((b) => b.name === name)]?.address ?? addr(6)
      const read = async (force: boolean) => {
        const { body } = await getJson(
          url(`/v1/account/${who}/balance?chainId=eip155:31337${force ? '&forceUpdate=true' : ''}`),
        )
        return v.parse(BalanceResponseSchema, body).balances.find((b) => b.symbol === 'ETH')
          ?.quantity.numeric
      }
      const before = await read(false)
      await devnetWallet(devnet(), 5, 0).sendEth(who, parseEther('1'))
      expect(await read(false)).toBe(before)
      expect(Number(await read(true))).toBe(Number(before) + 1)
    })
  })

  describe('GET /v1/account/{address}/history', () => {
    async function allPages(address: string, query = '') {
      const pages: v.InferOutput<typeof HistoryResponseSchema>[] = []
      let cursor: string | null = null
      do {
        const { status, body } = await getJson(
          url(`/v1/account/${address}/history?${query}${cursor ? `&cursor=${cursor}` : ''}`),
        )
        expect(status).toBe(200)
        const page = v.parse(HistoryResponseSchema, body)
        pages.push(page)
        cursor = page.next
      } while (cursor && pages.length < 50)
      return pages
    }

    it('pages newest first by cursor, with no repeats, in the SPEC Transaction shape', async () => {
      const pages = await allPages(addr(2), 'chainId=eip155:31337')
      const txs = pages.flatMap((page) => page.data)
      // Pages of 3 (the last may be shorter).
      expect(pages.length).toBeGreaterThan(1)
      expect(pages.slice(0, -1).map((page) => page.data.length)).toEqual(
        pages.slice(0, -1).map(() => 3),
      )
      expect(pages.at(-1)?.next).toBeNull()
      expect(new Set(txs.map((tx) => tx.id)).size).toBe(txs.length)
      // 4 mints (USDC, DAI, ZERO, USDT) and the two transfers received from account 1.
      expect(txs).toHaveLength(6)
      const times = txs.map((tx) => Date.parse(tx.metadata.minedAt))
      expect([...times].sort((a, b) => b - a)).toEqual(times)
      const [usdc, eth] = txs
      expect(usdc?.metadata).toMatchObject({
        chain: 'eip155:31337',
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: addr(1).toLowerCase(),
        sentTo: addr(2).toLowerCase(),
      })
      expect(usdc?.transfers).toEqual([
        {
          fungible_info: {
            name: 'USD Coin',
            symbol: 'USDC',
            icon: { url: `${server().url}/public/getTokenImage/usdc` },
          },
          direction: 'in',
          quantity: { numeric: '25' },
          price: 1,
          value: 25,
        },
      ])
      expect(eth?.transfers[0]?.fungible_info?.symbol).toBe('ETH')
      expect(eth?.transfers[0]?.quantity.numeric).toBe('1.5')
      expect(txs.slice(2).map((tx) => tx.metadata.operationType)).toEqual([
        'mint',
        'mint',
        'mint',
        'mint',
      ])
    })

    it('merges chains when chainId is left out', async () => {
      const txs = (await allPages(addr(2))).flatMap((page) => page.data)
      expect(txs).toHaveLength(11)
      expect(txs.filter((tx) => tx.metadata.chain === 'eip155:31338')).toHaveLength(5)
    })

    it('reports sends, failed transactions, NFT transfers and spam flags', async () => {
      const [sender] = (await allPages(addr(1), 'chainId=eip155:31337')).flatMap(
        (page) => page.data,
      )
      expect(sender?.metadata.operationType).toBe('send')
      expect(sender?.transfers[0]?.direction).toBe('out')
      const [nft] = (await allPages(addr(3), 'chainId=eip155:31337')).flatMap((page) => page.data)
      expect(nft?.transfers[0]?.nft_info).toEqual({
        name: 'Portico Pals #1',
        content: {
          preview: {
            url: `${server().url}/public/getAssetImage/nft-31337-${devnet().contracts.nft.toLowerCase()}-1`,
          },
        },
        flags: { is_spam: false },
      })
      const minted = (await allPages(addr(0), 'chainId=eip155:31337')).flatMap((page) => page.data)
      const spam = minted.find((tx) => tx.transfers[0]?.nft_info?.name === 'Claim Free Rewards #1')
      expect(spam?.metadata.operationType).toBe('mint')
      expect(spam?.transfers[0]?.nft_info?.flags?.is_spam).toBe(true)
    })
  })

  describe('names: /v1/profile/* and /v1/identity/{address}', () => {
    const coinType = (0x80000000 | 31337) >>> 0
    async function signed(index: number, message: object) {
      const wallet = devnetWallet(devnet(), index)
      const text = JSON.stringify({
        coin_type: coinType,
        domain: domainOf(server().url),
        nonce: freshNonce(),
        ...message,
      })
      return {
        address: wallet.account.address,
        message: text,
        signature: await wallet.account.signMessage({ message: text }),
      }
    }
    const now = () => Math.floor(Date.now() / 1000)

    it('registers a name signed by its address and serves lookup, reverse, identity, suggestions', async () => {
      const body = {
        coin_type: coinType,
        ...(await signed(4, {
          name: 'alice-4',
          attributes: { avatar: 'https://img.example/a.png' },
          timestamp: now(),
        })),
      }
      const created = await post(url('/v1/profile/account'), body)
      expect(created.status).toBe(201)
      const profile = v.parse(NameProfileSchema, created.body)
      expect(profile.name).toBe('alice-4.portico.id')
      expect(profile.addresses).toEqual({ [String(coinType)]: { address: addr(4).toLowerCase() } })

      const lookup = await getJson(url('/v1/profile/account/alice-4.portico.id'))
      expect(v.parse(NameProfileSchema, lookup.body)).toEqual(profile)
      expect((await getJson(url('/v1/profile/account/ALICE-4'))).status).toBe(200)
      const reverse = await getJson(url(`/v1/profile/reverse/${addr(4)}`))
      expect(reverse.body).toEqual([profile])
      const identity = await getJson(url(`/v1/identity/${addr(4)}`))
      expect(v.parse(IdentitySchema, identity.body)).toEqual({
        name: 'alice-4.portico.id',
        avatar: 'https://img.example/a.png',
      })
      const none = await getJson(url(`/v1/identity/${addr(9)}`))
      expect(none.body).toEqual({ name: null, avatar: null })
      const suggestions = v.parse(
        NameSuggestionsSchema,
        (await getJson(url('/v1/profile/suggestions/alice-4'))).body,
      )
      expect(suggestions.suggestions[0]).toEqual({ name: 'alice-4.portico.id', registered: true })
      // Free alternatives follow (a check over an empty list would pass on no suggestion at all).
      const alternatives = suggestions.suggestions.slice(1)
      expect(alternatives.length).toBeGreaterThan(0)
      expect(alternatives.filter((s) => s.registered || !s.name.startsWith('alice-4-'))).toEqual([])
      expect((await getJson(url('/v1/profile/account/nobody-here'))).status).toBe(404)
    })

    it('rejects invalid and taken names, stale timestamps, foreign signatures and non-EVM coin types', async () => {
      const cases: [string, object, number, string][] = [
        [
          'too short',
          { coin_type: coinType, ...(await signed(5, { name: 'abc', timestamp: now() })) },
          400,
          'Invalid name',
        ],
        [
          'bad characters',
          { coin_type: coinType, ...(await signed(5, { name: 'bob_bob', timestamp: now() })) },
          400,
          'Invalid',
        ],
        [
          'taken',
          { coin_type: coinType, ...(await signed(5, { name: 'alice-4', timestamp: now() })) },
          409,
          'already taken',
        ],
        [
          'stale',
          {
            coin_type: coinType,
            ...(await signed(5, { name: 'bob-five', timestamp: now() - 3600 })),
          },
          400,
          'timestamp',
        ],
        [
          'coin type',
          {
            coin_type: 0,
            ...(await signed(5, { name: 'bob-five', timestamp: now(), coin_type: 0 })),
          },
          400,
          'Unsupported coin type',
        ],
        [
          'not JSON',
          { coin_type: coinType, ...(await signed(5, { name: 'x' })), message: 'hello' },
          400,
          'Invalid message',
        ],
      ]
      const foreign = await signed(6, { name: 'bob-five', timestamp: now() })
      cases.push([
        'signature of another address',
        { coin_type: coinType, ...foreign, address: addr(5) },
        400,
        'Invalid signature',
      ])
      for (const [label, body, status, message] of cases) {
        const answer = await post(url('/v1/profile/account'), body)
        expect({ label, status: answer.status }).toEqual({ label, status })
        const error = v.parse(ErrorBodySchema, answer.body)
        expect(error.reasons[0]?.description).toContain(message)
      }
      expect((await getJson(url('/v1/profile/account/bob-five'))).status).toBe(404)
    })
  })

  describe('sessions: /v1/sessions/{caipAddress}', () => {
    it('records, lists and revokes a session with the account signature', async () => {
      const wallet = devnetWallet(devnet(), 7)
      const caip = `eip155:31337:${wallet.account.address}`
      const pci = `pci-${name}-1`
      const domain = domainOf(server().url)
      const create = await post(
        url(`/v1/sessions/${caip}`),
        await sessionGrantBody(wallet.account, { domain, caipAddress: caip, pci }),
      )
      expect(create.status).toBe(201)
      const listed = v.parse(
        SessionsResponseSchema,
        (await getJson(url(`/v1/sessions/${caip}`))).body,
      )
      expect(listed.pcis.map((s) => [s.pci, s.revokedAt])).toEqual([[pci, null]])

      const wrong = await post(
        url(`/v1/sessions/${caip}/revoke`),
        await sessionRevokeBody(devnetWallet(devnet(), 8).account, {
          domain,
          caipAddress: caip,
          pci,
        }),
      )
      expect(wrong.status).toBe(400)
      const revoke = await post(
        url(`/v1/sessions/${caip}/revoke`),
        await sessionRevokeBody(wallet.account, { domain, caipAddress: caip, pci }),
      )
      expect(revoke).toMatchObject({ status: 200, body: { revoked: true, pci } })
      const after = v.parse(
        SessionsResponseSchema,
        (await getJson(url(`/v1/sessions/${caip}`))).body,
      )
      expect(after.pcis[0]?.revokedAt).toEqual(expect.any(Number))
      const unknown = await post(
        url(`/v1/sessions/${caip}/revoke`),
        await sessionRevokeBody(wallet.account, { domain, caipAddress: caip, pci: 'nope' }),
      )
      expect(unknown.status).toBe(404)
    })
  })

  describe('analytics: POST /e', () => {
    const event = {
      eventId: `ev-${Math.random().toString(36).slice(2)}`,
      url: 'https://app.example.org/',
      domain: 'app.example.org',
      timestamp: 1_700_000_000_000,
      props: {
        event: 'MODAL_OPEN',
        type: 'track',
        properties: { connected: false },
        address: '0xabc',
      },
    }
    it('stores the event', async () => {
      const answer = await post(url('/e?projectId=p1&st=portico&sv=1.0.0'), event, {
        origin: 'https://app.example.org',
      })
      expect(answer.status).toBe(202)
      const rows = await server().db.query<{
        event: string
        project_id: string
        properties: unknown
      }>('SELECT event, project_id, properties FROM analytics_events WHERE event_id = $1', [
        event.eventId,
      ])
      expect(rows).toEqual([
        { event: 'MODAL_OPEN', project_id: 'p1', properties: { connected: false } },
      ])
    })
    it('answers 403 to an origin outside the allowlist', async () => {
      const answer = await post(url('/e?projectId=p1&st=portico&sv=1.0.0'), event, {
        origin: 'https://evil.example',
      })
      expect(answer.status).toBe(403)
    })
  })

  describe('wallet directory: /getWallets and images', () => {
    it('ships at least 500 wallets, 40 per page, with chains, links and rdns', async () => {
      const first = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url('/getWallets?page=1&entries=40'))).body,
      )
      const second = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url('/getWallets?page=2&entries=40'))).body,
      )
      expect(first.count).toBeGreaterThanOrEqual(500)
      expect(first.data).toHaveLength(40)
      expect(new Set([...first.data, ...second.data].map((w) => w.id)).size).toBe(80)
      expect(
        first.data.filter((w) => !(w.rdns && w.chains && w.chains.length > 0 && w.image_id)),
      ).toEqual([])
    })
    it('filters by search, chains, include, exclude and badge', async () => {
      const search = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url('/getWallets?entries=100&search=aurora'))).body,
      )
      // Each filter is checked on a non-empty answer: every() over [] is true.
      expect(search.count).toBeGreaterThan(0)
      expect(search.data.length).toBeGreaterThan(0)
      expect(search.data.filter((w) => !w.name.toLowerCase().includes('aurora'))).toEqual([])
      const chain = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url('/getWallets?entries=100&chains=eip155:31337'))).body,
      )
      expect(chain.data.length).toBeGreaterThan(0)
      expect(chain.data.filter((w) => !w.chains?.includes('eip155:31337'))).toEqual([])
      const ids = search.data.slice(0, 3).map((w) => w.id)
      const include = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url(`/getWallets?entries=4&include=${ids.join(',')}`))).body,
      )
      expect(include.data.map((w) => w.id)).toEqual(ids)
      const exclude = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url(`/getWallets?entries=100&search=aurora&exclude=${ids[0]}`))).body,
      )
      expect(exclude.count).toBe(search.count - 1)
      const certified = v.parse(
        GetWalletsResponseSchema,
        (await getJson(url('/getWallets?entries=100&badge_type=certified'))).body,
      )
      expect(certified.data.length).toBeGreaterThan(0)
      expect(certified.data.filter((w) => w.badge_type !== 'certified')).toEqual([])
    })
    it('serves generated SVG images with a restrictive CSP', async () => {
      const response = await fetch(url('/getWalletImage/w0001-aurora-vault'))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      const svg = await response.text()
      expect(svg).toMatch(/^<svg /)
      expect(svg).not.toMatch(/<script|on\w+=/i)
      for (const path of [
        '/public/getAssetImage/x',
        '/public/getCurrencyImage/usd',
        '/public/getTokenImage/eth',
      ]) {
        expect((await fetch(url(path))).headers.get('content-type')).toBe('image/svg+xml')
      }
      expect((await fetch(url('/getWalletImage/unknown'))).status).toBe(404)
      expect((await getJson(url('/getAnalyticsConfig'))).body).toEqual({ isAnalyticsEnabled: true })
    })
  })

  describe('bad input: 400/404/413 JSON errors, never 500', () => {
    const a = () => addr(1)
    const bigProperties = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]))
    const cases: [string, () => [string, RequestInit?], number][] = [
      ['address not hex', () => ['/v1/account/not-an-address/balance'], 400],
      ['unsupported chain', () => [`/v1/account/${a()}/balance?chainId=eip155:999`], 400],
      ['chainId with markup', () => [`/v1/account/${a()}/balance?chainId=%3Cscript%3E`], 400],
      ['currency too short', () => [`/v1/account/${a()}/balance?currency=u`], 400],
      ['forceUpdate not boolean', () => [`/v1/account/${a()}/balance?forceUpdate=maybe`], 400],
      ['cursor charset', () => [`/v1/account/${a()}/history?cursor=!!!`], 400],
      [
        'cursor not ours',
        () => [`/v1/account/${a()}/history?cursor=${Buffer.from('["x"]').toString('base64url')}`],
        400,
      ],
      ['identity of junk', () => ['/v1/identity/0x12'], 400],
      ['page 0', () => ['/getWallets?page=0'], 400],
      ['entries not a number', () => ['/getWallets?entries=abc'], 400],
      ['entries over 100', () => ['/getWallets?entries=101'], 400],
      ['search too long', () => [`/getWallets?search=${'a'.repeat(101)}`], 400],
      ['chains not CAIP-2', () => ['/getWallets?chains=ethereum'], 400],
      ['image id traversal', () => ['/getWalletImage/..%2F..%2Fetc'], 400],
      ['name with markup', () => ['/v1/profile/account/%3Cscript%3E'], 400],
      ['session id not CAIP-10', () => ['/v1/sessions/not-caip'], 400],
      [
        'register: not JSON',
        () => [
          '/v1/profile/account',
          { method: 'POST', body: 'not json', headers: { 'content-type': 'application/json' } },
        ],
        400,
      ],
      [
        'register: array',
        () => [
          '/v1/profile/account',
          { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } },
        ],
        400,
      ],
      [
        'register: coin_type string',
        () => [
          '/v1/profile/account',
          {
            method: 'POST',
            body: '{"coin_type":"60"}',
            headers: { 'content-type': 'application/json' },
          },
        ],
        400,
      ],
      [
        'price: 101 addresses',
        () => [
          '/v1/fungible/price',
          {
            method: 'POST',
            body: JSON.stringify({ currency: 'usd', addresses: Array(101).fill('eip155:1:0x1') }),
            headers: { 'content-type': 'application/json' },
          },
        ],
        400,
      ],
      [
        'analytics: no projectId',
        () => [
          '/e?st=a&sv=b',
          { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
        ],
        400,
      ],
      [
        'analytics: 200 properties',
        () => [
          '/e?projectId=p&st=a&sv=b',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              eventId: 'e',
              url: '',
              domain: '',
              timestamp: 1,
              props: { event: 'X', type: 'track', properties: bigProperties },
            }),
          },
        ],
        400,
      ],
      [
        'body over 64 KiB',
        () => [
          '/v1/profile/account',
          {
            method: 'POST',
            body: JSON.stringify({ message: 'a'.repeat(70_000) }),
            headers: { 'content-type': 'application/json' },
          },
        ],
        413,
      ],
      ['unknown path', () => ['/v2/nothing'], 404],
    ]
    for (const [label, request, status] of cases) {
      it(`${label} → ${status}`, async () => {
        const [path, init] = request()
        const answer = await getJson(url(path), init)
        expect(answer.status).toBe(status)
        expect(v.safeParse(ErrorBodySchema, answer.body).success).toBe(true)
      })
    }
  })

  describe('upstream failures', () => {
    it('answers 502 JSON when a chain node is down', async () => {
      const down = await startTestServer(
        {
          chains: [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:9'] }],
          indexerPollMs: false,
          rateLimit: false,
        },
        server().db,
      )
      try {
        const answer = await getJson(`${down.url}/v1/account/${addr(1)}/balance`)
        expect(answer).toMatchObject({
          status: 502,
          body: { reasons: [{ description: 'Chain eip155:31337 is unavailable' }] },
        })
      } finally {
        await down.close()
      }
    })
  })

  describe('CORS', () => {
    it('allows configured origins only', async () => {
      const preflight = (origin: string) =>
        fetch(url('/v1/supported-chains'), {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET' },
        })
      expect(
        (await preflight('https://app.example.org')).headers.get('access-control-allow-origin'),
      ).toBe('https://app.example.org')
      expect(
        (await preflight('https://evil.example')).headers.get('access-control-allow-origin'),
      ).toBeNull()
    })

    it('names a configured origin on a simple request, never another, and varies on Origin', async () => {
      const simple = (origin: string) => fetch(url('/v1/supported-chains'), { headers: { origin } })
      const allowed = await simple('https://app.example.org')
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.org')
      expect(allowed.headers.get('vary')).toBe('Origin')
      const refused = await simple('https://evil.example')
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
      expect(refused.headers.get('vary')).toBe('Origin')
    })

    it('names a configured origin on the sign-in answers too (they come from @portico/siwx)', async () => {
      const nonce = await fetch(url('/v1/siwx/nonce'), {
        headers: { origin: 'https://app.example.org' },
      })
      expect(nonce.status).toBe(200)
      expect(nonce.headers.get('access-control-allow-origin')).toBe('https://app.example.org')
      const session = await fetch(url('/v1/siwx/session'), {
        headers: { origin: 'https://app.example.org', authorization: 'Bearer nope' },
      })
      expect(session.headers.get('access-control-allow-origin')).toBe('https://app.example.org')
    })
  })
})
