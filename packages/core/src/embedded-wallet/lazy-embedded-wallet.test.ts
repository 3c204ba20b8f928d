import { describe, expect, it } from 'vitest'
import { EmailLoginDependencyError } from '../errors/adapter-errors.js'
import type { EmbeddedSessionUpdate, EmbeddedWalletActions } from './embedded-wallet.js'
import { type EmbeddedWalletStart, lazyEmbeddedWallet } from './lazy-embedded-wallet.js'

// The stand-in between the kit and the embedded wallet's code: what it downloads, when, and that
// a call made before the code is in reaches it. The implementation here records what it is asked;
// the real one is tested through createAppKit (embedded-auth, embedded-account-type tests).

function implementation() {
  const calls: string[] = []
  const listeners = new Set<(update: EmbeddedSessionUpdate) => void>()
  const wallet = {
    async connectEmail() {
      calls.push('connectEmail')
      return { email: 'ada@example.com' }
    },
    async isConnected() {
      calls.push('isConnected')
      return true
    },
    async connectSocial(provider: string) {
      calls.push(`connectSocial ${provider}`)
      return { userName: 'ana' }
    },
    storedLogin: () => ({ emailLogin: true, email: 'ada@example.com', lastChainId: 1 }),
    watchSession(listener: (update: EmbeddedSessionUpdate) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as EmbeddedWalletActions
  const start: EmbeddedWalletStart = {
    wallet,
    async setPreferredAccountType(namespace, type) {
      calls.push(`setPreferredAccountType ${namespace} ${type}`)
    },
  }
  const emit = (update: EmbeddedSessionUpdate) => {
    for (const listener of listeners) listener(update)
  }
  return { start, calls, emit }
}

function setUp(options: { frameUrl: string; document?: Document } | undefined) {
  const impl = implementation()
  let loads = 0
  let failNext = false
  let destroyed = false
  const lazy = lazyEmbeddedWallet(options, {
    destroyed: () => destroyed,
    load: async () => {
      loads += 1
      if (failNext) {
        failNext = false
        throw new Error('chunk failed to load')
      }
      return impl.start
    },
  })
  return {
    lazy,
    impl,
    loads: () => loads,
    failNextLoad: () => {
      failNext = true
    },
    destroy: () => {
      destroyed = true
    },
  }
}

const FRAME = { frameUrl: 'https://wallet.example/' }

describe('kit.embeddedWallet before its code is in', () => {
  it('without createAppKit({ embeddedWallet }) downloads nothing and every action rejects', async () => {
    const { lazy, loads } = setUp(undefined)
    await expect(lazy.actions.connectEmail()).rejects.toThrow(
      'Unable to load email login dependency',
    )
    await expect(lazy.actions.isConnected()).rejects.toBeInstanceOf(EmailLoginDependencyError)
    await expect(lazy.actions.connectSocial('google')).rejects.toBeInstanceOf(
      EmailLoginDependencyError,
    )
    await expect(lazy.load()).rejects.toBeInstanceOf(EmailLoginDependencyError)
    expect(lazy.actions.storedLogin()).toBeUndefined()
    expect(loads()).toBe(0)
    expect(lazy.loaded()).toBeUndefined()
  })

  it('a call before the code is in downloads it once and reaches the implementation', async () => {
    const { lazy, impl, loads } = setUp(FRAME)
    expect(lazy.actions.storedLogin()).toBeUndefined()
    const [answer, connected] = await Promise.all([
      lazy.actions.connectEmail(),
      lazy.actions.isConnected(),
    ])
    expect(answer).toEqual({ email: 'ada@example.com' })
    expect(connected).toBe(true)
    expect(impl.calls).toEqual(['connectEmail', 'isConnected'])
    expect(loads()).toBe(1)
    expect(lazy.loaded()).toBe(impl.start)
    expect(lazy.actions.storedLogin()?.email).toBe('ada@example.com')
  })

  it('session listeners added before the code is in hear its events, until they unsubscribe', async () => {
    const { lazy, impl } = setUp(FRAME)
    const heard: EmbeddedSessionUpdate[] = []
    const stop = lazy.actions.watchSession((update) => heard.push(update))
    await lazy.load()
    impl.emit({ isConnected: true, address: '0x1' } as EmbeddedSessionUpdate)
    stop()
    impl.emit({ isConnected: false } as EmbeddedSessionUpdate)
    expect(heard).toEqual([{ isConnected: true, address: '0x1' }])
  })

  it('a failed download is tried again by the next call', async () => {
    const { lazy, loads, failNextLoad } = setUp(FRAME)
    failNextLoad()
    await expect(lazy.actions.isConnected()).rejects.toThrow('chunk failed to load')
    expect(await lazy.actions.isConnected()).toBe(true)
    expect(loads()).toBe(2)
  })

  it('a destroyed kit downloads nothing', async () => {
    const { lazy, loads, destroy } = setUp(FRAME)
    destroy()
    await expect(lazy.actions.isConnected()).rejects.toBeInstanceOf(EmailLoginDependencyError)
    expect(loads()).toBe(0)
  })

  it('a social login clicked before the code is in opens its popup in the click, closed if the code fails', async () => {
    const opened: { closed: boolean; close(): void }[] = []
    const page = {
      open: () => {
        const popup = {
          closed: false,
          close() {
            popup.closed = true
          },
        }
        opened.push(popup)
        return popup
      },
    }
    const { lazy, impl, failNextLoad } = setUp({
      ...FRAME,
      document: { defaultView: page } as unknown as Document,
    })
    failNextLoad()
    const failed = lazy.actions.connectSocial('google')
    // Opened synchronously: a popup opened after an await is blocked by the browser.
    expect(opened).toHaveLength(1)
    await expect(failed).rejects.toThrow('chunk failed to load')
    expect(opened[0]?.closed).toBe(true)

    expect(await lazy.actions.connectSocial('github')).toEqual({ userName: 'ana' })
    expect(impl.calls).toEqual(['connectSocial github'])
    // Once the code is in, the implementation opens the popup itself.
    expect(await lazy.actions.connectSocial('x', { redirect: true })).toEqual({ userName: 'ana' })
    expect(opened).toHaveLength(2)
  })
})
