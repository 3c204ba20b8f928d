import { randomBytes } from 'node:crypto'
import { type ApiServer, createApiServer } from '@portico/api'
import { freshDatabaseDir } from '@portico/api/testing'
import {
  type Devnet,
  type DevnetChain,
  type DevnetContracts,
  devnetContractAddresses,
  erc4337Addresses,
  type HeldPort,
  holdPort,
  type LocalRelay,
  startDevnet,
  startLocalRelay,
} from '@portico/testing'
import {
  type LocalOpenIdProvider,
  localSocialClients,
  startLocalOpenIdProvider,
} from '@portico/testing/oidc'
import { type SmtpSink, startSmtpSink } from '@portico/testing/smtp'
import { buildFrame, startFrameServer } from '@portico/wallet-frame/server'
import { mnemonicToAccount } from 'viem/accounts'
import type { LabConfig, LabFamily } from '../lab-config.js'
import { type FamilyChains, startFamilyChains } from './family-chains.js'
import { buildLabPages } from './lab-build.js'
import { type LabFarcaster, prepareLabFarcaster } from './lab-farcaster.js'
import { LAB_INBOX_PATH } from './lab-inbox-page.js'
import { startLabBuildServer, startLabDevServer } from './lab-web-server.js'

export interface StartLabStackOptions {
  /** Port of the lab web app (default: ephemeral). */
  port?: number
  /** Reload the page when a source file changes (default true; the e2e tests turn it off so
   * edits elsewhere in the checkout never reload a page under test). */
  watch?: boolean
  /**
   * Where the pages come from: `'dev'` Vite's dev server on the sources, `'build'` their production
   * build (made once per change of the sources, lab-build.ts) on Vite's preview server. Default
   * `'dev'` with `watch`, `'build'` without (the e2e tests: one build for every file's stack).
   */
  pages?: 'dev' | 'build'
  /** Progress and server messages (default: none). */
  log?: (message: string) => void
  /** apps/api indexer poll interval in ms (default 500). */
  indexerPollMs?: number
  /**
   * Chain families to start besides the EVM devnet (their local chain, apps/api reading it, the
   * page's adapter and test wallet): `pnpm lab` starts every one; default none, so a test starts
   * only what it needs.
   */
  families?: readonly LabFamily[]
  /**
   * Build and serve the embedded wallet's frame (apps/wallet-frame) on its own port for the page's
   * email login (default off: the build costs the e2e files that do not use it).
   */
  walletFrame?: boolean
  /**
   * With `walletFrame`: eip155 accounts are ERC-4337 smart accounts (SPEC §6 default), through a
   * local bundler per devnet chain sponsored by the devnet paymaster. Default off: the e2e files
   * written for the EOA keep it.
   */
  smartAccounts?: boolean
  /**
   * apps/api's clock (default `Date.now`): the e2e tests move it past a code's life or the mail
   * cooldown instead of waiting.
   */
  apiNow?: () => number
}

/** A running lab: every URL, the devnet handle, and `stop()`. */
export interface LabStack {
  /** The demo dapp page, e.g. `http://127.0.0.1:5173/`. */
  url: string
  /** The WalletConnect wallet page (`${url}wallet/`). */
  walletUrl: string
  apiUrl: string
  relayUrl: string
  /** The local WalletConnect relay (the fault tests stop it and start one on its port again). */
  relay: LocalRelay
  /** The local SMTP server apps/api sends login codes and device links to, and its inbox. */
  smtp: SmtpSink
  /** The page listing the sink's mails (`${url}inbox/`). */
  inboxUrl: string
  /** With `walletFrame`: Sign In With Farcaster's relay stand-in and the devnet IdRegistry. */
  farcaster: LabFarcaster | undefined
  /**
   * With `walletFrame`: the local OpenID provider playing google, x, github, discord, apple and
   * facebook for apps/api's social logins (its login form takes any user name).
   */
  oidc: LocalOpenIdProvider | undefined
  devnet: Devnet
  /** The other families' local chains (`families`). */
  chains: FamilyChains
  /** What the pages were given. */
  config: LabConfig
  /** Milliseconds each part took to start. */
  timings: Record<'devnet' | 'chains' | 'api' | 'relay' | 'web' | 'total', number>
  /** Stops the web server, the relay, the API (and its database) and the devnet. Idempotent. */
  stop(): Promise<void>
}

