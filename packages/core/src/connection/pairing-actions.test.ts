import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import { flush, testKit } from '../app-kit/kit.test-helper.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../state/pairing.js'
import type { KitStorage } from '../storage/kit-storage.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { type MockAdapter, mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { Connector } from '../types/connector.js'
import {
  createWalletConnectStorage,
  WALLETCONNECT_DEEPLINK_CHOICE_KEY,
} from '../walletconnect/walletconnect-storage.js'

const wc: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const TELEGRAM =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.0'

const ANDROID_DISCORD =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Discord/230.15'
const IOS_TIKTOK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 BytedanceWebview/d8a21c6'

beforeEach(() => {
  vi.useFakeTimers()
})

/**
 * A kit whose mock wallet answers connect like a WalletConnect wallet: each request shows a new
 * pairing URI, then waits until the test approves it (or fails it).
 */
async function walletConnectKit(
  userAgent = DESKTOP,
  connectors: Connector[] = [wc],
  storage: KitStorage = createMemoryStorage(),
) {
  const kit = testKit({
    adapters: [mockAdapter({ accounts: [ALICE], connectors })],
    userAgent,
    storage,
  })
  await kit.ready
  await kit.preload()
  const adapter = kit.getAdapter('eip155') as ChainAdapter & MockAdapter
  const original = adapter.connect.bind(adapter)
  let requests = 0
  let pending: { approve(): void; fail(error: Error): void } | undefined
  adapter.connect = (params) => {
    requests += 1
    adapter.mock.emitDisplayUri(`wc:pairing-${requests}@2?relay-protocol=irn&symKey=abc`)
    return new Promise((resolve, reject) => {
      pending = {
        approve: () => original(params).then(resolve, reject),
        fail: reject,
      }
    })
  }
  const openView = () => {
    // The kit starts the pairing when the view is shown (the flows' code is in already).
    kit.open({ view: 'ConnectingWalletConnect', data: { connectorId: 'walletConnect' } })
  }
  return {
    kit,
    openView,
    requests: () => requests,
    approve: async () => {
      pending?.approve()
      await flush()
    },
    fail: async (message: string) => {
      pending?.fail(new Error(message))
      await flush()
    },
  }
}

