import type { AppKit, RpcRequest } from '@portico/core'
import type { LabConfig } from '../lab-config.js'
import { SOCIAL_CODE_PARAM, type Spy } from './spy.js'

/** How an attack ended: the page's outcome line says `attack <name>: blocked|SUCCEEDED (<detail>)`. */
export type Verdict = 'blocked' | 'SUCCEEDED'

/** The attacks the page knows, in the order the page lists them. */
export const ATTACKS = [
  'stranger-social-link',
  'stranger-social-return-to-dapp',
  'stranger-farcaster',
  'reading-the-code',
  'forged-frame-messages',
  'invisible-frame-opacity',
  'invisible-frame-decoy',
  'blind-calldata',
  'blind-typed-data',
  'blind-bidi-message',
  'blind-unknown-key',
  'blind-wrong-chain',
  'chain-move-get-user',
  'rpc-on-other-chain',
  'theme-colours',
  'replayed-id',
  'oversized-message',
  'unlisted-origin',
  'inject-connect-otp',
] as const
export type AttackName = (typeof ATTACKS)[number]
/**
 * The stranger's social-login attacks: the link returns to the frame's page, or to this dapp's
 * page (a listed return origin, whose scripts would read a result code sent there).
 */
export type StrangerSocialAttack = 'stranger-social-link' | 'stranger-social-return-to-dapp'

/** Where a kit request started by an attack stands (the e2e reads it beside the frame's card). */
export type RequestState =
  | { settled: false }
  | { settled: true; ok: true; result: string }
  | { settled: true; ok: false; error: string; code?: number | string }

/** A reply on the kit's frame port to a request the page posted itself. */
export interface PortAnswer {
  /** The reply to the request (undefined: the frame dropped it). */
  reply?: { type: string; payload: unknown }
  /** How many replies carried the request's id (a replayed id must be answered once). */
  replies: number
  /** The sentinel request that followed it was answered: the frame had read the first by then. */
  sentinel: string
}

/** The frame-shaped messages the earlier attacks posted (from another origin), posted from here. */
const EVIL = '0x000000000000000000000000000000000000dEaD'
const HEADER = { protocol: 'portico-frame', version: 1 } as const

/** What a stranger gets from apps/api when it starts a login with its own device id. */
interface StrangerAttempt {
  attemptId: string
  attemptSecret: string
  authorizationUrl: string
}

const randomToken = (bytes: number) =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')

export interface HostileApi {
  kit: AppKit
  spy: Spy
  report(name: AttackName, verdict: Verdict, detail: string): string
  outcome(name: AttackName): string | undefined
  /**
   * 1. The stranger starts a social login on its own device, returning to the frame's page or
   * (`stranger-social-return-to-dapp`) to this dapp page; the link is what it sends the victim.
   */
  strangerSocialStart(provider: string, attack?: StrangerSocialAttack): Promise<string>
  /**
   * 1. The stranger claims the victim's login with a guessed result code, without one, and with
   * every code this dapp read for the attempt: in its pages' address (the spy) or in `landed`,
   * the dapp-origin addresses the victim's browser was seen navigating to.
   */
  strangerSocialClaim(attack?: StrangerSocialAttack, landed?: readonly string[]): Promise<string>
  /** 1. The stranger's Farcaster channel; its link is what the victim's Farcaster app signs. */
  strangerFarcasterStart(): Promise<string>
  /** 1. The stranger's session, once signed: may it read the recovery escrow, write a first share? */
  strangerFarcasterFinish(): Promise<string>
  /** 2. The frame made invisible (`opacity`) or covered by a decoy that lets clicks through. */
  hideFrame(how: 'opacity' | 'decoy'): void
  revealFrame(): void
  /** A request through the kit's provider, as any dapp sends it; `requestState` tells its end. */
  startRequest(key: string, request: RpcRequest): void
  requestState(key: string): RequestState
  /** The connected account's address (the requests' `from`). */
  address(): string | undefined
  /** Resolves after `ms` on the page's own clock. */
  waitOnPageClock(ms: number): Promise<void>
  /** 6. Forged frame replies and events posted to this window and to the frame, every 20 ms. */
  startFlood(): void
  stopFlood(): void
  /**
   * 2-3. Posts `message` (a request) on the kit's captured frame port without waiting for its
   * answer (a card may hold it): `requestState(key)` tells how it ended, `withdraw(key)` closes it.
   */
  startOnFramePort(key: string, message: Record<string, unknown>): void
  withdraw(key: string): void
  /** 4-6. Posts `message` (a request) on the kit's captured frame port, then a sentinel. */
  postOnFramePort(
    message: Record<string, unknown>,
    options?: { times?: number; expectReply?: boolean },
  ): Promise<PortAnswer>
  /**
   * 4. Where the spy saw any of `secrets` (the e2e names what it typed, e.g. `{ email, code }`):
   * `email in port-in GET_USER_SUCCESS`, `code in input`, …
   */
  spyFindings(secrets: Record<string, string>): string[]
}

