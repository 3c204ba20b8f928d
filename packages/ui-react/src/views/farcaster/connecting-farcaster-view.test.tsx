import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { attachEmailFrame, FrameRefusal } from '../../test-utils/email-frame.js'
import { createTestKit, renderWithKit } from '../../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const URL_ONE = 'https://farcaster.xyz/~/siwf?channelToken=one&nonce=abcdefgh'
const URL_TWO = 'https://farcaster.xyz/~/siwf?channelToken=two&nonce=abcdefgh'

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** The modal on ConnectingFarcaster, pushed from Connect as the Farcaster button does. */
async function openFarcaster(answers: (frame: ReturnType<typeof attachEmailFrame>) => void) {
  const t = createTestKit({
    options: { embeddedWallet: { frameUrl: 'https://wallet.portico.test/' } },
  })
  await t.kit.ready
  const frame = attachEmailFrame(t.kit)
  answers(frame)
  renderWithKit(t.kit)
  act(() => {
    t.kit.open({ view: 'Connect' })
    t.kit.push('ConnectingFarcaster')
  })
  await screen.findByRole('dialog')
  return { ...t, frame }
}

const farcasterUrl = (kit: ReturnType<typeof createTestKit>['kit']) =>
  Object.values(kit.getSnapshot().accounts).map((account) => account?.farcasterUrl)

describe('ConnectingFarcaster (SPEC §2, §4 Farcaster view)', () => {
  it('shows the relay link as QR code and link while waiting, then the username; Continue closes', async () => {
    const approved = deferred<{ userName: string }>()
    const { kit, frame } = await openFarcaster((f) => {
      f.answer('GET_FARCASTER_URI', () => ({ url: URL_ONE }))
      f.answer('CONNECT_FARCASTER', () => approved.promise)
    })
    expect(
      await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open in Farcaster' }) as HTMLAnchorElement
    expect(link.href).toBe(URL_ONE)
    expect(screen.getAllByText('Waiting for approval in Farcaster…').length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { name: 'Farcaster' })).toBeTruthy()
    expect(farcasterUrl(kit)).toContain(URL_ONE)
    await waitFor(() =>
      expect(frame.received.map((r) => r.type)).toEqual(['GET_FARCASTER_URI', 'CONNECT_FARCASTER']),
    )
    approved.resolve({ userName: 'alice' })
    expect(await screen.findByText('Signed in as @alice')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(kit.getSnapshot().modal.open).toBe(false))
  })

  it('Back without an address clears the stored Farcaster URL (SPEC §4)', async () => {
    const { kit } = await openFarcaster((f) => {
      f.answer('GET_FARCASTER_URI', () => ({ url: URL_ONE }))
    })
    await screen.findByRole('link', { name: 'Open in Farcaster' })
    expect(farcasterUrl(kit)).toContain(URL_ONE)
    act(() => kit.goBack())
    expect(kit.getSnapshot().router.view).toBe('Connect')
    expect(farcasterUrl(kit)).not.toContain(URL_ONE)
  })

  it('a refusal shows the failure; Try again asks for a new link', async () => {
    let calls = 0
    await openFarcaster((f) => {
      f.answer('GET_FARCASTER_URI', () => {
        calls += 1
        if (calls === 1) throw new FrameRefusal({ code: 'UNKNOWN', message: 'relay down' })
        return { url: URL_TWO }
      })
    })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('The Farcaster sign-in did not finish. Please try again.')).toBeTruthy()
    expect(screen.queryByText('relay down')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const link = (await screen.findByRole('link', {
      name: 'Open in Farcaster',
    })) as HTMLAnchorElement
    expect(link.href).toBe(URL_TWO)
  })

  it.each([
    [
      'GET_FARCASTER_URI',
      'RELAY_FAILED',
      'The Farcaster relay could not be reached. Please try again.',
    ],
    [
      'CONNECT_FARCASTER',
      'RELAY_FAILED',
      'The Farcaster relay could not be reached. Please try again.',
    ],
    ['CONNECT_FARCASTER', 'LOGIN_EXPIRED', 'This sign-in request has expired. Please try again.'],
    [
      'CONNECT_FARCASTER',
      'FARCASTER_INVALID',
      'The sign-in could not be verified. Approve it in the Farcaster app that holds the account.',
    ],
    [
      'CONNECT_FARCASTER',
      'CREATE_WALLET_REFUSED',
      'This Farcaster account has no wallet yet. Sign in with email or a social account once to create it.',
    ],
  ] as const)('%s refused with %s: the view says so, with Try again', async (step, code, text) => {
    await openFarcaster((f) => {
      f.answer('GET_FARCASTER_URI', () => {
        if (step === 'GET_FARCASTER_URI') throw new FrameRefusal({ code, message: 'frame words' })
        return { url: URL_ONE }
      })
      f.answer('CONNECT_FARCASTER', () => {
        throw new FrameRefusal({ code, message: 'frame words' })
      })
    })
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', text)
    expect(screen.queryByText('frame words')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
