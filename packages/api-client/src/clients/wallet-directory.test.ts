import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiResponseError, HttpTimeoutError } from '../errors.js'
import {
  FEATURED_WALLETS_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../spec-constants.js'
import { sendJson, startStubServer } from '../test/stub-server.js'
import { createWalletDirectoryClient, type WalletDirectoryWarning } from './wallet-directory.js'

interface AdversarialCase {
  id: string
  response?: unknown
  responseText?: string
  generate?: string
  expected: string
}

const vectors = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../../../vectors/adversarial/wallet-modal-cases.json', import.meta.url),
    ),
    'utf8',
  ),
) as { walletDirectory: AdversarialCase[] }

/** What a hostile directory answers for each vector, built at run time for the `generate` ones. */
const payloads = new Map<string, { body: string; delayForever?: boolean }>()
for (const vector of vectors.walletDirectory) {
  if (vector.response !== undefined)
    payloads.set(vector.id, { body: JSON.stringify(vector.response) })
  else if (vector.responseText !== undefined) payloads.set(vector.id, { body: vector.responseText })
}
payloads.set('slow-response', { body: '', delayForever: true })
payloads.set('deeply-nested', { body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` })
payloads.set('deeply-nested-entry', {
  body: `{"data":[{"id":"x","name":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`,
})
const twentyMbIcon = `data:image/png;base64,${'A'.repeat(20 * 1024 * 1024)}`
payloads.set('huge-icon-or-svg-bomb', {
  body: JSON.stringify({ data: [{ id: 'x', name: 'W', image_url: twentyMbIcon }] }),
})
const svgBomb = `data:image/svg+xml;base64,${Buffer.from(`<svg>${'<use href="#a"/>'.repeat(10_000)}</svg>`).toString('base64')}`
payloads.set('svg-bomb', {
  body: JSON.stringify({
    data: [
      { id: 'x', name: 'W', image_url: svgBomb },
      { id: 'y', name: 'Y', image_url: `data:image/png;base64,${'A'.repeat(200_000)}` },
    ],
  }),
})

let server: Awaited<ReturnType<typeof startStubServer>>
beforeAll(async () => {
  server = await startStubServer((request, response) => {
    const vectorId = request.url.searchParams.get('projectId') ?? ''
    if (request.url.pathname === '/getAnalyticsConfig') {
      return sendJson(response, 200, { isAnalyticsEnabled: true })
    }
    if (request.url.pathname === '/getWallets' && vectorId === 'echo') {
      return sendJson(response, 200, {
        count: 0,
        data: [],
        query: Object.fromEntries(request.url.searchParams),
      })
    }
    const payload = payloads.get(vectorId)
    if (!payload) return sendJson(response, 404, {})
    if (payload.delayForever) return
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(payload.body)
  })
})
afterAll(() => server.close())

function clientFor(vectorId: string, warnings: WalletDirectoryWarning[] = []) {
  return createWalletDirectoryClient({
    baseUrl: server.url,
    projectId: vectorId,
    // Short for the never-answering server; generous otherwise (20 MB bodies on a busy machine).
    timeoutMs: vectorId === 'slow-response' ? 300 : 20_000,
    onWarning: (warning) => warnings.push(warning),
  })
}

/** The check each adversarial walletDirectory vector gets (vectors/adversarial, walletDirectory). */
const checks: Record<string, () => Promise<void>> = {
  'html-in-name': async () => {
    const { data } = await clientFor('html-in-name').getWallets()
    // Data, not markup: the name is kept verbatim as a string; the UI renders it as text.
    expect(data).toEqual([
      { id: 'x', name: '<script>alert(1)</script>Phantom', homepage: 'https://phantom.app/' },
    ])
  },
  'event-handler-attr': async () => {
    const warnings: WalletDirectoryWarning[] = []
    const { data } = await clientFor('event-handler-attr', warnings).getWallets()
    expect(data).toEqual([{ id: 'x', name: '" onmouseover="alert(1)' }])
    expect(warnings.map((w) => w.code)).toEqual(['image-url-rejected'])
  },
  'wrong-types': async () => {
    const warnings: WalletDirectoryWarning[] = []
    const result = await clientFor('wrong-types', warnings).getWallets()
    expect(result).toEqual({ count: 0, data: [] })
    expect(warnings.filter((w) => w.code === 'invalid-entry')).toHaveLength(3)
  },
  'not-json': async () => {
    await expect(clientFor('not-json').getWallets()).rejects.toBeInstanceOf(ApiResponseError)
  },
  'slow-response': async () => {
    await expect(clientFor('slow-response').getWallets()).rejects.toBeInstanceOf(HttpTimeoutError)
  },
  'deeply-nested': async () => {
    const error = await clientFor('deeply-nested')
      .getWallets()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    // Nested inside one entry: that entry is dropped, the call still answers.
    const warnings: WalletDirectoryWarning[] = []
    await expect(clientFor('deeply-nested-entry', warnings).getWallets()).resolves.toEqual({
      count: 0,
      data: [],
    })
    expect(warnings.map((w) => w.code)).toEqual(['invalid-entry'])
  },
  'duplicate-ids': async () => {
    const warnings: WalletDirectoryWarning[] = []
    const { data, count } = await clientFor('duplicate-ids', warnings).getWallets()
    expect(data).toEqual([{ id: 'metamask', name: 'MetaMask' }])
    expect(count).toBe(1)
    expect(warnings).toEqual([
      { code: 'duplicate-id', message: 'duplicate wallet id metamask: first kept', id: 'metamask' },
    ])
  },
  'homoglyph-name': async () => {
    const { data } = await clientFor('homoglyph-name').getWallets()
    // Kept as its own wallet under its own id; nothing maps a display name to a known wallet.
    expect(data).toEqual([{ id: 'x', name: 'MetaM\u0430sk' }])
    expect(data[0]?.name).not.toBe('MetaMask')
  },
  'huge-icon-or-svg-bomb': async () => {
    const error = (await clientFor('huge-icon-or-svg-bomb')
      .getWallets()
      .catch((e: unknown) => e)) as ApiResponseError
    expect(error).toBeInstanceOf(ApiResponseError)
    expect(error.details).toMatch(/^response larger than/)
    const warnings: WalletDirectoryWarning[] = []
    const { data } = await clientFor('svg-bomb', warnings).getWallets()
    expect(data).toEqual([
      { id: 'x', name: 'W' },
      { id: 'y', name: 'Y' },
    ])
    expect(warnings.map((w) => w.code)).toEqual(['image-url-rejected', 'image-url-rejected'])
  },
  'tracking-icon': async () => {
    const { data } = await clientFor('tracking-icon').getWallets()
    expect(data).toEqual([{ id: 'x', name: 'W' }])
  },
}

describe('wallet directory: adversarial vectors (walletDirectory group)', () => {
  it('has a check for every vector', () => {
    expect(vectors.walletDirectory.map((vector) => vector.id).sort()).toEqual(
      Object.keys(checks).sort(),
    )
  })
  for (const vector of vectors.walletDirectory) {
    it(`${vector.id}: ${vector.expected}`, async () => {
      const check = checks[vector.id]
      if (!check) throw new Error(`no check for ${vector.id}`)
      await check()
    })
  }
})

describe('wallet directory client (SPEC §7 wallet directory)', () => {
  it('keeps https images from allowed origins, data:image png/jpeg/webp, and drops script links', async () => {
    const good = createWalletDirectoryClient({
      baseUrl: server.url,
      imageOrigins: ['https://cdn.example.org'],
    })
    const stub = await startStubServer((_request, response) =>
      sendJson(response, 200, {
        count: 3,
        data: [
          {
            id: 'a',
            name: 'A',
            image_url: 'https://cdn.example.org/a.png',
            mobile_link: 'javascript:alert(1)',
          },
          {
            id: 'b',
            name: 'B',
            image_url: 'data:image/webp;base64,AAAA',
            desktop_link: 'zerion://',
          },
          {
            id: 'c',
            name: 'C',
            image_url: 'http://cdn.example.org/c.png',
            webapp_link: 'https://c.example',
          },
        ],
      }),
    )
    const client = createWalletDirectoryClient({
      baseUrl: stub.url,
      imageOrigins: ['https://cdn.example.org'],
    })
    const { data, count } = await client.getWallets()
    expect(count).toBe(3)
    expect(data).toEqual([
      { id: 'a', name: 'A', image_url: 'https://cdn.example.org/a.png', mobile_link: null },
      { id: 'b', name: 'B', image_url: 'data:image/webp;base64,AAAA', desktop_link: 'zerion://' },
      { id: 'c', name: 'C', webapp_link: 'https://c.example/' },
    ])
    await stub.close()
    expect(good.walletImageUrl('abc')).toBe(`${server.url}/getWalletImage/abc`)
  })

  it("keeps a listed wallet's own scheme and drops other apps' schemes (steam:, vscode:, zoommtg:, msteams:, slack:) with a warning", async () => {
    const stub = await startStubServer((_request, response) =>
      sendJson(response, 200, {
        count: 3,
        data: [
          {
            id: 'mm',
            name: 'MetaMask',
            mobile_link: 'metamask://',
            homepage: 'https://metamask.io',
          },
          {
            id: 'steam',
            name: 'Steam',
            mobile_link: 'steam://rungameid/570',
            desktop_link: 'vscode://file/etc/passwd',
            webapp_link: 'zoommtg://zoom.us/join?confno=1',
            homepage: 'msteams://teams.microsoft.com/l/x',
          },
          { id: 'chat', name: 'Chat', mobile_link: 'slack://open?team=T0001' },
        ],
      }),
    )
    const warnings: WalletDirectoryWarning[] = []
    const { data } = await createWalletDirectoryClient({
      baseUrl: stub.url,
      onWarning: (warning) => warnings.push(warning),
    }).getWallets()
    await stub.close()
    expect(data).toEqual([
      { id: 'mm', name: 'MetaMask', mobile_link: 'metamask://', homepage: 'https://metamask.io/' },
      {
        id: 'steam',
        name: 'Steam',
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        homepage: null,
      },
      { id: 'chat', name: 'Chat', mobile_link: null },
    ])
    expect(warnings.map((w) => `${w.id} ${w.code}`)).toEqual([
      'steam link-rejected',
      'steam link-rejected',
      'steam link-rejected',
      'steam link-rejected',
      'chat link-rejected',
    ])
  })

  it('refuses links the URL parser turns into javascript: and drops bidi and zero-width characters from names', async () => {
    const hostile = ['\u0001javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)']
    const stub = await startStubServer((_request, response) =>
      sendJson(response, 200, {
        count: 1,
        data: [
          {
            id: 'evil',
            name: 'Wallet\u202eksaMateM\u200b',
            mobile_link: hostile[0],
            desktop_link: hostile[1],
            webapp_link: hostile[2],
            homepage: 'HTTPS://Evil.Example',
          },
        ],
      }),
    )
    const { data } = await createWalletDirectoryClient({ baseUrl: stub.url }).getWallets()
    await stub.close()
    expect(data).toEqual([
      {
        id: 'evil',
        name: 'WalletksaMateM',
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        homepage: 'https://evil.example/',
      },
    ])
  })

  it('sends page, entries, chains, include, exclude, search and badge_type', async () => {
    const client = createWalletDirectoryClient({
      baseUrl: server.url,
      projectId: 'echo',
      clientId: 'c1',
    })
    await client.getWallets({
      page: 2,
      entries: WALLET_LIST_PAGE_SIZE,
      chains: ['eip155:1', 'eip155:10'],
      include: ['a', 'b'],
      exclude: ['c'],
      search: 'meta',
      badge_type: 'certified',
    })
    await client.getFeaturedWallets(['f1', 'f2'])
    await client.getRecommendedWallets({ chains: 'eip155:1', exclude: ['x'] })
    await client.searchWallets('rain')
    const queries = server.requests
      .filter((request) => request.url.searchParams.get('projectId') === 'echo')
      .map((request) => Object.fromEntries(request.url.searchParams))
    expect(queries).toEqual([
      {
        page: '2',
        entries: '40',
        chains: 'eip155:1,eip155:10',
        include: 'a,b',
        exclude: 'c',
        search: 'meta',
        badge_type: 'certified',
        projectId: 'echo',
        clientId: 'c1',
      },
      {
        page: '1',
        entries: String(FEATURED_WALLETS_COUNT),
        include: 'f1,f2',
        projectId: 'echo',
        clientId: 'c1',
      },
      {
        page: '1',
        entries: String(RECOMMENDED_WALLETS_COUNT),
        chains: 'eip155:1',
        exclude: 'x',
        projectId: 'echo',
        clientId: 'c1',
      },
      {
        page: '1',
        entries: String(WALLET_SEARCH_PAGE_SIZE),
        search: 'rain',
        projectId: 'echo',
        clientId: 'c1',
      },
    ])
  })

  it('builds the four image URLs with encoded ids', () => {
    const client = createWalletDirectoryClient({ baseUrl: 'https://dir.example.org' })
    expect(client.walletImageUrl('a b')).toBe('https://dir.example.org/getWalletImage/a%20b')
    expect(client.assetImageUrl('x')).toBe('https://dir.example.org/public/getAssetImage/x')
    expect(client.currencyImageUrl('usd')).toBe(
      'https://dir.example.org/public/getCurrencyImage/usd',
    )
    expect(client.tokenImageUrl('ETH')).toBe('https://dir.example.org/public/getTokenImage/ETH')
  })

  it('reads /getAnalyticsConfig', async () => {
    await expect(clientFor('any').getAnalyticsConfig()).resolves.toEqual({
      isAnalyticsEnabled: true,
    })
  })
})