const PROJECT_ID = 'portico-lab'
/** startDevnet's default chain ids, and the names the lab gives them. */
const CHAIN_IDS = [31337, 31338]
const CHAIN_NAMES = ['Portico Devnet', 'Portico Devnet B']
/** anvil's documented default mnemonic: account 0 deploys the fixtures. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
/** The dev account apps/api's sandbox on-ramp pays purchases from (no e2e file spends it). */
const ONRAMP_FUNDING_ACCOUNT = 8

/**
 * Starts the whole kit on 127.0.0.1: a two-chain anvil devnet with fixtures, apps/api over it
 * (embedded PGlite in memory), the local WalletConnect relay, and the lab web app (`@portico/*`
 * from package sources, so nothing needs building first: Vite's dev server, or the pages'
 * production build, see `pages`). `pnpm lab` and the e2e tests both call this. Whatever started is stopped again when a later part fails.
 *
 * @example
 * const lab = await startLabStack()
 * console.log(lab.url, lab.walletUrl)
 * await lab.stop()
 */
export async function startLabStack(options: StartLabStackOptions = {}): Promise<LabStack> {
  const log = options.log ?? (() => undefined)
  const stops: { name: string; stop: () => Promise<void> }[] = []
  const stopAll = async () => {
    for (const { name, stop } of stops.splice(0).reverse()) {
      const at = performance.now()
      await withTimeout(stop(), STOP_TIMEOUT_MS).catch((error: unknown) =>
        log(`lab: stopping ${name} failed: ${String(error)}`),
      )
      log(`lab: ${name} stopped in ${Math.round(performance.now() - at)} ms`)
    }
  }
  const started = performance.now()
  const timings = { devnet: 0, chains: 0, api: 0, relay: 0, web: 0, frame: 0, total: 0 }
  const time = async <T>(part: keyof typeof timings, run: () => Promise<T>): Promise<T> => {
    const at = performance.now()
    const value = await run()
    timings[part] = Math.round(performance.now() - at)
    return value
  }
  // Every server listens on a port the system gives it (port 0) and reports it: a port chosen
  // first and bound later can be taken in between by another test file. A part that needs another's
  // URL starts once that one listens; apps/api and the wallet frame, whose URLs others are given
  // before they start (and apps/api's own configuration names), sit behind ports held from the
  // start (holdPort). The fixture addresses are known in advance (fixed deployer and deploy order),
  // and the pages receive their configuration once the rest is up.
  const deployer = mnemonicToAccount(ANVIL_MNEMONIC).address
  const contracts = devnetContractAddresses(deployer)
  let resolveConfig: (config: LabConfig) => void = () => undefined
  let rejectConfig: (error: unknown) => void = () => undefined
  const configReady = new Promise<LabConfig>((resolve, reject) => {
    resolveConfig = resolve
    rejectConfig = reject
  })
  configReady.catch(() => undefined)
  // The SMTP sink starts first (a few ms): apps/api is given its URL for email login.
  const smtp = await startSmtpSink()
  stops.push({ name: 'smtp', stop: () => smtp.stop() })
  const apiFront = await holdPort()
  stops.push({ name: 'api port', stop: () => apiFront.close() })
  // With the wallet frame, social logins too: the frame's port is held now (apps/api lets a login
  // return to the frame's and the page's origins), and one local OpenID provider plays the six
  // providers, sending users back to apps/api's callbacks.
  const frameFront = options.walletFrame ? await holdPort() : undefined
  if (frameFront) stops.push({ name: 'frame port', stop: () => frameFront.close() })
  const oidc = options.walletFrame
    ? await startLocalOpenIdProvider({
        redirectUris: localSocialClients.map(
          (client) => `${apiFront.origin}/v1/auth/social/${client}/callback`,
        ),
      })
    : undefined
  if (oidc) stops.push({ name: 'oidc', stop: () => oidc.close() })

  const track = <T>(name: string, promise: Promise<T>, stop: (value: T) => Promise<void>) => {
    promise.then(
      (value) => stops.push({ name, stop: () => stop(value) }),
      () => undefined,
    )
    return promise
  }
  // The devnet's nodes report their ports as they listen, before the fixtures deploy: apps/api
  // starts against them meanwhile.
  let nodesListening: (chains: [DevnetChain, DevnetChain]) => void = () => undefined
  const devnetListening = new Promise<[DevnetChain, DevnetChain]>((resolve) => {
    nodesListening = resolve
  })
  // With the frame, eip155 accounts are ERC-4337 smart accounts: one local bundler per
  // devnet chain (sponsored by the devnet paymaster), whose URLs the frame's config names.
  const devnetStarting = track(
    'devnet',
    time('devnet', () =>
      startDevnet({
        ...(options.walletFrame && options.smartAccounts ? { erc4337: true } : {}),
        onListening: nodesListening,
      }),
    ),
    (devnet) => devnet.stop(),
  )
  const rpcUrlsReady = Promise.race([
    devnetListening,
    devnetStarting.then((devnet) => devnet.chains),
  ]).then((chains) => chains.map((chain) => chain.rpcUrl))
  const chainsStarting = track(
    'chains',
    time('chains', () => startFamilyChains(options.families ?? [])),
    (chains) => chains.stop(),
  )
  const relayStarting = track(
    'relay',
    time('relay', () => startLocalRelay()),
    (relay) => relay.stop(),
  )
  const pages = options.pages ?? (options.watch === false ? 'build' : 'dev')
  const webOptions = {
    config: configReady,
    inbox: Promise.resolve(smtp.inbox),
    port: options.port ?? 0,
    log,
  }
  const webStarting = track(
    'web',
    time('web', async () =>
      pages === 'build'
        ? startLabBuildServer({ ...webOptions, build: await buildLabPages() })
        : startLabDevServer({ ...webOptions, watch: options.watch ?? true }),
    ),
    (web) => web.close(),
  )
  // The page's origin, once the web server listens (the frame and apps/api's social logins name it).
  const webOriginReady = webStarting.then((web) => new URL(web.url).origin)
  // With the wallet frame, Sign In With Farcaster too: the relay stand-in, and the IdRegistry's
  // address known now (deployed once the devnet is up).
  const farcasterStarting = options.walletFrame
    ? track(
        'siwf',
        rpcUrlsReady.then((rpcUrls) =>
          prepareLabFarcaster({ chainId: CHAIN_IDS[0] ?? 31337, rpcUrl: rpcUrls[0] ?? '' }),
        ),
        (farcaster) => farcaster.stop(),
      )
    : Promise.resolve(undefined)
  const apiStarting = track(
    'api',
    // apps/api reads the other families' chains too: it starts once they are up.
    Promise.all([rpcUrlsReady, chainsStarting, farcasterStarting, webOriginReady]).then(
      ([rpcUrls, chains, farcaster, webOrigin]) =>
        time('api', () =>
          startApi({
            rpcUrls,
            contracts,
            front: apiFront,
            smtpUrl: smtp.url,
            farcaster: farcaster?.apiConfig,
            social:
              oidc && frameFront
                ? { oidc, frameUrl: `${frameFront.origin}/`, returnOrigins: [webOrigin] }
                : undefined,
            pageOrigins: [
              webOrigin,
              webOrigin.replace('//127.0.0.1:', '//localhost:'),
              ...(frameFront ? [frameFront.origin] : []),
            ],
            options,
            log,
            families: chains.apiFamilies,
          }),
        ),
    ),
    async (api) => {
      await api.server.close()
      await api.dispose()
    },
  )
  // The wallet frame on its own origin, answering the lab page only, talking to this apps/api.
  const frameStarting = frameFront
    ? track(
        'frame',
        Promise.all([
          buildFrame(),
          webOriginReady,
          options.smartAccounts ? devnetStarting : undefined,
        ]).then(([root, webOrigin, devnet]) =>
          time('frame', async () => {
            const bundlers = devnet?.erc4337?.bundlers
            const frame = await startFrameServer({
              root,
              config: {
                apiUrl: `${apiFront.origin}/`,
                allowedOrigins: [webOrigin],
                recoveryEscrow: true,
                ...(bundlers
                  ? {
                      smartAccounts: {
                        factory: erc4337Addresses().factory,
                        networks: bundlers.map((bundler, index) => ({
                          chainId: devnet?.chains[index]?.chainId ?? CHAIN_IDS[index] ?? 31337,
                          bundlerUrl: bundler.url,
                          sponsored: true,
                        })),
                      },
                    }
                  : {}),
              },
            })
            frameFront.forwardTo(Number(new URL(frame.url).port))
            return frame
          }),
        ),
        (frame) => frame.stop(),
      )
    : Promise.resolve(undefined)
  const parts = Promise.all([devnetStarting, apiStarting, relayStarting, webStarting])
  try {
    const [devnet, api, relay, web] = await parts
    const farcasterReady = await (await farcasterStarting)?.deploy()
    const chains = await chainsStarting
    for (const [name, address] of Object.entries(contracts)) {
      if (devnet.contracts[name as keyof typeof contracts] !== address) {
        throw new Error(`lab: fixture ${name} deployed at an unexpected address`)
      }
    }
    await frameStarting
    const config = {
      ...labConfig(devnet, api.url, relay, chains),
      ...(frameFront ? { walletFrameUrl: `${frameFront.origin}/` } : {}),
    }
    resolveConfig(config)
    const { url } = web
    timings.total = Math.round(performance.now() - started)
    const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
    log(`lab: devnet ${rpcUrls.join(', ')}, api ${api.url}, relay ${relay.url}, web ${url}`)

    let stopping: Promise<void> | undefined
    return {
      url,
      walletUrl: `${url}wallet/`,
      apiUrl: api.url,
      relayUrl: relay.url,
      relay,
      smtp,
      inboxUrl: `${url.replace(/\/$/, '')}${LAB_INBOX_PATH}`,
      farcaster: farcasterReady,
      oidc,
      devnet,
      chains,
      config,
      timings,
      stop: () => {
        stopping ??= stopAll()
        return stopping
      },
    }
  } catch (error) {
    rejectConfig(error)
    // Parts still starting register their stop when they settle: wait for all of them first.
    await Promise.allSettled([parts, chainsStarting, farcasterStarting, frameStarting])
    await new Promise((resolve) => setTimeout(resolve, 0))
    await stopAll()
    throw error
  }
}

