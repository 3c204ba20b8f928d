import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createEip6963Discovery, MAX_ANNOUNCED_WALLETS } from './eip6963-discovery.js'

const vectors = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../vectors/eip6963/announce-info.json', import.meta.url)),
    'utf8',
  ),
) as {
  valid: { id: string; info: Record<string, string> }[]
  invalidOrHostile: { id: string; info?: Record<string, unknown> }[]
  eventLevel: { id: string }[]
}

/** A stub EIP-1193 provider (the vectors attach stubs; discovery never calls it). */
function stubProvider() {
  return { request: async () => null }
}

function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
}

const reference = vectors.valid[0]!.info

describe('EIP-6963 discovery (vectors/eip6963 eventLevel)', () => {
  it('asks wallets to announce when it starts', () => {
    const target = new EventTarget()
    let requested = 0
    target.addEventListener('eip6963:requestProvider', () => requested++)
    createEip6963Discovery(target)
    expect(requested).toBe(1)
  })

  it('keeps valid wallets, ignores hostile ones, never throws', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    for (const v of vectors.valid)
      announce(target, Object.freeze({ info: v.info, provider: stubProvider() }))
    for (const v of vectors.invalidOrHostile)
      if (v.info) announce(target, Object.freeze({ info: v.info, provider: stubProvider() }))
    const rdns = discovery.getWallets().map((w) => w.info.rdns)
    // valid + the hostile ones that are accepted (with sanitised name or placeholder icon)
    expect(rdns).toEqual([
      'com.example.wallet',
      'io.pngwallet',
      'app.unicode',
      'com.extra',
      'com.evil',
      'com.scripty',
      'com.jsicon',
      'com.tracker',
      'io.metamask',
      'com.huge',
      'com.bigicon',
      'com.bidi',
      'com.zw',
    ])
  })

  it('detail-not-frozen: copies info, later mutation changes nothing', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const info = { ...reference }
    announce(target, { info, provider: stubProvider() })
    info.name = 'Changed'
    expect(discovery.getWallets()[0]?.info.name).toBe('Example Wallet')
  })

  it('detail-missing-provider and provider-without-request-fn are ignored', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    announce(target, { info: reference })
    announce(target, { info: reference, provider: { send: () => {} } })
    announce(target, { info: reference, provider: null })
    expect(discovery.getWallets()).toHaveLength(0)
  })

  it('announce-as-plain-Event is ignored', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    target.dispatchEvent(new Event('eip6963:announceProvider'))
    announce(target, null)
    announce(target, 'x')
    expect(discovery.getWallets()).toHaveLength(0)
  })

  it('a detail whose getter throws is ignored without breaking the page', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const detail = {
      get info(): unknown {
        throw new Error('boom')
      },
      provider: stubProvider(),
    }
    expect(() => announce(target, detail)).not.toThrow()
    expect(discovery.getWallets()).toHaveLength(0)
  })

  it('announce-storm: 1000 distinct wallets are capped', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    for (let i = 0; i < 1000; i++)
      announce(target, {
        info: { ...reference, uuid: uuid(i), rdns: `com.storm${i}` },
        provider: stubProvider(),
      })
    expect(discovery.getWallets()).toHaveLength(MAX_ANNOUNCED_WALLETS)
  })

  it('late-announce: a wallet announcing later still appears and subscribers hear it', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const seen: number[] = []
    discovery.subscribe((wallets) => seen.push(wallets.length))
    announce(target, { info: reference, provider: stubProvider() })
    expect(seen).toEqual([1])
  })

  it('re-announce-same-uuid-same-provider is idempotent', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const provider = stubProvider()
    announce(target, { info: reference, provider })
    announce(target, { info: reference, provider })
    expect(discovery.getWallets()).toHaveLength(1)
  })

  it('duplicate-uuid with another provider keeps the first', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    const first = stubProvider()
    announce(target, { info: reference, provider: first })
    const imposter = vectors.invalidOrHostile.find((v) => v.id === 'duplicate-uuid')!.info
    announce(target, { info: imposter, provider: stubProvider() })
    expect(discovery.getWallets()).toHaveLength(1)
    expect(discovery.getWallets()[0]?.provider).toBe(first)
    expect(discovery.getWallets()[0]?.info.name).toBe('Example Wallet')
  })

  it('a second wallet with the same rdns (another uuid) keeps the first', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    announce(target, { info: reference, provider: stubProvider() })
    announce(target, {
      info: { ...reference, uuid: uuid(7), name: 'Other' },
      provider: stubProvider(),
    })
    expect(discovery.getWallets().map((w) => w.info.name)).toEqual(['Example Wallet'])
  })

  it('covers every event-level vector', () => {
    expect(vectors.eventLevel.map((v) => v.id).sort()).toEqual([
      'announce-as-plain-Event',
      'announce-storm',
      'detail-missing-provider',
      'detail-not-frozen',
      'late-announce',
      'provider-without-request-fn',
      're-announce-same-uuid-same-provider',
    ])
  })

  it('stops listening after destroy', () => {
    const target = new EventTarget()
    const discovery = createEip6963Discovery(target)
    discovery.destroy()
    announce(target, { info: reference, provider: stubProvider() })
    expect(discovery.getWallets()).toHaveLength(0)
  })
})
