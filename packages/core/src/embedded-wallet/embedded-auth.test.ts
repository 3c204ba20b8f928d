import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { RpcMethodNotAllowedError } from '../errors/http-errors.js'
import { FrameHandlerError, type FrameHandlers } from '../frame/frame-host.js'
import { manualClock } from '../frame/frame-windows.test-helper.js'
import type { Clock } from '../lifecycle/clock.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { eoaFrameUser, frameAuthAdapter, useEmbeddedKits } from './embedded-kit.test-helper.js'

// The kit's email login through a frame host on the other end of a real handshake and
// MessageChannel (core's `createFramePage`), with an eip155 adapter whose AUTH connector asks the
// frame for the user, as adapter-evm's does.

const ADDRESS = '0x2222222222222222222222222222222222222222'
const startKit = useEmbeddedKits()

/** What the frame keeps in its own origin's storage: it outlives a reload of the dapp. */
interface FrameSession {
  signedIn: boolean
  email: string
}

/** What the user does in the frame's email card: finishes it, or presses Cancel. */
type CardOutcome = 'done' | 'cancel'

/**
 * A frame whose email card ends as the test says (`card.outcome`: the user typed the address and
 * the code in the frame) and signs with the test's answer once "approved".
 */
function frameHandlers(
  log: string[],
  approve: { answer: () => Promise<string> },
  card: { outcome: () => Promise<CardOutcome> },
  session: FrameSession,
): FrameHandlers {
  const user = () => eoaFrameUser(ADDRESS, session.email)
  const logged =
    <T>(type: string, answer: () => T) =>
    () => {
      log.push(type)
      return answer()
    }
  const typed = async (signal: AbortSignal) => {
    const outcome = await Promise.race([
      card.outcome(),
      new Promise<'withdrawn'>((resolve) =>
        signal.addEventListener('abort', () => resolve('withdrawn')),
      ),
    ])
    if (outcome === 'withdrawn') log.push('card withdrawn')
    if (outcome !== 'done')
      throw new FrameHandlerError('USER_REJECTED', 'User rejected the request')
  }
  return {
    EMAIL_LOGIN: async (_payload, { signal }) => {
      log.push('EMAIL_LOGIN')
      await typed(signal)
      session.signedIn = true
      return { email: session.email }
    },
    GET_USER: logged('GET_USER', user),
    IS_CONNECTED: logged('IS_CONNECTED', () => ({ isConnected: session.signedIn })),
    SIGN_OUT: logged('SIGN_OUT', () => {
      session.signedIn = false
      return {}
    }),
    EMAIL_UPDATE: async (_payload, { signal }) => {
      log.push('EMAIL_UPDATE')
      await typed(signal)
      session.email = 'grace@example.com'
      return { email: session.email }
    },
    RPC_REQUEST: async ({ method }) => {
      log.push(method)
      if (method === 'eth_chainId') return { result: '0x1' }
      return { result: await approve.answer() }
    },
  }
}

async function setUp(
  storage = createMemoryStorage(),
  session: FrameSession = { signedIn: false, email: 'ada@example.com' },
  options: { card?: () => Promise<CardOutcome>; clock?: Clock } = {},
) {
  const log: string[] = []
  const card = { outcome: options.card ?? (async () => 'done' as const) }
  // The frame's user: a request waits in `asked` until the test answers it.
  const asked: { resolve(signature: string): void; reject(error: Error): void }[] = []
  let onAsked = () => {}
  const approve = {
    answer: () =>
      new Promise<string>((resolve, reject) => {
        asked.push({ resolve, reject })
        onAsked()
      }),
  }
  /** The user's answer in the frame: a signature, or a refusal. */
  const approveWith = async (answer: string | Error) => {
    if (asked.length === 0)
      await new Promise<void>((resolve) => {
        onAsked = resolve
      })
    const next = asked.shift()
    if (typeof answer === 'string') next?.resolve(answer)
    else next?.reject(answer)
  }
  const { kit, page } = await startKit({
    handlers: frameHandlers(log, approve, card, session),
    adapter: frameAuthAdapter(ADDRESS),
    options: { storage, ...(options.clock ? { clock: options.clock } : {}) },
  })
  return { kit, log, page, storage, approveWith }
}

