import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileString } from '../../../../scripts/fuzz/arbitraries.js'
import {
  checkAsyncProperty,
  DEFAULT_PROPERTY_RUNS,
  propertyParameters,
} from '../../../../scripts/fuzz/property-runs.js'
import type { FrameRequestType } from '../frame/frame-messages.js'
import { manualClock } from '../frame/frame-windows.test-helper.js'
import { createEmbeddedLoginStore } from '../storage/embedded-login.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createSocialLogin, isEmbeddedSocialProvider } from './embedded-social.js'
import { SOCIAL_RETURN_PARAMS } from './social-popup.js'

const REDIRECT_KEY = '@portico/social-redirect'
const USER = {
  address: '0x00000000000000000000000000000000000000a1',
  chainId: 1,
  accounts: [],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
  userName: 'ana',
}

/** The dapp page as the flow uses it: its address, history and session storage. */
function returnedPage(href: string, provider: string | undefined) {
  const session = new Map<string, string>()
  if (provider !== undefined) session.set(REDIRECT_KEY, provider)
  const page = {
    location: { href },
    history: {
      state: null,
      replaceState(_state: unknown, _title: string, url: URL) {
        page.location.href = url.toString()
      },
    },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => void session.set(key, value),
      removeItem: (key: string) => void session.delete(key),
    },
  }
  return { page, session }
}

const param = fc.constantFrom(
  ...SOCIAL_RETURN_PARAMS,
  'x',
  'portico_social_return',
  'Portico_Social',
)
/** The address a redirect login (or anyone's link) brings the dapp page back to. */
const address = fc
  .record({
    path: fc.webPath(),
    query: fc.array(fc.tuple(param, hostileString()), { maxLength: 6 }),
    hash: fc.option(hostileString(), { nil: undefined }),
  })
  .map(({ path, query, hash }) => {
    const url = new URL(`https://dapp.example${path}`)
    for (const [name, value] of query) url.searchParams.append(name, value)
    if (hash !== undefined) url.hash = hash
    return url.href
  })
const storedProvider = fc.option(
  fc.oneof(
    fc.constantFrom('google', 'x', 'github', 'discord', 'apple', 'facebook', 'farcaster', 'GitHub'),
    hostileString(),
  ),
  { nil: undefined },
)

describe('a dapp page back from a redirect social login (properties)', () => {
  it('any address and stored provider: the login is finished only for a return with a known provider, the result leaves the address and the rest of it stays', async () => {
    let finished = 0
    await checkAsyncProperty(
      'core social redirect return',
      fc.asyncProperty(address, storedProvider, async (href, provider) => {
        const { page, session } = returnedPage(href, provider)
        const requests: { type: FrameRequestType; payload: unknown }[] = []
        const social = createSocialLogin({
          request: (async (type: FrameRequestType, payload: unknown) => {
            requests.push({ type, payload })
            return USER
          }) as Parameters<typeof createSocialLogin>[0]['request'],
          login: createEmbeddedLoginStore(createMemoryStorage()),
          clock: { now: () => 0, ...manualClock() },
          window: () => page as unknown as Window,
          connectAuth: async () => undefined,
          socialConnected: () => undefined,
          socialTimedOut: () => undefined,
        })
        const before = new URL(href)
        const isReturn = before.searchParams.has(SOCIAL_RETURN_PARAMS[0])

        const result = await social.resumeSocialRedirect()

        if (!isReturn) {
          expect(result).toBeUndefined()
          expect(requests).toEqual([])
          expect(page.location.href).toBe(href)
          return
        }
        const after = new URL(page.location.href)
        const kept = [...before.searchParams].filter(
          ([name]) => !(SOCIAL_RETURN_PARAMS as readonly string[]).includes(name),
        )
        expect([...after.searchParams]).toEqual(kept)
        expect(after.origin + after.pathname + after.hash).toBe(
          before.origin + before.pathname + before.hash,
        )
        // A reload or a shared link does not replay it: the provider is forgotten too.
        expect(session.has(REDIRECT_KEY)).toBe(false)
        if (isEmbeddedSocialProvider(provider)) {
          finished++
          expect(result).toEqual({ userName: 'ana' })
          expect(requests).toEqual([{ type: 'CONNECT_SOCIAL', payload: { uri: href } }])
        } else {
          expect(result).toBeUndefined()
          expect(requests).toEqual([])
        }
      }),
    )
    if (propertyParameters().numRuns >= DEFAULT_PROPERTY_RUNS) expect(finished).toBeGreaterThan(0)
  })
})
