import { describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { untilSnapshot } from '../app-kit/kit.test-helper.js'
import { FrameHandlerError, type FrameHandlers } from '../frame/frame-host.js'
import { eoaFrameUser, frameAuthAdapter, useEmbeddedKits } from './embedded-kit.test-helper.js'

// The Farcaster sign-in as the kit runs it, with no view at all: the kit starts it when
// ConnectingFarcaster is shown, over a real frame handshake (core's createFramePage).

const ADDRESS = '0x3333333333333333333333333333333333333333'
const URL_ONE = 'https://farcaster.xyz/~/siwf?channelToken=one&nonce=abcdefgh'
const URL_TWO = 'https://farcaster.xyz/~/siwf?channelToken=two&nonce=abcdefgh'
const startKit = useEmbeddedKits()

const user = eoaFrameUser(ADDRESS, undefined)

/** What the user does in their Farcaster app: approve, or apps/api refuses with `code`. */
type Answer = { approve: string } | { refuse: 'FARCASTER_INVALID' | 'RELAY_FAILED' | 'OTHER' }

/**
 * A frame that hands out URL_ONE then URL_TWO, and answers each CONNECT_FARCASTER with the next
 * of `answers` once the test releases it (`release()`); a withdrawn wait is logged.
 */
function farcasterFrame(answers: Answer[]) {
  const log: string[] = []
  const urls = [URL_ONE, URL_TWO]
  let release: () => void = () => {}
  const handlers: FrameHandlers = {
    GET_FARCASTER_URI: () => {
      log.push('GET_FARCASTER_URI')
      return { url: urls.shift() ?? URL_TWO }
    },
    CONNECT_FARCASTER: async (_payload, { signal }) => {
      log.push('CONNECT_FARCASTER')
      const released = await new Promise<boolean>((resolve) => {
        release = () => resolve(true)
        signal.addEventListener('abort', () => resolve(false))
      })
      if (!released) {
        log.push('withdrawn')
        throw new FrameHandlerError('USER_REJECTED', 'withdrawn')
      }
      const answer = answers.shift()
      if (!answer || 'refuse' in answer)
        throw answer?.refuse === 'OTHER' || !answer
          ? new Error('the relay said something else')
          : new FrameHandlerError(answer.refuse, 'refused')
      return { userName: answer.approve }
    },
    GET_USER: () => user,
    IS_CONNECTED: () => ({ isConnected: false }),
    SIGN_OUT: () => ({}),
  }
  return { log, handlers, release: () => release() }
}

async function openFarcaster(answers: Answer[]) {
  const frame = farcasterFrame(answers)
  const { kit } = await startKit({ handlers: frame.handlers, adapter: frameAuthAdapter(ADDRESS) })
  const statuses: string[] = [kit.getSnapshot().farcasterLogin.status]
  kit.subscribe(() => {
    const { status } = kit.getSnapshot().farcasterLogin
    if (statuses.at(-1) !== status) statuses.push(status)
  })
  kit.open({ view: 'Connect' })
  kit.push('ConnectingFarcaster')
  return { kit, statuses, ...frame }
}

const status = (kit: AppKit) => kit.getSnapshot().farcasterLogin.status
const farcasterUrls = (kit: AppKit) =>
  Object.values(kit.getSnapshot().accounts).map((account) => account?.farcasterUrl)

describe('the Farcaster sign-in flow (SPEC §4 Farcaster view)', () => {
  it('starts when the view is shown: the link (kept as farcasterUrl), then the username; finish closes', async () => {
    const { kit, log, release, statuses } = await openFarcaster([{ approve: 'alice' }])
    await untilSnapshot(kit, (s) => s.farcasterLogin.status === 'waiting')
    expect(kit.getSnapshot().farcasterLogin).toEqual({ status: 'waiting', url: URL_ONE })
    expect(farcasterUrls(kit)).toContain(URL_ONE)
    await vi.waitFor(() => expect(log.includes('CONNECT_FARCASTER')).toBe(true))
    release()
    await untilSnapshot(kit, (s) => s.farcasterLogin.status === 'done')
    expect(kit.getSnapshot().farcasterLogin).toEqual({ status: 'done', userName: 'alice' })
    // Nothing was called but the view's showing: the kit started the flow itself.
    expect(statuses).toEqual(['idle', 'loading', 'waiting', 'done'])
    expect(kit.getAccount('eip155')?.address).toBe(ADDRESS)
    expect(kit.getSnapshot().modal.open).toBe(true)
    await kit.finishFarcasterLogin()
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(status(kit)).toBe('idle')
    // One link for the one showing, though the router changed while it ran (no new showing).
    expect(log.filter((type) => type === 'GET_FARCASTER_URI')).toHaveLength(1)
  })

  it('leaving the view withdraws the wait in the frame (it stops waiting) and clears the link', async () => {
    const { kit, log } = await openFarcaster([{ approve: 'alice' }])
    await vi.waitFor(() => expect(log.includes('CONNECT_FARCASTER')).toBe(true))
    kit.goBack()
    expect(kit.getSnapshot().router.view).toBe('Connect')
    expect(status(kit)).toBe('idle')
    await vi.waitFor(() => expect(log.includes('withdrawn')).toBe(true))
    expect(farcasterUrls(kit)).not.toContain(URL_ONE)
    expect(kit.getAccount('eip155')?.address).toBeUndefined()
  })

  it("names apps/api's refusal; retry asks for a new link and can succeed", async () => {
    const { kit, log, release } = await openFarcaster([
      { refuse: 'FARCASTER_INVALID' },
      { approve: 'bob' },
    ])
    await vi.waitFor(() => expect(log.includes('CONNECT_FARCASTER')).toBe(true))
    release()
    await untilSnapshot(kit, (s) => s.farcasterLogin.status === 'failed')
    expect(kit.getSnapshot().farcasterLogin).toEqual({ status: 'failed', failure: 'notCustody' })
    await kit.retryFarcasterLogin()
    await untilSnapshot(kit, (s) => s.farcasterLogin.status === 'waiting')
    expect(kit.getSnapshot().farcasterLogin).toEqual({ status: 'waiting', url: URL_TWO })
    await vi.waitFor(() =>
      expect(log.filter((t) => t === 'CONNECT_FARCASTER').length === 2).toBe(true),
    )
    release()
    await untilSnapshot(kit, (s) => s.farcasterLogin.status === 'done')
    expect(kit.getSnapshot().farcasterLogin).toEqual({ status: 'done', userName: 'bob' })
  })

  it('the relay down is relayDown; a failure without a code is failed', async () => {
    for (const [refuse, failure] of [
      ['RELAY_FAILED', 'relayDown'],
      ['OTHER', 'failed'],
    ] as const) {
      const { kit, log, release } = await openFarcaster([{ refuse }])
      await vi.waitFor(() => expect(log.includes('CONNECT_FARCASTER')).toBe(true))
      release()
      await untilSnapshot(kit, (s) => s.farcasterLogin.status === 'failed')
      expect(kit.getSnapshot().farcasterLogin).toEqual({ status: 'failed', failure })
    }
  })

  it('retry does nothing while the view is not shown or nothing failed', async () => {
    const frame = farcasterFrame([])
    const { kit } = await startKit({ handlers: frame.handlers, adapter: frameAuthAdapter(ADDRESS) })
    await kit.retryFarcasterLogin()
    kit.open({ view: 'Connect' })
    await kit.retryFarcasterLogin()
    expect(status(kit)).toBe('idle')
    expect(frame.log).toEqual([])
  })
})