describe('kit.embeddedWallet: email login through the AUTH connector', () => {
  it('loads no frame at start; connectEmail shows the frame for its card, hides it after, resolves once connected (user.email, AUTH)', async () => {
    const typed = deferred<CardOutcome>()
    const { kit, log, page, storage } = await setUp(undefined, undefined, {
      card: () => typed.promise,
    })
    expect(page.loads()).toBe(0)
    const login = kit.embeddedWallet.connectEmail()
    await vi.waitFor(() => expect(log).toContain('EMAIL_LOGIN'))
    // The user types the address and the code in the frame, shown over the modal meanwhile.
    expect(page.visible()).toBe(true)
    typed.resolve('done')
    expect(await login).toEqual({ email: 'ada@example.com' })
    expect(page.visible()).toBe(false)

    expect(kit.getConnectionStatus('eip155')).toBe('connected')
    const account = kit.getAccount('eip155')
    expect(account?.address).toBe(ADDRESS)
    expect(account?.user?.email).toBe('ada@example.com')
    expect(account?.connectedWalletInfo).toEqual({ name: 'Email', type: 'AUTH' })
    expect(log).toEqual(['EMAIL_LOGIN', 'GET_USER'])
    // The email button is not a wallet row: no recent-wallet slot taken.
    expect(kit.getSnapshot().recentWallets).toEqual([])
    expect(kit.embeddedWallet.storedLogin()).toEqual({
      emailLogin: true,
      email: 'ada@example.com',
      lastChainId: 1,
    })
    expect(storage.getItem('@portico/email')).toContain('ada@example.com')
  })

  it('Cancel in the card rejects with UserRejectedRequestError, hides the frame, stays unconnected and stores nothing', async () => {
    const { kit, page, storage } = await setUp(undefined, undefined, {
      card: async () => 'cancel',
    })
    await expect(kit.embeddedWallet.connectEmail()).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(page.visible()).toBe(false)
    expect(kit.getConnectionStatus('eip155')).toBe('disconnected')
    expect(kit.embeddedWallet.storedLogin()).toBeUndefined()
    expect(storage.getItem('@portico/email-login')).toBeNull()
  })

  it('the card has no step timeout: a login typed for longer than timeoutMs still connects', async () => {
    const timers = manualClock()
    const typed = deferred<CardOutcome>()
    const { kit, log } = await setUp(undefined, undefined, {
      card: () => typed.promise,
      clock: { ...timers, now: () => Date.now() },
    })
    const login = kit.embeddedWallet.connectEmail()
    await vi.waitFor(() => expect(log).toContain('EMAIL_LOGIN'))
    timers.advance(10 * 60_000)
    typed.resolve('done')
    expect(await login).toEqual({ email: 'ada@example.com' })
    expect(kit.getConnectionStatus('eip155')).toBe('connected')
  })

  it('aborting the signal withdraws the card in the frame and hides it', async () => {
    const { kit, log, page } = await setUp(undefined, undefined, {
      card: () => new Promise(() => {}),
    })
    const controller = new AbortController()
    const login = kit.embeddedWallet.connectEmail({ signal: controller.signal })
    await vi.waitFor(() => expect(log).toContain('EMAIL_LOGIN'))
    controller.abort()
    await expect(login).rejects.toMatchObject({ name: 'RequestAbortedError' })
    expect(page.visible()).toBe(false)
    await vi.waitFor(() => expect(log).toContain('card withdrawn'))
  })

  it('a reload restores the session without a prompt; sign-out sends SIGN_OUT and clears the cached login', async () => {
    const storage = createMemoryStorage()
    const session = { signedIn: false, email: 'ada@example.com' }
    const first = await setUp(storage, session)
    await first.kit.embeddedWallet.connectEmail()
    await first.kit.destroy()

    const second = await setUp(storage, session)
    expect(second.kit.getConnectionStatus('eip155')).toBe('connected')
    expect(second.kit.getAccount('eip155')?.user?.email).toBe('ada@example.com')
    expect(second.log).toEqual(['IS_CONNECTED', 'GET_USER'])

    storage.setItem('@portico/social-username', JSON.stringify({ v: 1, value: 'ada' }))
    await second.kit.embeddedWallet.signOut()
    expect(second.log.at(-1)).toBe('SIGN_OUT')
    expect(session.signedIn).toBe(false)
    expect(second.kit.getConnectionStatus('eip155')).toBe('disconnected')
    expect(second.kit.embeddedWallet.storedLogin()).toBeUndefined()
    for (const key of [
      '@portico/email-login',
      '@portico/email',
      '@portico/last-chain-id',
      '@portico/social-username',
    ])
      expect(storage.getItem(key)).toBeNull()

    // Nothing left to restore: the next page does not even load the frame.
    const third = await setUp(storage, session)
    expect(third.page.loads()).toBe(0)
    expect(third.kit.getConnectionStatus('eip155')).toBe('disconnected')
  })

  it("an email update in the frame's card puts the new email in the account's user", async () => {
    const typed = deferred<CardOutcome>()
    // The login's card is done at once; the update's waits for the test.
    const outcomes = [Promise.resolve<CardOutcome>('done'), typed.promise]
    const { kit, log, page, storage } = await setUp(undefined, undefined, {
      card: () => outcomes.shift() ?? typed.promise,
    })
    await kit.embeddedWallet.connectEmail()
    const update = kit.embeddedWallet.updateEmail()
    await vi.waitFor(() => expect(log).toContain('EMAIL_UPDATE'))
    expect(page.visible()).toBe(true)
    typed.resolve('done')
    expect(await update).toEqual({ email: 'grace@example.com' })
    expect(page.visible()).toBe(false)
    expect(kit.getAccount('eip155')?.user?.email).toBe('grace@example.com')
    expect(storage.getItem('@portico/email')).toContain('grace@example.com')
  })
})

