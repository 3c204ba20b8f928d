import { FrameHandlerError, type FrameHandlers } from '@portico/core/frame-protocol'
import { askApproval, type DappClaims } from './approval-view.js'
import { createAuthApi } from './auth-api.js'
import {
  createDeviceLoginKey,
  type DeviceLoginKeyStore,
  openDeviceLoginKeyStore,
} from './device-login-key.js'
import { type EmailLoginSteps, emailLoginCard } from './email-login-view.js'
import { type EmailUpdateSteps, emailUpdateCard } from './email-update-view.js'
import { createFarcasterHandlers } from './farcaster-handlers.js'
import { createFrameChain } from './frame-chain.js'
import type { FrameConfig } from './frame-config.js'
import type { FrameParams } from './frame-params.js'
import { createFrameSession } from './frame-session.js'
import { applyFrameTheme } from './frame-theme.js'
import type { FrameWallet } from './frame-wallet.js'
import { guarded } from './handler-errors.js'
import { createNetworkSwitch } from './network-switch.js'
import { createRpcHandler, type FrameSigner } from './rpc-handler.js'
import { createSmartAccountHandlers } from './smart-account/smart-account-handlers.js'
import { createSocialHandlers } from './social-handlers.js'

interface WalletParts {
  wallet: FrameWallet
  signer: FrameSigner
  cards: typeof import('./wallet-cards.js')
}

/** How often the frame asks whether the emailed link approved this device. */
const DEVICE_POLL_MS = 2_000

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new FrameHandlerError('ABORTED', 'Request was aborted'))
    })
  })
}

export interface FrameHandlersOptions {
  config: FrameConfig
  params: FrameParams
  /** The element of the frame's own approval UI. */
  root: HTMLElement
  storage?: Storage
  /** Where this device's login key is kept (default: this origin's IndexedDB). */
  deviceLoginKeys?: DeviceLoginKeyStore
  fetch?: typeof fetch
  now?: () => number
}

/**
 * The frame's answers: email login and email update against apps/api (typed in its own cards),
 * the session (kept in the frame origin's storage, refreshed silently on reload), theme and dapp
 * data for its own UI.
 */
