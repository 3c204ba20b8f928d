import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Unsubscribe } from '../adapter/chain-adapter.js'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import type { EmbeddedFrame, EmbeddedFrameOptions } from '../frame/embedded-frame.js'
import { createFrameChannel } from '../frame/frame-channel.js'
import { frameHeader } from '../frame/frame-envelope.js'
import type { Clock } from '../lifecycle/clock.js'
import { createEmbeddedLoginStore } from '../storage/embedded-login.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createEmbeddedWallet, type EmbeddedWalletDependencies } from './embedded-wallet.js'

// The frame module is replaced by one whose frame answers on a real MessageChannel, so these
// tests see what the kit's actions load, when, and what they send.

let now = 1_000_000
const clock: Clock = {
  now: () => now,
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setUp(options: Partial<EmbeddedWalletDependencies> = {}) {
  const loads: string[] = []
  const received: { type: string; payload: unknown }[] = []
  const shownFor: [string, boolean][] = []
  const frames: { destroyed: boolean; visible: boolean }[] = []
  const tracked: Unsubscribe[] = []
  const ports: MessagePort[] = []
  const frameSession = { isConnected: true }
  const storage = createMemoryStorage()
  let failNext = false
  /** Requests of these types wait for the test's answer (`answer`) instead of one at once. */
  const held = new Map<string, ((type: string, payload: unknown) => void) | undefined>()
  const loadFrameModule = async () => ({
    EMBEDDED_FRAME_Z_INDEX: '999999',
    async loadEmbeddedFrame({
      frameUrl,
      onEvent,
      timeoutMs,
    }: Pick<EmbeddedFrameOptions, 'frameUrl' | 'onEvent' | 'timeoutMs'>): Promise<EmbeddedFrame> {
      loads.push(frameUrl)
      if (failNext) {
        failNext = false
        throw new EmailLoginDependencyError()
      }
      const { port1, port2 } = new MessageChannel()
      port2.onmessage = (event) => {
        const { id, type, payload } = event.data as { id: string; type: string; payload: unknown }
        received.push({ type, payload })
        // Whether the frame was shown when the request reached it (the user sees its card).
        shownFor.push([type, frames.at(-1)?.visible === true])
        const answers: Record<string, unknown> = {
          EMAIL_LOGIN: { email: 'ada@example.com' },
          IS_CONNECTED: { isConnected: frameSession.isConnected },
          SWITCH_NETWORK: { chainId: 10 },
          GET_FARCASTER_URI: { url: 'https://farcaster.xyz/~/siwf?channelToken=abc' },
          CONNECT_FARCASTER: { userName: 'alice' },
        }
        const reply = (replyType: string, replyPayload: unknown) =>
          port2.postMessage({ ...frameHeader(), id, type: replyType, payload: replyPayload })
        if (held.has(type)) held.set(type, reply)
        else reply(`${type}_SUCCESS`, answers[type] ?? {})
      }
      ports.push(port2)
      const channel = createFrameChannel({
        port: port1,
        clock,
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
        ...(onEvent ? { onEvent } : {}),
      })
      const state = { destroyed: false, visible: false }
      frames.push(state)
      cleanups.push(() => {
        channel.close()
        port2.close()
      })
      return {
        channel,
        frameOrigin: new URL(frameUrl).origin,
        show: () => {
          state.visible = true
        },
        hide: () => {
          state.visible = false
        },
        destroy: () => {
          state.destroyed = true
          channel.close()
        },
        syncTheme: () => {},
        reload: async () => {},
      }
    },
  })
  const wallet = createEmbeddedWallet({
    options: { frameUrl: 'https://wallet.example/' },
    projectId: 'p',
    chainId: () => 1,
    version: 'test',
    debug: false,
    clock,
    login: createEmbeddedLoginStore(storage),
    track: (unsubscribe) => {
      tracked.push(unsubscribe)
      return unsubscribe
    },
    warn: () => {},
    loadFrameModule: loadFrameModule as EmbeddedWalletDependencies['loadFrameModule'],
    ...options,
  })
  return {
    wallet,
    loads,
    received,
    shownFor,
    frames,
    storage,
    frameSession,
    /** Requests of `type` wait until `answer(type, ...)` (the user deciding in the frame). */
    hold: (type: string) => held.set(type, undefined),
    /** Whether a held request of `type` reached the frame. */
    arrived: (type: string) => held.get(type) !== undefined,
    answer: (type: string, replyType: string, payload: unknown) =>
      held.get(type)?.(replyType, payload),
    /** The frame's end of the channel (to send events). */
    framePort: () => ports.at(-1),
    destroy: () => {
      for (const unsubscribe of tracked) unsubscribe()
    },
    failNextLoad: () => {
      failNext = true
    },
  }
}

describe('createEmbeddedWallet', () => {
  it('loads nothing until the first action, then one frame for every later action', async () => {
    const { wallet, loads, received } = setUp()
    expect(loads).toEqual([])
    expect(await wallet.connectEmail()).toEqual({ email: 'ada@example.com' })
    expect(await wallet.isConnected()).toBe(true)
    expect(loads).toEqual(['https://wallet.example/'])
    // Nothing the user types travels: the login is asked for with an empty payload.
    expect(received).toEqual([
      { type: 'EMAIL_LOGIN', payload: {} },
      { type: 'IS_CONNECTED', payload: {} },
    ])
  })

  it("shows the frame for the email card's whole step and hides it after", async () => {
    const { wallet, frames, shownFor } = setUp()
    await wallet.connectEmail()
    expect(frames[0]?.visible).toBe(false)
    await wallet.isConnected()
    expect(shownFor).toEqual([
      ['EMAIL_LOGIN', true],
      ['IS_CONNECTED', false],
    ])
  })

  it('without embeddedWallet.frameUrl gives "Unable to load email login dependency"', async () => {
    const { wallet, loads } = setUp({ options: undefined })
    await expect(wallet.isConnected()).rejects.toThrow('Unable to load email login dependency')
    expect(loads).toEqual([])
  })

  it('loads again after a failed load', async () => {
    const { wallet, loads, failNextLoad } = setUp()
    failNextLoad()
    await expect(wallet.isConnected()).rejects.toBeInstanceOf(EmailLoginDependencyError)
    expect(await wallet.isConnected()).toBe(true)
    expect(loads).toHaveLength(2)
  })

  it('shows and hides the frame, and kit.destroy() removes it', async () => {
    const { wallet, frames, destroy } = setUp()
    await wallet.setFrameVisible(true)
    expect(frames[0]).toEqual({ destroyed: false, visible: true })
    await wallet.setFrameVisible(false)
    destroy()
    expect(frames[0]?.destroyed).toBe(true)
    await expect(wallet.isConnected()).rejects.toBeInstanceOf(EmailLoginDependencyError)
  })

  it('shows the frame while SWITCH_NETWORK is pending (its Switch network card), with no step timeout', async () => {
    const approvals: string[] = []
    const ended: string[] = []
    const hooks = {
      connectAuth: async () => {},
      disconnectAuth: async () => false,
      emailUpdated: () => {},
      beginApproval: (method: string) => {
        approvals.push(method)
        return () => ended.push(method)
      },
    }
    const { wallet, frames, shownFor, hold, arrived, answer } = setUp({
      // A step timeout shorter than the user's decision: it must not apply to the switch.
      options: { frameUrl: 'https://wallet.example/', timeoutMs: 20 },
      hooks,
    })
    hold('SWITCH_NETWORK')
    const switched = wallet.request('SWITCH_NETWORK', { chainId: 10 })
    await vi.waitFor(() => expect(arrived('SWITCH_NETWORK')).toBe(true))
    expect(shownFor).toEqual([['SWITCH_NETWORK', true]])
    expect(frames[0]?.visible).toBe(true)
    // The modal shows ApproveTransaction meanwhile, as for a not-safe RPC request.
    expect(approvals).toEqual(['wallet_switchEthereumChain'])
    await new Promise((resolve) => setTimeout(resolve, 60))
    answer('SWITCH_NETWORK', 'SWITCH_NETWORK_SUCCESS', { chainId: 10 })
    expect(await switched).toEqual({ chainId: 10 })
    expect(frames[0]?.visible).toBe(false)
    expect(ended).toEqual(['wallet_switchEthereumChain'])

    // Reject on the card: the user-rejected error (4001), the frame hidden again.
    hold('SWITCH_NETWORK')
    const rejected = wallet.request('SWITCH_NETWORK', { chainId: 137 })
    await vi.waitFor(() => expect(arrived('SWITCH_NETWORK')).toBe(true))
    expect(frames[0]?.visible).toBe(true)
    answer('SWITCH_NETWORK', 'SWITCH_NETWORK_ERROR', {
      code: 'USER_REJECTED',
      message: 'User rejected the network switch',
    })
    await expect(rejected).rejects.toMatchObject({ code: 4001 })
    expect(frames[0]?.visible).toBe(false)
    expect(ended).toHaveLength(2)
  })

  it('keeps the last chain the frame reported, and forgets the login on SIGN_OUT', async () => {
    const { wallet, storage, received } = setUp()
    await wallet.connectEmail()
    expect(wallet.storedLogin()).toEqual({
      emailLogin: true,
      email: 'ada@example.com',
      lastChainId: undefined,
    })
    await wallet.request('SWITCH_NETWORK', { chainId: 10 })
    expect(wallet.storedLogin()?.lastChainId).toBe(10)
    storage.setItem('@portico/social-username', JSON.stringify({ v: 1, value: 'ada' }))
    await wallet.signOut()
    expect(received.at(-1)?.type).toBe('SIGN_OUT')
    expect(wallet.storedLogin()).toBeUndefined()
    expect(storage.getItem('@portico/social-username')).toBeNull()
  })

  it('Farcaster: the URI from the frame, then connect (no step timeout) keeps the social login and connects AUTH', async () => {
    let connected = 0
    const social: string[] = []
    const { wallet, received, storage, framePort } = setUp({
      hooks: {
        connectAuth: async () => {
          connected += 1
        },
        socialConnected: (provider, userName) => {
          social.push(`${provider}:${userName}`)
        },
        disconnectAuth: async () => false,
        emailUpdated: () => {},
        beginApproval: () => () => {},
      },
    })
    expect(await wallet.getFarcasterUri()).toEqual({
      url: 'https://farcaster.xyz/~/siwf?channelToken=abc',
    })
    const port = framePort()
    if (!port) throw new Error('no frame')
    const answer = port.onmessage
    let held: MessageEvent | undefined
    let arrived: () => void = () => {}
    const heldArrived = new Promise<void>((resolve) => {
      arrived = resolve
    })
    // The user takes longer than the 30 s step timeout to approve in their Farcaster app.
    port.onmessage = (event) => {
      held = event
      arrived()
    }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const connecting = wallet.connectFarcaster()
      await heldArrived
      now += 60_000
      vi.advanceTimersByTime(60_000)
      if (held) answer?.call(port, held)
      expect(await connecting).toEqual({ userName: 'alice' })
    } finally {
      vi.useRealTimers()
    }
    expect(received.map((r) => r.type)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER'])
    expect(connected).toBe(1)
    expect(social).toEqual(['farcaster:alice'])
    expect(wallet.storedLogin()).toEqual({
      emailLogin: false,
      email: undefined,
      lastChainId: undefined,
    })
    expect(JSON.parse(storage.getItem('@portico/social-provider') ?? '{}').value).toBe('farcaster')
    expect(JSON.parse(storage.getItem('@portico/social-username') ?? '{}').value).toBe('alice')
  })

  it('Farcaster: leaving the view aborts the wait for the Farcaster app', async () => {
    const { wallet, framePort } = setUp()
    await wallet.getFarcasterUri()
    const port = framePort()
    // This frame never answers the connect: the user is still scanning.
    if (port) port.onmessage = () => {}
    const controller = new AbortController()
    const waiting = wallet.connectFarcaster({ signal: controller.signal })
    controller.abort()
    await expect(waiting).rejects.toThrow('Request was aborted')
    expect(wallet.storedLogin()).toBeUndefined()
  })

  it('signing out forgets the login here even when the frame cannot be loaded', async () => {
    const { wallet, storage, failNextLoad } = setUp()
    createEmbeddedLoginStore(storage).setEmailLogin('ada@example.com')
    expect(wallet.storedLogin()?.emailLogin).toBe(true)
    failNextLoad()
    await expect(wallet.signOut()).rejects.toBeInstanceOf(EmailLoginDependencyError)
    expect(wallet.storedLogin()).toBeUndefined()
  })

  it("tells the frame's session events, and forgets the login when the session ended", async () => {
    const { wallet, framePort } = setUp()
    await wallet.connectEmail()
    const updates: unknown[] = []
    const seen = new Promise<void>((resolve) => {
      wallet.watchSession((update) => {
        updates.push(update)
        resolve()
      })
    })
    framePort()?.postMessage({
      ...frameHeader(),
      type: 'SESSION_UPDATE',
      payload: { isConnected: false },
    })
    await seen
    expect(updates).toEqual([{ isConnected: false }])
    expect(wallet.storedLogin()).toBeUndefined()
  })

  it('forgets the login when the frame says its session is gone (a restore found nothing)', async () => {
    const { wallet, storage, frameSession } = setUp()
    frameSession.isConnected = false
    createEmbeddedLoginStore(storage).setEmailLogin('ada@example.com')
    expect(wallet.storedLogin()?.emailLogin).toBe(true)
    expect(await wallet.isConnected()).toBe(false)
    expect(wallet.storedLogin()).toBeUndefined()
  })
})