/** A promise the test settles. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** Resolves once the kit's snapshot satisfies `predicate`. */
function until(kit: AppKit, predicate: (kit: AppKit) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(kit)) return resolve()
    const off = kit.subscribe(() => {
      if (!predicate(kit)) return
      off()
      resolve()
    })
  })
}

const onApproval = (kit: AppKit) => kit.getSnapshot().router.view === 'ApproveTransaction'

describe('kit.embeddedWallet: not-safe requests approved in the frame', () => {
  async function connected() {
    const t = await setUp()
    await t.kit.embeddedWallet.connectEmail()
    return t
  }

  it('shows the frame and ApproveTransaction while the user decides; success closes the modal it opened', async () => {
    const { kit, page, approveWith } = await connected()
    expect(kit.getSnapshot().modal.open).toBe(false)
    const signing = kit.getAdapter('eip155')?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })
    await until(kit, onApproval)
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().transactionStack.map((e) => e.method)).toEqual(['personal_sign'])
    expect(page.visible()).toBe(true)
    await approveWith('0xabcdef')
    expect(await signing).toBe('0xabcdef')
    expect(page.visible()).toBe(false)
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(kit.getSnapshot().transactionStack).toEqual([])
  })

  it('over an open view the answer pops back to it (an error too)', async () => {
    const { kit, log, approveWith } = await connected()
    kit.open()
    expect(kit.getSnapshot().router.view).toBe('Account')
    const signing = kit.getAdapter('eip155')?.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS, '{}'],
    })
    await until(kit, onApproval)
    expect(kit.getSnapshot().router.history.map((e) => e.view)).toEqual([
      'Account',
      'ApproveTransaction',
    ])
    await approveWith(new FrameHandlerError('USER_REJECTED', 'User rejected the request'))
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().router.view).toBe('Account')
    expect(log).toContain('eth_signTypedData_v4')
  })

  it('through kit.request the gate has ApproveTransaction on screen already: one entry, not two', async () => {
    const { kit, approveWith } = await connected()
    const sending = kit.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    await until(kit, onApproval)
    await until(kit, () => kit.getSnapshot().transactionStack.length > 0)
    expect(kit.getSnapshot().transactionStack).toHaveLength(1)
    await approveWith('0x01')
    expect(await sending).toBe('0x01')
    expect(kit.getSnapshot().transactionStack).toEqual([])
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('a method in neither list, asked of the AUTH provider directly: refused before the frame, the modal opens, "Action not allowed" after 300 ms', async () => {
    const timers = manualClock()
    const t = await setUp(undefined, undefined, { clock: { ...timers, now: () => Date.now() } })
    await t.kit.embeddedWallet.connectEmail()
    const { kit, log, page } = t
    const events: string[] = []
    kit.watchEvents(({ data }) =>
      events.push(`${data.type} ${data.event} ${JSON.stringify(data.properties)}`),
    )
    const before = log.length
    // wagmi (or the dapp) calls the connector's provider: kit.request's gate is not on this path.
    const error: unknown = await kit
      .getAdapter('eip155')
      ?.request({ method: 'eth_coinbase' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect(error).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    expect(log.length).toBe(before)
    expect(page.visible()).toBe(false)
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(events).toContainEqual(
      'error ERROR {"message":"Requested RPC call is not allowed","method":"eth_coinbase"}',
    )
    timers.advance(299)
    expect(kit.getSnapshot().actionNotAllowed).toBeUndefined()
    timers.advance(1)
    expect(kit.getSnapshot().actionNotAllowed).toBe('Action not allowed')
    kit.close()
    expect(kit.getSnapshot().actionNotAllowed).toBeUndefined()
  })

  it('a method in neither list is refused before anything reaches the frame', async () => {
    const { kit, log } = await connected()
    const before = log.length
    await expect(
      kit.getAdapter('eip155')?.request({ method: 'admin_peers', params: [] }),
    ).rejects.toThrow('Requested RPC call is not allowed')
    expect(log.length).toBe(before)
  })
})