describe('WalletConnect pairing flow (SPEC §4 "Pairing")', () => {
  it('asks for a pairing when the view opens and closes the modal once the wallet approves', async () => {
    const t = await walletConnectKit()
    t.openView()
    expect(t.requests()).toBe(1)
    expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-1')
    expect(t.kit.getSnapshot().pairingFlow.status).toBe('waiting')
    await t.approve()
    expect(t.kit.getConnectionStatus('eip155')).toBe('connected')
    expect(t.kit.getSnapshot().modal.open).toBe(false)
    expect(t.kit.getSnapshot().pairingFlow.status).toBe('idle')
  })

  it('refreshes the pairing when 10 s or less of its 4 minutes remain', async () => {
    const t = await walletConnectKit()
    t.openView()
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(t.requests()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(t.requests()).toBe(2)
    expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-2')
    // The new pairing gets its own 4 minutes.
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    expect(t.requests()).toBe(3)
  })

  it('a change of the kit while the view shows (no new showing) asks once', async () => {
    const t = await walletConnectKit()
    t.openView()
    t.kit.setLoading(true)
    t.kit.setLoading(false)
    expect(t.requests()).toBe(1)
  })

  it('asks nothing while no pairing view is shown', async () => {
    const t = await walletConnectKit()
    t.kit.open({ view: 'Connect' })
    await t.kit.retryPairing()
    expect(t.requests()).toBe(0)
  })

  it('leaving the view ends the flow: no refresh afterwards', async () => {
    const t = await walletConnectKit()
    t.openView()
    t.kit.close()
    expect(t.kit.getSnapshot().pairingFlow.status).toBe('idle')
    vi.advanceTimersByTime(2 * PAIRING_LIFETIME_MS)
    expect(t.requests()).toBe(1)
  })

  it('in an in-messenger browser, coming back reuses the unexpired pairing; its approval closes the modal', async () => {
    const t = await walletConnectKit(TELEGRAM)
    t.openView()
    t.kit.close()
    vi.advanceTimersByTime(60_000)
    t.openView()
    expect(t.requests()).toBe(1)
    expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-1')
    expect(t.kit.getSnapshot().pairingFlow.status).toBe('waiting')
    await t.approve()
    expect(t.kit.getSnapshot().modal.open).toBe(false)
  })

  it('in an in-messenger browser, an expired pairing (10 s or less left) is not reused', async () => {
    const t = await walletConnectKit(TELEGRAM)
    t.openView()
    t.kit.close()
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    t.openView()
    expect(t.requests()).toBe(2)
    expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-2')
  })

  it('the in-app browsers of the social-login rule reuse the pairing too (one list): Discord, TikTok', async () => {
    for (const userAgent of [ANDROID_DISCORD, IOS_TIKTOK]) {
      const t = await walletConnectKit(userAgent)
      t.openView()
      t.kit.close()
      vi.advanceTimersByTime(60_000)
      t.openView()
      expect(t.requests()).toBe(1)
      expect(t.kit.getSnapshot().pairing?.uri).toContain('pairing-1')
      t.kit.destroy()
    }
  })

  it('elsewhere, coming back makes a new pairing', async () => {
    const t = await walletConnectKit(DESKTOP)
    t.openView()
    t.kit.close()
    t.openView()
    expect(t.requests()).toBe(2)
  })

  it('a failed request shows its message and stops refreshing; retry asks again', async () => {
    const t = await walletConnectKit()
    t.openView()
    await t.fail('Relay unreachable')
    expect(t.kit.getSnapshot().pairingFlow).toMatchObject({
      status: 'failed',
      error: 'Relay unreachable',
    })
    vi.advanceTimersByTime(PAIRING_LIFETIME_MS)
    expect(t.requests()).toBe(1)
    t.kit.retryPairing()
    expect(t.requests()).toBe(2)
    expect(t.kit.getSnapshot().pairingFlow.status).toBe('waiting')
    await t.approve()
    expect(t.kit.getSnapshot().modal.open).toBe(false)
  })

  it('without a WalletConnect connector, fails with "WalletConnect is not available."', async () => {
    const t = await walletConnectKit(DESKTOP, [
      { id: 'mock', name: 'Mock', type: 'INJECTED', chain: 'eip155', installed: true },
    ])
    t.openView()
    expect(t.requests()).toBe(0)
    expect(t.kit.getSnapshot().pairingFlow.error).toBe('WalletConnect is not available.')
    t.kit.close()
    expect(t.kit.getSnapshot().pairingFlow.status).toBe('idle')
  })

  it('destroy clears the refresh timer', async () => {
    const t = await walletConnectKit()
    t.openView()
    await t.kit.destroy()
    vi.advanceTimersByTime(2 * PAIRING_LIFETIME_MS)
    expect(t.requests()).toBe(1)
  })
})

describe('the deep-link choice (SPEC §3, §4)', () => {
  const ANDROID_CHROME =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
  const rainbow = {
    connectorId: 'walletConnect',
    walletId: 'rainbow-id',
    walletName: 'Rainbow',
    mobileLink: 'rainbow:',
  }
  /** What WalletConnect's sign client reads before each request it sends (its storage, its key). */
  const readByWalletConnect = (storage: KitStorage) =>
    createWalletConnectStorage(storage).getItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY)

  it('a phone connect through a wallet link saves the choice; after a reload it is still read; a disconnect clears it', async () => {
    const storage = createMemoryStorage()
    const t = await walletConnectKit(ANDROID_CHROME, [wc], storage)
    t.kit.open({ view: 'ConnectingWalletConnect', data: rainbow })
    await t.approve()
    expect(t.kit.getConnectionStatus()).toBe('connected')
    const saved = { href: 'rainbow://', name: 'Rainbow' }
    expect(await readByWalletConnect(storage)).toEqual(saved)

    // The user comes back from the wallet and the page reloads: the choice is read again.
    t.kit.destroy()
    const back = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], connectors: [wc] })],
      storage,
    })
    await back.ready
    expect(back.getConnectionStatus()).toBe('connected')
    expect(await readByWalletConnect(storage)).toEqual(saved)

    await back.disconnect()
    expect(await readByWalletConnect(storage)).toBeUndefined()
  })

  it('WalletConnect ending the session removes it; an unsafe link is never saved', async () => {
    const storage = createMemoryStorage()
    const t = await walletConnectKit(ANDROID_CHROME, [wc], storage)
    t.kit.open({ view: 'ConnectingWalletConnect', data: rainbow })
    expect(await readByWalletConnect(storage)).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    await createWalletConnectStorage(storage).removeItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY)
    expect(await readByWalletConnect(storage)).toBeUndefined()
    await createWalletConnectStorage(storage).setItem(WALLETCONNECT_DEEPLINK_CHOICE_KEY, {
      href: 'javascript:alert(1)',
      name: 'x',
    })
    expect(await readByWalletConnect(storage)).toBeUndefined()
  })

  it('a pairing with no wallet picked forgets an earlier choice; a desktop connect saves none', async () => {
    const storage = createMemoryStorage()
    const phone = await walletConnectKit(ANDROID_CHROME, [wc], storage)
    phone.kit.open({ view: 'ConnectingWalletConnect', data: rainbow })
    expect(await readByWalletConnect(storage)).toBeDefined()
    phone.kit.close()
    phone.kit.open({ view: 'ConnectingWalletConnectBasic' })
    expect(await readByWalletConnect(storage)).toBeUndefined()
    phone.kit.destroy()

    const desktopStorage = createMemoryStorage()
    const desktop = await walletConnectKit(DESKTOP, [wc], desktopStorage)
    desktop.kit.open({ view: 'ConnectingWalletConnect', data: rainbow })
    await desktop.approve()
    expect(desktop.kit.getConnectionStatus()).toBe('connected')
    expect(await readByWalletConnect(desktopStorage)).toBeUndefined()
  })
})