/**
 * apps/api's six social providers, all played by the local OpenID provider: google and apple as
 * OIDC (id_token checked against its JWKS), the others as OAuth 2.0 with its user-info endpoint.
 */
function labSocialConfig(oidc: LocalOpenIdProvider, frameUrl: string, returnOrigins: string[]) {
  return {
    frameUrl,
    returnOrigins,
    providers: Object.fromEntries(
      localSocialClients.map((name) => {
        const client = oidc.clients[name]
        const openId = name === 'google' || name === 'apple'
        return [
          name,
          {
            clientId: client.clientId,
            clientSecret: client.clientSecret,
            tokenEndpointAuth: client.tokenEndpointAuth,
            authorizationUrl: oidc.endpoints.authorization,
            tokenUrl: oidc.endpoints.token,
            ...(openId
              ? { issuer: oidc.issuer, jwksUrl: oidc.endpoints.jwks, scope: 'openid profile' }
              : { userInfoUrl: oidc.endpoints.oauthUserInfo, scope: 'profile' }),
          },
        ]
      }),
    ),
  }
}

async function startApi({
  rpcUrls,
  contracts,
  front,
  smtpUrl,
  farcaster,
  social,
  pageOrigins,
  options,
  log,
  families,
}: {
  rpcUrls: string[]
  contracts: DevnetContracts
  /** apps/api's port, held from the start: its URL is handed out (and configured) before it listens. */
  front: HeldPort
  smtpUrl: string
  farcaster: { relayUrl: string; rpcUrl: string; idRegistry: `0x${string}` } | undefined
  /** `frameUrl`: the wallet frame's page, the only page a social login's result code is sent to. */
  social: { oidc: LocalOpenIdProvider; frameUrl: string; returnOrigins: string[] } | undefined
  /** The pages that call apps/api with the lab's project id (the lab page, the wallet frame). */
  pageOrigins: string[]
  options: StartLabStackOptions
  log: (message: string) => void
  families: Record<string, unknown>
}): Promise<{ server: ApiServer; url: string; dispose(): Promise<void> }> {
  const { usdc, dai, zero, usdt, multicall3, spamNft } = contracts
  const database = await freshDatabaseDir()
  const server = await createApiServer(
    {
      dataDir: database.dataDir,
      chains: rpcUrls.map((rpcUrl, index) => ({
        chainId: CHAIN_IDS[index] ?? 31337 + index,
        name: CHAIN_NAMES[index] ?? `Devnet ${index}`,
        rpcUrls: [rpcUrl],
        multicall3,
        tokens: [usdc, dai, zero, usdt],
      })),
      prices: { ETH: 3000, USDC: 1, USDT: 1, DAI: 1, ZERO: 5 },
      spamContracts: [spamNft],
      rateLimit: false,
      // Sign-in links and callbacks are built on it (apps/api requires it with auth).
      publicUrl: front.origin,
      projects: [{ id: PROJECT_ID, allowedOrigins: pageOrigins }],
      families,
      indexerPollMs: options.indexerPollMs ?? 500,
      onramp: { sandbox: { fundingKey: onrampFundingKey() } },
      // Email login for the wallet frame: mail goes to the lab's SMTP sink (see /inbox/).
      // The lab's wallet frame escrows recovery shares (a new browser signs in by email alone).
      auth: {
        smtpUrl,
        appName: 'Portico Lab',
        recoveryEscrowKey: randomBytes(32).toString('base64'),
        ...(farcaster ? { farcaster } : {}),
        ...(social
          ? { social: labSocialConfig(social.oidc, social.frameUrl, social.returnOrigins) }
          : {}),
      },
      // Swaps from the devnet's own pools (USDC/WETH, USDT/USDC) on both chains.
      swaps: {
        pools: rpcUrls.map((_, index) => ({
          chainId: CHAIN_IDS[index] ?? 31337 + index,
          router: contracts.swapRouter,
          wrappedNative: contracts.weth,
          tokens: [usdc, usdt],
        })),
      },
    },
    {
      log: (message) => log(`api: ${message}`),
      ...(options.apiNow ? { now: options.apiNow } : {}),
    },
  )
  try {
    front.forwardTo((await server.listen({ host: '127.0.0.1', port: 0 })).port)
    return { server, url: front.origin, dispose: database.dispose }
  } catch (error) {
    await server.close()
    await database.dispose()
    throw error
  }
}

