import { describe, expect, it } from 'vitest'
import { FrameTimeoutError } from '../errors/adapter-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import type { FrameRequestType } from '../frame/frame-messages.js'
import { manualClock } from '../frame/frame-windows.test-helper.js'
import { createEmbeddedLoginStore } from '../storage/embedded-login.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import {
  createSocialLogin,
  SOCIAL_POPUP_CHECK_MS,
  SOCIAL_TIMEOUT_MS,
  type SocialLoginDependencies,
} from './embedded-social.js'
import { isSocialReturn } from './social-popup.js'

const AUTHORIZE = 'http://127.0.0.1:4000/auth?client_id=portico-github&state=s'
const USER = {
  address: '0x00000000000000000000000000000000000000a1',
  chainId: 1,
  accounts: [],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa' as const,
  userName: 'ana',
}

/** A page with what the flow touches: its URL, history, session storage and a popup. */
function fakePage(href: string) {
  const session = new Map<string, string>()
  const page = {
    location: {
      href,
      assign(url: string) {
        page.assigned = url
      },
    },
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
    assigned: undefined as string | undefined,
  }
  return page
}
function fakePopup() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
}

function setup(
  page: ReturnType<typeof fakePage>,
  answer: (type: FrameRequestType, payload: unknown) => unknown,
  clock = manualClock(),
) {
  const calls: { type: FrameRequestType; payload: unknown; options: unknown }[] = []
  const events: string[] = []
  const login = createEmbeddedLoginStore(createMemoryStorage())
  const deps: SocialLoginDependencies = {
    request: (async (type: FrameRequestType, payload: unknown, options?: unknown) => {
      calls.push({ type, payload, options })
      return answer(type, payload)
    }) as SocialLoginDependencies['request'],
    login,
    clock: { now: () => 0, ...clock },
    window: () => page as unknown as Window,
    connectAuth: async () => void events.push('connectAuth'),
    socialConnected: (provider, userName) => void events.push(`connected ${provider} ${userName}`),
    socialTimedOut: () => void events.push('timeout alert'),
  }
  return { social: createSocialLogin(deps), calls, events, login, clock }
}