export function createFrameHandlers(options: FrameHandlersOptions): FrameHandlers {
  const api = createAuthApi(options.config.apiUrl, options.fetch)
  const session = createFrameSession(api, options.storage ?? localStorage, options.now ?? Date.now)
  const chain = createFrameChain(Number(options.params.chainId ?? 1) || 1)
  // What the dapp says of itself (SYNC_DAPP_DATA): shown on the cards as its claim, beside the
  // origin the frame observed, and never used to decide anything.
  let dappClaims: DappClaims = {}
  const rpcUrl = (id: number) => {
    const url = new URL(
      'v1/',
      options.config.apiUrl.endsWith('/') ? options.config.apiUrl : `${options.config.apiUrl}/`,
    )
    url.searchParams.set('chainId', `eip155:${id}`)
    url.searchParams.set('projectId', options.params.projectId)
    return url.href
  }
  // The keys, the signer and viem load once a signed-in user needs them: the handshake (and a
  // page that never logs in) only pays for the protocol and the login.
  let walletParts: Promise<WalletParts> | undefined
  const parts = () => {
    walletParts ??= Promise.all([
      import('./frame-wallet.js'),
      import('./frame-signer.js'),
      import('./keys/index.js'),
      import('./wallet-cards.js'),
    ]).then(([{ createFrameWallet }, { createFrameSigner }, { openDeviceShareStore }, cards]) => {
      const wallet = createFrameWallet({
        api,
        session,
        store: openDeviceShareStore(),
        recoveryEscrow: options.config.recoveryEscrow === true,
      })
      const signer = createFrameSigner({
        wallet: () => wallet.open(),
        address: () => wallet.address(),
        rpcUrl,
      })
      return { wallet, signer, cards }
    })
    const current = walletParts
    current.catch(() => {
      if (walletParts === current) walletParts = undefined
    })
    return current
  }
  // SPEC §6: eip155 accounts act as the smart account where the operator enabled one.
  const smart = createSmartAccountHandlers({
    config: options.config.smartAccounts,
    rpcUrl,
    chainId: chain.current,
    owner: async () => (await parts()).signer.address(),
    open: async () => (await parts()).wallet.open(),
  })
  const rpc = createRpcHandler({
    apiUrl: options.config.apiUrl,
    projectId: options.params.projectId,
    chainId: chain.current,
    signer: async () => {
      if (!(await session.accessToken())) return undefined
      // The session acts on this chain now: from here only the switch card moves it.
      chain.settle()
      return smart.wrap((await parts()).signer)
    },
    approve: async (request, signal) => {
      const { wallet, cards } = await parts()
      const email = session.current()?.user.email
      // The wallet's own steps come first, in the frame the kit now shows: a new device asks for
      // the recovery file; a wallet made in this session offers its recovery file once.
      if (!(await cards.walletReady(options.root, wallet, { signal, email }))) return false
      return askApproval(
        options.root,
        {
          content: request.content,
          dappOrigin: options.params.dappOrigin,
          ...dappClaims,
        },
        { signal, more: cards.sideActions(wallet, email) },
      )
    },
  })
  const signedIn = async () => {
    const token = await session.accessToken()
    if (!token)
      throw new FrameHandlerError('NOT_CONNECTED', 'Session expired. Please sign in again')
    return token
  }
  // The email steps run in the frame's own cards (email-login-view, email-update-view): the kit
  // only asks for a login or an update and hears the outcome, never the address or the codes.
  const clock = options.now ?? Date.now
  // One email card at a time: a new step ends the one on screen (it answers ABORTED).
  let emailCard: AbortController | undefined
  const inEmailCard = async <T>(signal: AbortSignal, run: (signal: AbortSignal) => Promise<T>) => {
    emailCard?.abort()
    const own = new AbortController()
    emailCard = own
    const stop = () => own.abort()
    signal.addEventListener('abort', stop, { once: true })
    try {
      return await run(own.signal)
    } finally {
      signal.removeEventListener('abort', stop)
      if (emailCard === own) emailCard = undefined
    }
  }
  const loginSent: { at: number | undefined } = { at: undefined }
  let loginId: string | undefined
  const loginExpired = () =>
    new FrameHandlerError('LOGIN_EXPIRED', 'The login has expired. Please start again')
  const deviceKey = createDeviceLoginKey(options.deviceLoginKeys ?? openDeviceLoginKeyStore())
  const loginSteps: EmailLoginSteps = {
    async connectDevice(email) {
      const deviceId = session.deviceId()
      try {
        // No key on this device (another browser, cleared storage): straight to the code.
        if (!(await deviceKey.has(deviceId))) return false
        const { challengeId, challenge } = await api.deviceChallenge({ email, deviceId })
        const signature = await deviceKey.sign(deviceId, challenge)
        if (!signature) return false
        const connected = await api.deviceConnect({ challengeId, deviceId, signature })
        session.set(connected.session, connected.user)
        loginId = undefined
        return true
      } catch {
        // Refused (a key this address never registered, a revoked one) or unreachable: the code
        // path decides, and says what went wrong if anything still does.
        return false
      }
    },
    async start(email) {
      const started = await api.startEmail({ email, deviceId: session.deviceId() })
      loginId = started.loginId
      return started.step
    },
    async deviceApproved(signal) {
      const id = loginId
      if (!id) throw loginExpired()
      // No end of its own: the user waits for the link, and leaves with Back or Cancel; the
      // server ends the login when it expires (LOGIN_EXPIRED).
      for (;;) {
        const checked = await api.checkDevice({ loginId: id, deviceId: session.deviceId() })
        if (checked.step === 'VERIFY_OTP') return
        await wait(DEVICE_POLL_MS, signal)
      }
    },
    async verify(otp) {
      const id = loginId
      if (!id) throw loginExpired()
      const deviceId = session.deviceId()
      // The code registers this device's login key: its next login of this address connects
      // without one.
      const devicePublicKey = await deviceKey.publicKey(deviceId)
      const verified = await api.verifyEmail({
        loginId: id,
        deviceId,
        otp,
        ...(devicePublicKey ? { devicePublicKey } : {}),
      })
      // The server may answer a code with the device's approval first (it says the same step
      // for known and unknown addresses at start).
      if (!('session' in verified)) return 'VERIFY_DEVICE'
      session.set(verified.session, verified.user)
      loginId = undefined
      return 'CONNECT'
    },
  }
  let updateId: string | undefined
  const updateExpired = () =>
    new FrameHandlerError('UPDATE_EXPIRED', 'The email update has expired. Please start again')
  const updateSteps: EmailUpdateSteps = {
    async start(email) {
      const started = await api.updateEmail(await signedIn(), { email })
      updateId = started.updateId
      return started.step
    },
    async verifyPrimary(otp) {
      if (!updateId) throw updateExpired()
      const next = await api.updateEmailPrimary(await signedIn(), { updateId, otp })
      updateId = next.updateId
    },
    async verifySecondary(otp) {
      if (!updateId) throw updateExpired()
      const { user } = await api.updateEmailSecondary(await signedIn(), { updateId, otp })
      session.setUser(user)
      updateId = undefined
      return { email: user.email }
    },
  }

  const switchNetwork = createNetworkSwitch({
    root: options.root,
    chainId: chain.current,
    setChainId: chain.set,
    // A session that cannot be refreshed fails the switch (guarded) rather than skip the card.
    signedIn: async () => (await session.accessToken()) !== undefined,
    dappOrigin: options.params.dappOrigin,
    dappClaims: () => dappClaims,
  })

  const handlers: FrameHandlers = {
    ...smart.handlers,
    ...createFarcasterHandlers({ api, session, guarded, wait }),
    EMAIL_LOGIN: (_payload, { signal }) =>
      guarded(async () =>
        inEmailCard(signal, (own) =>
          emailLoginCard(options.root, loginSteps, { signal: own, now: clock, sent: loginSent }),
        ),
      ),
    IS_CONNECTED: async () => ({ isConnected: (await session.accessToken()) !== undefined }),
    GET_USER: ({ chainId: asked, preferredAccountType }) =>
      guarded(async () => {
        await signedIn()
        // The connect's GET_USER aligns the chain; any later one answers the chain the frame is
        // on (another chain is SWITCH_NETWORK's card).
        const chainId = chain.connect(typeof asked === 'number' ? asked : undefined)
        // Known from the session on a new device too (it needs the recovery file only to sign).
        const address = await (await parts()).wallet.address()
        return {
          // A social login's account has no email ('' from apps/api).
          email: session.current()?.user.email || null,
          chainId,
          ...(await smart.user(address, chainId, preferredAccountType)),
        }
      }),
    GET_CHAIN_ID: () => ({ chainId: chain.current() }),
    // Another chain after the login is the user's own approval ("Switch network" card).
    SWITCH_NETWORK: (payload, context) =>
      guarded(async () => {
        const switched = await switchNetwork(payload, context)
        if (await session.accessToken()) chain.settle()
        return switched
      }),
    RPC_REQUEST: (payload, context) => guarded(async () => rpc(payload, context)),
    SIGN_OUT: () =>
      guarded(async () => {
        const token = await session.accessToken()
        if (walletParts) (await walletParts).wallet.close()
        smart.forget()
        session.clear()
        chain.release()
        // The kit's sign-out never waits on the server: the tokens are gone here either way.
        if (token) await api.signOut(token).catch(() => undefined)
        return {}
      }),
    EMAIL_UPDATE: (_payload, { signal }) =>
      guarded(async () => {
        await signedIn()
        return inEmailCard(signal, (own) =>
          emailUpdateCard(options.root, updateSteps, {
            signal: own,
            current: session.current()?.user.email || undefined,
          }),
        )
      }),
    SYNC_THEME: (theme) => applyFrameTheme(document.documentElement, theme),
    SYNC_DAPP_DATA: ({ metadata }) => {
      dappClaims = {
        ...(metadata?.name ? { dappName: metadata.name } : {}),
        ...(metadata?.url ? { dappUrl: metadata.url } : {}),
      }
      return {}
    },
    RELOAD: () => {
      setTimeout(() => location.reload(), 0)
      return {}
    },
  }
  const getUser = handlers.GET_USER
  return {
    ...handlers,
    ...createSocialHandlers({
      api,
      session,
      guarded,
      dappOrigin: options.params.dappOrigin,
      storage: options.storage ?? localStorage,
      user: async (signal) => {
        if (!getUser) throw new FrameHandlerError('UNKNOWN', 'An error occurred')
        return getUser({}, { signal })
      },
    }),
  }
}