function labConfig(
  devnet: Devnet,
  apiUrl: string,
  relay: LocalRelay,
  chains: FamilyChains,
): LabConfig {
  const [first, second] = devnet.accounts
  if (!first || !second) throw new Error('lab: the devnet has fewer than two accounts')
  const { usdc, dai, zero, usdt, nft, spamNft } = devnet.contracts
  return {
    projectId: PROJECT_ID,
    apiUrl,
    relayUrl: relay.url,
    chains: devnet.chains.map((chain, index) => ({
      chainId: chain.chainId,
      name: CHAIN_NAMES[index] ?? `Devnet ${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
    })),
    injectedWallet: first,
    walletConnectWallet: second,
    families: chains.families,
    ...(chains.solana ? { solana: chains.solana } : {}),
    ...(chains.bitcoin
      ? {
          bitcoin: {
            esploraUrl: chains.bitcoin.esploraUrl,
            caip2: chains.bitcoin.caip2,
            wallet: chains.bitcoin.wallet,
            receiver: chains.bitcoin.receiver,
          },
        }
      : {}),
    ...(chains.polkadot ? { polkadot: chains.polkadot } : {}),
    contracts: { usdc, dai, zero, usdt, nft, spamNft },
  }
}

/** Longest wait for one part to stop (a dev server stopped during its first dependency scan can
 * wait on it); the process exit ends what is left. */
const STOP_TIMEOUT_MS = 10_000

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<void>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not stop within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** The private key of the sandbox on-ramp's funding account (derived: the devnet may still be starting). */
function onrampFundingKey(): `0x${string}` {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: ONRAMP_FUNDING_ACCOUNT }).getHdKey()
    .privateKey
  if (!key) throw new Error('lab: no key for the on-ramp funding account')
  return `0x${Buffer.from(key).toString('hex')}`
}
