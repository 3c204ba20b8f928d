import { solanaWalletConnectHandler } from '@portico/testing/solana-wallet'
import { createTestWallet, type TestWallet, walletErrors } from '@portico/testing/wallet'
import { walletConnectBaseMethods } from '@portico/testing/walletconnect-wallet'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { LabConfig } from '../lab-config.js'

/** Methods this wallet offers in its session (all answered by the local test wallet). */
export const LAB_WALLET_METHODS = walletConnectBaseMethods

export type Proposal = SignClientTypes.EventArguments['session_proposal']
export type SessionRequest = SignClientTypes.EventArguments['session_request']

/** What the wallet page shows; a new object on every change. */
export interface LabWalletState {
  status: 'starting' | 'ready' | 'pairing' | 'failed'
  error: string | undefined
  proposals: Proposal[]
  requests: SessionRequest[]
  sessions: SessionTypes.Struct[]
  /** Last answers, newest first (method and outcome). */
  log: string[]
}

export interface LabWalletClient {
  readonly address: string
  getState(): LabWalletState
  subscribe(listener: () => void): () => void
  pair(uri: string): Promise<void>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
}

const STORAGE_PREFIX = 'portico-lab-wallet'

/**
 * A WalletConnect wallet on a real `@walletconnect/sign-client` (browser build) over the lab's local
 * relay. Every proposal and request waits for the user; answers come from a local test wallet
 * (real signatures, real transactions on the devnet).
 */
export function createLabWalletClient(config: LabConfig): LabWalletClient {
  const rpcUrls = Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  const firstChain = config.chains[0]?.chainId ?? 31337
  const signer: TestWallet = createTestWallet({
    privateKey: config.walletConnectWallet.privateKey,
    rpcUrls,
    chainId: firstChain,
    authorized: true,
  })
  // With the Solana chain running, the same wallet also offers its Solana account (one session).
  const solana = config.solana
    ? solanaWalletConnectHandler({
        secretKey: Uint8Array.from(config.solana.walletConnectWallet.secretKey),
        rpcUrl: config.solana.rpcUrl,
        chains: [config.solana.caip2],
      })
    : undefined
  let state: LabWalletState = {
    status: 'starting',
    error: undefined,
    proposals: [],
    requests: [],
    sessions: [],
    log: [],
  }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<LabWalletState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const note = (line: string) => set({ log: [line, ...state.log].slice(0, 20) })

  const ready = SignClient.init({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    customStoragePrefix: STORAGE_PREFIX,
    logger: 'silent',
    telemetryEnabled: false,
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: 'Portico lab wallet',
      description: 'A WalletConnect wallet on the local devnet',
      url: window.location.origin,
      icons: [],
    },
  }).then((client) => {
    // Offline, the verify service would hold every step for 5 s (see the relay notes).
    ;(client.core.verify as { register: (...args: unknown[]) => Promise<string> }).register =
      async () => ''
    client.on('session_proposal', (proposal) => {
      set({ proposals: [...state.proposals, proposal], status: 'ready' })
    })
    client.on('session_request', (request) => {
      set({ requests: [...state.requests, request] })
    })
    client.on('session_delete', () => set({ sessions: client.session.getAll() }))
    set({ status: 'ready', sessions: client.session.getAll() })
    return client
  })
  ready.catch((error: unknown) => set({ status: 'failed', error: messageOf(error) }))

  const supportedNamespaces = () => ({
    eip155: {
      chains: config.chains.map((chain) => `eip155:${chain.chainId}`),
      methods: [...LAB_WALLET_METHODS],
      events: ['accountsChanged', 'chainChanged'],
      accounts: config.chains.map((chain) => `eip155:${chain.chainId}:${signer.address}`),
    },
    ...(solana
      ? {
          solana: {
            chains: [...solana.chains],
            methods: [...solana.methods],
            events: ['accountsChanged', 'chainChanged'],
            accounts: [...solana.accounts],
          },
        }
      : {}),
  })

  const takeRequest = (id: number) => {
    const request = state.requests.find((entry) => entry.id === id)
    if (!request) throw new Error(`No pending request ${id}`)
    set({ requests: state.requests.filter((entry) => entry.id !== id) })
    return request
  }

  return {
    address: signer.address,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(uri) {
      const client = await ready
      set({ status: 'pairing', error: undefined })
      try {
        await client.pair({ uri: uri.trim() })
        set({ status: 'ready' })
      } catch (error) {
        set({ status: 'ready', error: messageOf(error) })
      }
    },
    async approveProposal(id) {
      const client = await ready
      const proposal = state.proposals.find((entry) => entry.id === id)
      if (!proposal) return
      set({ proposals: state.proposals.filter((entry) => entry.id !== id) })
      try {
        const namespaces = buildApprovedNamespaces({
          proposal: proposal.params,
          supportedNamespaces: supportedNamespaces(),
        })
        const { acknowledged } = await client.approve({ id, namespaces })
        await acknowledged()
        note(`Session approved for ${proposal.params.proposer.metadata.name}`)
      } catch (error) {
        set({ error: messageOf(error) })
      }
      set({ sessions: client.session.getAll() })
    },
    async rejectProposal(id) {
      const client = await ready
      set({ proposals: state.proposals.filter((entry) => entry.id !== id) })
      await client.reject({ id, reason: getSdkError('USER_REJECTED') })
      note('Session rejected')
    },
    async approveRequest(id) {
      const client = await ready
      const { topic, params } = takeRequest(id)
      const { request, chainId } = params
      try {
        if (solana && chainId.startsWith('solana:')) {
          const result = await solana.handle(request, chainId)
          await client.respond({ topic, response: { id, jsonrpc: '2.0', result: result ?? null } })
          note(`${request.method}: approved`)
          return
        }
        const numericChain = Number(chainId.split(':')[1])
        if (numericChain !== signer.chainId && rpcUrls[numericChain]) signer.setChain(numericChain)
        const result = await signer.provider.request(
          request as Parameters<typeof signer.provider.request>[0],
        )
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result: result ?? null } })
        note(`${request.method}: approved`)
      } catch (error) {
        const code =
          typeof (error as { code?: unknown }).code === 'number'
            ? (error as { code: number }).code
            : -32603
        await client.respond({
          topic,
          response: { id, jsonrpc: '2.0', error: { code, message: messageOf(error) } },
        })
        note(`${request.method}: failed (${messageOf(error)})`)
      }
    },
    async rejectRequest(id) {
      const client = await ready
      const { topic, params } = takeRequest(id)
      const rejected = walletErrors.userRejected()
      await client.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: rejected.code, message: rejected.message } },
      })
      note(`${params.request.method}: rejected`)
    },
    async disconnect(topic) {
      const client = await ready
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      set({ sessions: client.session.getAll() })
    },
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