export function createHostileApi(options: {
  kit: AppKit
  spy: Spy
  config: LabConfig
  outcomes: HTMLElement
  links: HTMLElement
}): HostileApi {
  const { kit, spy, config } = options
  const api = new URL('v1/auth/', config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`)
  const lines = new Map<AttackName, HTMLLIElement>()
  for (const name of ATTACKS) {
    const line = document.createElement('li')
    line.dataset.attack = name
    line.textContent = `attack ${name}: not run`
    lines.set(name, line)
    options.outcomes.append(line)
  }
  const requests = new Map<string, RequestState>()
  const strangerDevice = randomToken(24)
  const social = new Map<StrangerSocialAttack, StrangerAttempt>()
  /** The ids of the requests `startOnFramePort` posted, by key. */
  const portRequests = new Map<string, string>()
  let farcasterLogin: string | undefined
  let flood: ReturnType<typeof setInterval> | undefined
  let decoy: HTMLElement | undefined

  const showLink = (testId: string, text: string, href: string) => {
    const link = document.createElement('a')
    link.dataset.testid = testId
    link.href = href
    link.textContent = text
    link.rel = 'noreferrer'
    options.links.replaceChildren(link)
  }

  /** A call to apps/api as the stranger (no cookies: the stranger is not in this browser). */
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const response = await fetch(new URL(path, api), {
      method,
      credentials: 'omit',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { status: response.status, body: parsed }
  }
  // apps/api's errors: `{ status, reasons: [{ description, code }] }` (auth-errors.ts).
  const codeOf = (answer: { body: Record<string, unknown> }) => {
    const reasons = answer.body.reasons as { code?: unknown }[] | undefined
    return String(reasons?.[0]?.code ?? 'none')
  }
  const hasSession = (answer: { body: Record<string, unknown> }) =>
    answer.body.session !== undefined

  const frameElement = () => document.querySelector<HTMLIFrameElement>('iframe[data-portico-frame]')

  const hostile: HostileApi = {
    kit,
    spy,
    report(name, verdict, detail) {
      const text = `attack ${name}: ${verdict} (${detail})`
      const line = lines.get(name)
      if (line) {
        line.textContent = text
        line.dataset.verdict = verdict
      }
      return text
    },
    outcome: (name) => lines.get(name)?.textContent ?? undefined,

    async strangerSocialStart(provider, attack = 'stranger-social-link') {
      if (!config.walletFrameUrl) throw new Error('the lab runs without the wallet frame')
      // The frame's own page is where a login from the frame returns; this dapp page is a listed
      // return origin too (a redirect login comes back to it): the stranger may pick either.
      const returnUrl =
        attack === 'stranger-social-link'
          ? new URL('./', config.walletFrameUrl).href
          : `${location.origin}${location.pathname}`
      const started = await call('POST', `social/${provider}/start`, {
        deviceId: strangerDevice,
        returnUrl,
      })
      if (started.status !== 200)
        throw new Error(`start answered ${started.status} ${codeOf(started)}`)
      const attempt = started.body as unknown as StrangerAttempt
      social.set(attack, attempt)
      showLink(attack, 'Sign in to claim your airdrop', attempt.authorizationUrl)
      return attempt.authorizationUrl
    },
    async strangerSocialClaim(attack = 'stranger-social-link', landed = []) {
      const started = social.get(attack)
      if (!started) throw new Error(`no stranger login started for ${attack}`)
      const attempt = { attemptId: started.attemptId, attemptSecret: started.attemptSecret }
      // What reached this dapp: a code in an address of its origin the victim's browser was at.
      const leaked = landed
        .map((address) => URL.parse(address))
        .filter((url) => url?.origin === location.origin)
        .map((url) => url?.searchParams.get(SOCIAL_CODE_PARAM))
        .filter((code): code is string => Boolean(code))
      const read = [...new Set([...spy.socialCodes(started.attemptId), ...leaked])]
      const claim = (resultCode?: string) =>
        call('POST', 'social/claim', {
          ...attempt,
          deviceId: strangerDevice,
          ...(resultCode === undefined ? {} : { resultCode }),
        })
      // A guessed result code first: the real one only ever reached the victim's address bar.
      const guessed = await claim(randomToken(24))
      const bare = await claim()
      const withRead = []
      for (const code of read) withRead.push(await claim(code))
      const answers = [guessed, bare, ...withRead]
      const refused = answers.every(
        (answer) =>
          answer.status === 400 && codeOf(answer) === 'LOGIN_EXPIRED' && !hasSession(answer),
      )
      const said = (answer: { status: number; body: Record<string, unknown> }) =>
        `${answer.status} ${codeOf(answer)}${hasSession(answer) ? ', a session' : ''}`
      // The way the victim's browser took, by origin (apps/api, the frame's page, this dapp).
      const names = new Map([
        [new URL(started.authorizationUrl).origin, 'the provider'],
        [new URL(api).origin, 'apps/api'],
        [config.walletFrameUrl ? new URL(config.walletFrameUrl).origin : '', "the frame's page"],
        [location.origin, 'the dapp'],
      ])
      const way = landed
        .map((address) => URL.parse(address)?.origin ?? '')
        .filter((origin, index, all) => origin && origin !== all[index - 1])
        .map((origin) => names.get(origin) ?? origin)
      const details = [
        ...(way.length ? [`the victim went ${way.join(' > ')}`] : []),
        `claim with a guessed code: ${said(guessed)}`,
        `without: ${said(bare)}`,
        ...(attack === 'stranger-social-link' && read.length === 0
          ? []
          : read.length === 0
            ? ['the dapp page read no code']
            : [
                `the dapp page read ${read.length} code(s)${leaked.length ? ' in its address' : ''}`,
                ...withRead.map((answer) => `with it: ${said(answer)}`),
              ]),
      ]
      return hostile.report(
        attack,
        refused && read.length === 0 ? 'blocked' : 'SUCCEEDED',
        details.join('; '),
      )
    },

    async strangerFarcasterStart() {
      const started = await call('POST', 'farcaster/start', { deviceId: strangerDevice })
      if (started.status !== 200)
        throw new Error(`start answered ${started.status} ${codeOf(started)}`)
      farcasterLogin = String(started.body.loginId)
      const url = String(started.body.url)
      showLink('stranger-farcaster-link', 'Sign in with Farcaster to claim your airdrop', url)
      return url
    },
    async strangerFarcasterFinish() {
      if (!farcasterLogin) throw new Error('no stranger Farcaster login started')
      // The frame polls the check the same way; the victim's wallet already answered the relay.
      let checked = await call('POST', 'farcaster/check', {
        loginId: farcasterLogin,
        deviceId: strangerDevice,
      })
      for (let tries = 0; checked.body.step === 'PENDING' && tries < 40; tries++) {
        await hostile.waitOnPageClock(250)
        checked = await call('POST', 'farcaster/check', {
          loginId: farcasterLogin,
          deviceId: strangerDevice,
        })
      }
      const session = checked.body.session as { accessToken?: string } | undefined
      if (!session?.accessToken) {
        return hostile.report(
          'stranger-farcaster',
          'blocked',
          `no session: ${checked.status} ${codeOf(checked)}`,
        )
      }
      const escrow = await call(
        'GET',
        'keys/recovery-escrow?namespace=eip155',
        undefined,
        session.accessToken,
      )
      const share = await call(
        'PUT',
        'keys/auth-share',
        { namespace: 'eip155', address: EVIL, share: 'a-share-the-stranger-chose' },
        session.accessToken,
      )
      const typed = (answer: { status: number; body: Record<string, unknown> }) =>
        answer.status === 403 && /^[A-Z][A-Z_]+$/.test(codeOf(answer))
      return hostile.report(
        'stranger-farcaster',
        typed(escrow) && typed(share) ? 'blocked' : 'SUCCEEDED',
        `the stranger's session: recovery escrow ${escrow.status} ${codeOf(escrow)}, first auth share ${share.status} ${codeOf(share)}`,
      )
    },

    hideFrame(how) {
      const frame = frameElement()
      if (!frame) throw new Error('no wallet frame on the page')
      if (how === 'opacity') {
        frame.style.setProperty('opacity', '0', 'important')
        return
      }
      // A decoy over the frame in the top layer (shown after the frame's own popover, so above
      // it), letting every click through to the frame under it.
      decoy?.remove()
      decoy = document.createElement('div')
      decoy.setAttribute('popover', 'manual')
      decoy.dataset.testid = 'hostile-decoy'
      decoy.textContent = 'Claim your free airdrop: click anywhere'
      Object.assign(decoy.style, {
        position: 'fixed',
        inset: '0',
        width: '100vw',
        height: '100vh',
        maxWidth: 'none',
        maxHeight: 'none',
        margin: '0',
        border: '0',
        display: 'grid',
        placeItems: 'center',
        background: '#0f1115',
        color: '#e8eaed',
        fontSize: '28px',
        pointerEvents: 'none',
      })
      document.body.append(decoy)
      decoy.showPopover()
    },
    revealFrame() {
      frameElement()?.style.removeProperty('opacity')
      decoy?.remove()
      decoy = undefined
    },

    startRequest(key, request) {
      requests.set(key, { settled: false })
      kit.request(request).then(
        (result) => requests.set(key, { settled: true, ok: true, result: String(result) }),
        (error: unknown) => {
          const code = (error as { code?: number | string }).code
          requests.set(key, {
            settled: true,
            ok: false,
            error: error instanceof Error ? error.message : String(error),
            ...(code === undefined ? {} : { code }),
          })
        },
      )
    },
    requestState: (key) => requests.get(key) ?? { settled: false },
    address: () => kit.getAccount()?.address,
    waitOnPageClock: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),

    startFlood() {
      const send = () => {
        const targets: Window[] = [window]
        const frame = frameElement()?.contentWindow
        if (frame) targets.push(frame)
        for (const target of targets) {
          target.postMessage({ ...HEADER, type: 'FRAME_HELLO' }, '*')
          target.postMessage(
            { ...HEADER, type: 'FRAME_READY', payload: { frameVersion: 'evil' } },
            '*',
          )
          target.postMessage(
            {
              ...HEADER,
              type: 'SESSION_UPDATE',
              payload: { isConnected: true, address: EVIL, chainId: 31337 },
            },
            '*',
          )
          for (const type of ['CONNECT_EMAIL', 'CONNECT_OTP', 'IS_CONNECTED', 'GET_USER']) {
            target.postMessage(
              {
                ...HEADER,
                id: crypto.randomUUID(),
                type: `${type}_SUCCESS`,
                payload: {
                  action: 'VERIFY_OTP',
                  isConnected: true,
                  address: EVIL,
                  chainId: 31337,
                  accounts: [{ address: EVIL, type: 'eoa' }],
                  smartAccountDeployed: false,
                  preferredAccountType: 'eoa',
                },
              },
              '*',
            )
          }
        }
      }
      send()
      flood = setInterval(send, 20)
    },
    stopFlood() {
      clearInterval(flood)
      flood = undefined
    },

    startOnFramePort(key, message) {
      const id = crypto.randomUUID()
      portRequests.set(key, id)
      requests.set(key, { settled: false })
      void hostile.postOnFramePort({ ...message, id }, { expectReply: true }).then((answer) => {
        const payload = answer.reply?.payload as
          | { result?: unknown; code?: string; message?: string }
          | undefined
        if (answer.reply?.type.endsWith('_SUCCESS')) {
          requests.set(key, { settled: true, ok: true, result: JSON.stringify(payload) })
          return
        }
        requests.set(key, {
          settled: true,
          ok: false,
          error: answer.reply ? `${answer.reply.type}: ${payload?.message ?? ''}` : 'no answer',
          ...(payload?.code ? { code: payload.code } : {}),
        })
      })
    },
    withdraw(key) {
      const requestId = portRequests.get(key)
      if (!requestId) return
      spy.framePort()?.postMessage({
        ...HEADER,
        id: crypto.randomUUID(),
        type: 'RPC_ABORT',
        payload: { requestId },
      })
    },

    async postOnFramePort(message, postOptions = {}) {
      const port = spy.framePort()
      if (!port) throw new Error('the spy holds no frame port (the frame never connected)')
      const id = typeof message.id === 'string' ? message.id : crypto.randomUUID()
      const sentinel = crypto.randomUUID()
      const seenBefore = spy.frameReplies.length
      const answered = new Promise<void>((resolve) => {
        const onReply = (event: MessageEvent) => {
          if ((event.data as { id?: unknown })?.id !== sentinel) return
          port.removeEventListener('message', onReply)
          resolve()
        }
        port.addEventListener('message', onReply)
      })
      for (let time = 0; time < (postOptions.times ?? 1); time++)
        port.postMessage({ ...message, id })
      // Requests are read in order: once the sentinel is answered the frame has read ours.
      port.postMessage({ ...HEADER, id: sentinel, type: 'IS_CONNECTED', payload: {} })
      await answered
      // A request the frame handles (its handler may await apps/api) is answered after the
      // sentinel: wait for that answer, within the kit's own frame bound (SPEC §9: 30 s). A
      // message the frame drops has no answer: the sentinel alone says it was read.
      const ours = () => spy.frameReplies.slice(seenBefore).filter((reply) => reply.id === id)
      if (ours().length === 0 && postOptions.expectReply) await waitForReply(spy, id, 30_000)
      const found = ours()
      const first = found[0]
      return {
        ...(first ? { reply: { type: first.type, payload: first.payload } } : {}),
        replies: found.length,
        sentinel,
      }
    },

    spyFindings(secrets) {
      const found = new Set<string>()
      const keys = spy.records
        .filter((record) => record.channel === 'keydown')
        .map((record) => record.text)
        .join('')
      for (const [what, secret] of Object.entries(secrets)) {
        if (keys.includes(secret)) found.add(`${what} in keydown`)
        for (const record of spy.records) {
          if (!record.text.toLowerCase().includes(secret.toLowerCase())) continue
          found.add(`${what} in ${record.channel}${record.type ? ` ${record.type}` : ''}`)
        }
      }
      return [...found]
    },
  }
  return hostile
}

/** Resolves once the frame port carried a reply to `id`, or after `ms` (the frame said nothing). */
function waitForReply(spy: Spy, id: string, ms: number): Promise<void> {
  const port = spy.framePort()
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      port?.removeEventListener('message', onReply)
      resolve()
    }
    function onReply(event: MessageEvent) {
      if ((event.data as { id?: unknown })?.id === id) done()
    }
    port?.addEventListener('message', onReply)
  })
}
