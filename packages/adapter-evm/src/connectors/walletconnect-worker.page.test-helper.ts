// The dapp page of the WalletConnect worker tests, bundled by Vite from the package's built
// `dist` as an app's bundler would: `window.dapp` drives one eip155 adapter with
// `walletConnect.worker` on, over the page's localStorage (so every tab of the origin finds the
// same client prefix).

import { evmAdapter } from '@portico/adapter-evm'
import { createLocalStorage, type Network } from '@portico/core'

interface Chain {
  chainId: number
  rpcUrl: string
}

const warnings: string[] = []
const uris: string[] = []
/** The adapter's disconnect events, counted. */
const disconnects: number[] = []
let adapter: ReturnType<ReturnType<typeof evmAdapter>['create']> | undefined
let networks: Network[] = []

const dapp = {
  warnings,
  uris,
  disconnects,
  async start(options: {
    relayUrl: string
    chains: Chain[]
    worker: boolean
    /** Leave WalletConnect's metadata to what the page's document says. */
    noMetadata?: boolean
  }) {
    networks = options.chains.map((chain) => ({
      id: chain.chainId,
      caipNetworkId: `eip155:${chain.chainId}` as const,
      chainNamespace: 'eip155' as const,
      name: `Devnet ${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }))
    adapter = evmAdapter({
      networks,
      walletConnect: {
        projectId: 'worker-test',
        relayUrl: options.relayUrl,
        ...(options.noMetadata
          ? {}
          : {
              metadata: {
                name: 'Worker dapp',
                description: 'tests',
                url: location.origin,
                icons: [],
              },
            }),
        worker: options.worker,
      },
    }).create({
      storage: createLocalStorage(),
      clock: {
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (handle) => clearTimeout(handle as number),
      },
      networks,
      warn: (message) => warnings.push(message),
    })
    adapter.on('displayUri', ({ uri }) => uris.push(uri))
    adapter.on('disconnect', () => disconnects.push(Date.now()))
    await adapter.setup()
  },
  /** Connects through WalletConnect (a pairing URI is pushed to `uris`); resolves with the address. */
  async connect() {
    const connection = await need().connect({ connectorId: 'walletConnect', network: networks[0] })
    return connection.address
  },
  /** What the modal does when the user points at WalletConnect. */
  prepare() {
    return need().prepareConnector?.('walletConnect')
  },
  /** Restores the saved session (no pairing): its address, or undefined. */
  async reconnect() {
    const connection = await need().reconnect({ connectorId: 'walletConnect' })
    return connection?.address
  },
  signMessage(message: string, address: string) {
    return need().signMessage({ message, address })
  },
  /** The error a signature ends with, by class name and message. */
  async signError(message: string, address: string) {
    try {
      await need().signMessage({ message, address })
      return undefined
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message }
    }
  },
  /** Whether the adapter's provider is a worker's facade (it has `release`) or WalletConnect's own. */
  providerKind() {
    const provider = need().getProvider() as object | undefined
    return provider === undefined ? 'none' : 'release' in provider ? 'worker' : 'page'
  },
  disconnect() {
    return need().disconnect()
  },
  /**
   * Joins the app's SharedWorker (the same script and name as the adapter's: the same worker) on
   * a port of its own, posts `data` as any page of the origin could, and resolves with the first
   * answer, or `undefined` once the worker answered a well-formed call sent after it (nothing
   * came for `data`).
   */
  async postToWorker(script: string, data: unknown) {
    const worker = new SharedWorker(script, { type: 'module', name: 'portico-walletconnect' })
    const answers: unknown[] = []
    const isSentinel = (answer: unknown) => (answer as { id?: unknown } | null)?.id === 999
    const answered = new Promise<void>((resolve) => {
      worker.port.onmessage = (event) =>
        isSentinel(event.data) ? resolve() : answers.push(event.data)
    })
    worker.port.postMessage(data)
    // The sentinel: a call on a port that opened no client is answered (with an error) in turn.
    worker.port.postMessage({ type: 'call', id: 999, method: 'request', params: [] })
    await answered
    worker.port.close()
    return answers
  },
}

function need() {
  if (!adapter) throw new Error('dapp.start() first')
  return adapter
}

;(window as unknown as { dapp: typeof dapp }).dapp = dapp