describe('social login through the frame', () => {
  it('popup: the provider page goes into the popup opened in the click; connected with the user name', async () => {
    const page = fakePage('https://dapp.example/shop?x=1')
    const popup = fakePopup()
    const { social, calls, events, login } = setup(page, (type) =>
      type === 'GET_SOCIAL_REDIRECT_URI' ? { uri: AUTHORIZE } : USER,
    )
    const result = await social.connectSocial('github', popup as unknown as Window)
    expect(result).toEqual({ userName: 'ana' })
    expect(popup.location.href).toBe(AUTHORIZE)
    expect(popup.closed).toBe(true)
    expect(calls.map((call) => [call.type, call.payload])).toEqual([
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github' }],
      ['CONNECT_SOCIAL', { uri: AUTHORIZE }],
    ])
    expect(calls[1]?.options).toEqual({ timeoutMs: SOCIAL_TIMEOUT_MS })
    expect(SOCIAL_TIMEOUT_MS).toBe(45_000)
    expect(events).toEqual(['connectAuth', 'connected github ana'])
    expect(login.get()).toBeDefined()
  })

  it('45 s without an answer: the social-timeout alert, the popup closed, the error passed on', async () => {
    const popup = fakePopup()
    const { social, events } = setup(fakePage('https://dapp.example/'), (type) => {
      if (type === 'GET_SOCIAL_REDIRECT_URI') return { uri: AUTHORIZE }
      throw new FrameTimeoutError()
    })
    await expect(social.connectSocial('google', popup as unknown as Window)).rejects.toBeInstanceOf(
      FrameTimeoutError,
    )
    expect(events).toEqual(['timeout alert'])
    expect(popup.closed).toBe(true)
  })

  it('no popup: the page goes to the provider and returns to itself', async () => {
    const page = fakePage('https://dapp.example/shop?x=1')
    const { social, calls } = setup(page, () => ({ uri: AUTHORIZE }))
    expect(await social.connectSocial('x', null)).toEqual({ redirected: true })
    expect(calls[0]?.payload).toEqual({ provider: 'x', returnUrl: 'https://dapp.example/shop?x=1' })
    expect(page.assigned).toBe(AUTHORIZE)
  })

  it('back from the provider: the kit finishes the login and the result (the one-time code too) leaves the address bar', async () => {
    const page = fakePage('https://dapp.example/shop?x=1')
    const { social, calls, events } = setup(page, (type) =>
      type === 'GET_SOCIAL_REDIRECT_URI' ? { uri: AUTHORIZE } : USER,
    )
    await social.connectSocial('discord', null)
    const back =
      'https://dapp.example/shop?x=1&portico_social=4b1d&portico_social_status=ok&portico_social_code=c0de'
    page.location.href = back
    expect(isSocialReturn(page as unknown as Window)).toBe(true)
    expect(await social.resumeSocialRedirect()).toEqual({ userName: 'ana' })
    expect(calls.at(-1)?.payload).toEqual({ uri: back })
    expect(page.location.href).toBe('https://dapp.example/shop?x=1')
    expect(events).toEqual(['connectAuth', 'connected discord ana'])
    // A reload of the cleaned page does nothing.
    expect(await social.resumeSocialRedirect()).toBeUndefined()
  })

  it('popup closed by the user: the frame is told at the next check, the wait ends declined at once', async () => {
    const popup = fakePopup()
    let cancel: (error: Error) => void = () => {}
    const { social, calls, events, clock } = setup(fakePage('https://dapp.example/'), (type) => {
      if (type === 'GET_SOCIAL_REDIRECT_URI') return { uri: AUTHORIZE }
      if (type === 'CANCEL_SOCIAL') {
        // The frame has no result for the attempt: its CONNECT_SOCIAL answers USER_REJECTED.
        cancel(new UserRejectedRequestError())
        return { cancelled: true }
      }
      return new Promise((_resolve, reject) => {
        cancel = reject
      })
    })
    const login = social.connectSocial('github', popup as unknown as Window)
    const outcome = expect(login).rejects.toBeInstanceOf(UserRejectedRequestError)
    await Promise.resolve()
    clock.advance(SOCIAL_POPUP_CHECK_MS)
    expect(calls.map((call) => call.type)).not.toContain('CANCEL_SOCIAL')
    popup.closed = true
    clock.advance(SOCIAL_POPUP_CHECK_MS)
    await outcome
    expect(calls.map((call) => call.type)).toEqual([
      'GET_SOCIAL_REDIRECT_URI',
      'CONNECT_SOCIAL',
      'CANCEL_SOCIAL',
    ])
    expect(events).toEqual([])
    // Nothing keeps looking at the popup.
    expect(clock.pending()).toBe(0)
  })

  it('popup closed by its last page after the result: the frame keeps the login, the user is connected', async () => {
    const popup = fakePopup()
    let answer: (user: typeof USER) => void = () => {}
    const { social, events, clock } = setup(fakePage('https://dapp.example/'), (type) => {
      if (type === 'GET_SOCIAL_REDIRECT_URI') return { uri: AUTHORIZE }
      if (type === 'CANCEL_SOCIAL') {
        answer(USER)
        return { cancelled: false }
      }
      return new Promise((resolve) => {
        answer = resolve
      })
    })
    const login = social.connectSocial('google', popup as unknown as Window)
    await Promise.resolve()
    popup.closed = true
    clock.advance(SOCIAL_POPUP_CHECK_MS)
    expect(await login).toEqual({ userName: 'ana' })
    expect(events).toEqual(['connectAuth', 'connected google ana'])
    expect(clock.pending()).toBe(0)
  })
})
