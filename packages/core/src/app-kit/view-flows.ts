import { createExternalConnectActions } from '../connection/external-connect.js'
import { createPairingActions, type PairingActions } from '../connection/pairing-actions.js'
import {
  type PrepareConnectorParameters,
  prepareConnector,
} from '../connection/prepare-connector.js'
import { createDataActions } from '../data/data-actions.js'
import { registerName } from '../data/name-actions.js'
import { createNameSuggestionsFlow } from '../data/name-suggestions-flow.js'
import { createNftHoldings } from '../data/nft-holdings.js'
import { createViewDataLoads } from '../data/view-data-loads.js'
import { createWalletDirectoryActions } from '../data/wallet-directory-actions.js'
import type { EmbeddedWalletActions } from '../embedded-wallet/index.js'
import { createEmailFrameFlow, createFarcasterLoginFlow } from '../embedded-wallet/view-flows.js'
import type { PerKit } from '../lifecycle/per-kit.js'
import { viewParamsOf } from '../navigation/view-params.js'
import { loadSendTokenDecimals } from '../send/send-decimals.js'
import { loadSendExistentialDeposit } from '../send/send-deposit.js'
import { createSendFeeActions } from '../send/send-fee.js'
import { createSendFlow } from '../send/send-flow.js'
import { createSendReceiverActions } from '../send/send-receiver.js'
import { sendToken } from '../send/send-token.js'
import type { AppKit } from './app-kit-types.js'
import type { KitContext } from './kit-context.js'
import { viewFlowStarts } from './view-flow-starts.js'

/** What the flows need from the kit besides its context. */
export type ViewFlowDeps = Parameters<typeof createPairingActions>[1] & {
  embeddedWallet: EmbeddedWalletActions
  setFarcasterUrl(url: string): void
  /** The kit itself, for the flows written over its public surface (swap). */
  kit(): AppKit
}

/**
 * The flows the modal's views drive (balances, history, pairing, external connect, wallet
 * directory, send, names, NFTs, the data Connect, AllWallets and Account show): loaded with
 * `import()` on first use or on `kit.preload()`, so a page that only shows the button does not
 * download them (see `lazy-view-flows.ts`).
 */
export function createViewFlows(ctx: KitContext, deps: ViewFlowDeps) {
  const pairingDeps = deps
  const pairing: PairingActions = createPairingActions(ctx, pairingDeps)
  const external = createExternalConnectActions(ctx, pairingDeps)
  const data = createDataActions(ctx)
  const directory = createWalletDirectoryActions(ctx)
  const fetchNfts = createNftHoldings(ctx)
  const loads = createViewDataLoads(ctx, {
    directory,
    fetchTokenBalances: () => data.fetchTokenBalances(),
    fetchNfts: () => fetchNfts(),
    fetchTransactions: (params) => data.fetchTransactions(params),
    track: pairingDeps.track,
  })
  const fee = createSendFeeActions(ctx)
  const receiver = createSendReceiverActions(ctx)
  const farcaster = createFarcasterLoginFlow(ctx, deps)
  const email = createEmailFrameFlow(ctx, deps)
  const names = createNameSuggestionsFlow(ctx, { track: pairingDeps.track })
  const send = createSendFlow(ctx, {
    fetchTokenBalances: () => data.fetchTokenBalances(),
    loadSendTokenDecimals: () => loadSendTokenDecimals(ctx),
    estimateSendFee: fee.estimateSendFee,
    loadExistentialDeposit: () => loadSendExistentialDeposit(ctx),
    setSendReceiver: receiver.setSendReceiver,
    track: pairingDeps.track,
  })
  // Swap and on-ramp have their own chunks (their views import them too): the kit's destroy ends
  // the ones that were started.
  const ends = new Set<(kit: AppKit) => void>()
  deps.track(() => {
    for (const end of ends) end(deps.kit())
  })
  /** Runs `use` on the kit's flow once its chunk (`load`) is in. */
  const inOwnChunk =
    <T>(load: () => Promise<PerKit<T>>, use: (flow: T) => unknown) =>
    () => {
      load()
        .then((flows) => {
          if (ctx.destroyed()) return
          ends.add(flows.end)
          return use(flows.of(deps.kit()))
        })
        .catch(() => {})
    }
  const onRampFlows = () =>
    import('../onramp/onramp-flow-of.js').then((module) => module.onRampFlows)
  const starts = {
    startExternalConnect: external.start,
    // The Basic variant takes no data: it pairs with the WalletConnect connector.
    startPairing: () => {
      const connectorId = viewParamsOf(
        ctx.state.get('router'),
        'ConnectingWalletConnect',
      )?.connectorId
      pairing.start(connectorId ? { connectorId } : {})
    },
    startSend: send.start,
    startOnRamp: inOwnChunk(onRampFlows, (flow) => flow.load()),
    startOnRampWatch: inOwnChunk(onRampFlows, (flow) => flow.watchArrival()),
    startSwap: inOwnChunk(
      () => import('../swap/swap-flow-of.js').then((module) => module.swapFlows),
      (flow) => flow.loadTokens(),
    ),
    startFarcasterLogin: farcaster.start,
    startEmailFrame: email.start,
    ...loads,
  }
  return {
    ...data,
    ...fee,
    ...receiver,
    ...directory,
    retryPairing: pairing.retry,
    retryExternalConnect: external.retry,
    startShownViewFlow() {
      const view = ctx.state.get('router').view
      if (Object.hasOwn(viewFlowStarts, view))
        starts[viewFlowStarts[view as keyof typeof viewFlowStarts]]()
    },
    retryFarcasterLogin: farcaster.retry,
    finishFarcasterLogin: farcaster.finish,
    retryEmailFrame: email.retry,
    prepareConnector: (params: PrepareConnectorParameters) => prepareConnector(ctx, params),
    registerName: (name: string) => registerName(ctx, name),
    suggestNames: names.suggest,
    fetchNfts,
    sendToken: () => sendToken(ctx),
    loadSendTokenDecimals: () => loadSendTokenDecimals(ctx),
  }
}

export type ViewFlows = ReturnType<typeof createViewFlows>
