import type {
  AdapterDefinition,
  AdapterEventMap,
  AdapterEventName,
  ChainAdapter,
} from '../adapter/chain-adapter.js'
import { createAdapterEvents } from '../adapter-kit/adapter-events.js'
import { createScopedClock } from '../adapter-kit/scoped-clock.js'
import { DEFAULT_REQUEST_TIMEOUT, withTimeout } from '../adapter-kit/with-timeout.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { systemClock } from '../lifecycle/clock.js'
import type { Network } from '../types/network.js'
import type { ConformanceWallet, ConformanceWalletMode } from './conformance-fixture.js'

// A small adapter family for the conformance suite's own tests: a wallet in memory and an adapter
// on core's adapter kit, each with one switch per rule of the contract that breaks that rule.

/** One way to break the toy adapter, each against one conformance case. */
export type ToyFault =
  | 'one-instance-for-all-kits'
  | 'destroy-forgets-the-wallet-listener'
  | 'raw-wallet-rejection'
  | 'timer-outside-the-kit-clock'
  | 'emitter-without-isolation'
  | 'disconnect-keeps-listening'
  | 'takes-malformed-accounts'

export const toyNetworks: Network[] = [1, 2].map((id) => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Toy ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}))

type WalletEvent = { accounts?: unknown; chainId?: unknown; disconnect?: true }

/** The in-memory wallet: prompts follow the mode, events go to its listeners. */
export interface ToyWallet {
  account: string
  chainId: number
  mode: ConformanceWalletMode
  malformedAnswer: boolean
  listeners: Set<(event: WalletEvent) => void>
  prompt(): Promise<unknown>
  emit(event: WalletEvent): void
}

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const isAddress = (value: unknown) => typeof value === 'string' && /^0x[0-9a-f]{40}$/i.test(value)

export function createToyWallet(): ToyWallet {
  const wallet: ToyWallet = {
    account: address(1),
    chainId: 1,
    mode: 'approve',
    malformedAnswer: false,
    listeners: new Set(),
    prompt() {
      if (wallet.mode === 'hang') return new Promise(() => {})
      if (wallet.mode === 'reject')
        return Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 }))
      const accounts = wallet.malformedAnswer ? ['0xnot-an-address'] : [wallet.account]
      wallet.malformedAnswer = false
      return Promise.resolve(accounts)
    },
    emit(event) {
      if (event.accounts && Array.isArray(event.accounts) && isAddress(event.accounts[0]))
        wallet.account = event.accounts[0] as string
      for (const listener of [...wallet.listeners]) listener(event)
    },
  }
  return wallet
}

/** The toy wallet as the suite drives it. */
export function toyConformanceWallet(wallet: ToyWallet): ConformanceWallet {
  let n = 100
  return {
    connectorId: 'toy',
    get address() {
      return wallet.account
    },
    setMode: (mode) => {
      wallet.mode = mode
    },
    changeAccount() {
      n++
      wallet.emit({ accounts: [address(n)] })
      return wallet.account
    },
    changeChain() {
      wallet.chainId = wallet.chainId === 1 ? 2 : 1
      wallet.emit({ chainId: wallet.chainId })
      return wallet.chainId
    },
    disconnect: () => wallet.emit({ disconnect: true }),
    emitMalformed: () => wallet.emit({ accounts: ['0xnot-an-address'] }),
    answerMalformed() {
      wallet.malformedAnswer = true
      return '0xnot-an-address'
    },
    openResources: () => ({ listeners: wallet.listeners.size, sockets: 0, subscriptions: 0 }),
  }
}

/** A naive emitter: a listener that throws stops the rest (the fault the adapter kit's avoids). */
function unisolatedEvents() {
  const listeners = new Map<AdapterEventName, Set<(payload: never) => void>>()
  return {
    on<E extends AdapterEventName>(event: E, listener: (payload: AdapterEventMap[E]) => void) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => set.delete(listener as (payload: never) => void)
    },
    emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]) {
      for (const listener of listeners.get(event) ?? [])
        (listener as (p: typeof payload) => void)(payload)
    },
    clear: () => listeners.clear(),
  }
}

/** The toy family's definition over `page.wallet`, with `faults` switched on. */
export function toyAdapter(
  page: { wallet?: ToyWallet },
  faults: readonly ToyFault[] = [],
): AdapterDefinition {
  const broken = (fault: ToyFault) => faults.includes(fault)
  let single: ChainAdapter | undefined
  return {
    namespace: 'eip155',
    create(context) {
      if (single && broken('one-instance-for-all-kits')) return single
      const events = broken('emitter-without-isolation')
        ? unisolatedEvents()
        : createAdapterEvents(context.warn)
      const clock = createScopedClock(
        broken('timer-outside-the-kit-clock') ? systemClock : context.clock,
      )
      let connected: { wallet: ToyWallet; off: () => void } | undefined
      let listening: (() => void)[] = []

      const wallet = () => {
        if (!page.wallet) throw new Error('no toy wallet on the page')
        return page.wallet
      }
      const prompt = async <T>(method: string, answer: () => Promise<T>): Promise<T> => {
        try {
          return await withTimeout(answer(), { clock, timeout: DEFAULT_REQUEST_TIMEOUT, method })
        } catch (error) {
          const code = (error as { code?: unknown }).code
          if (code === 4001 && !broken('raw-wallet-rejection'))
            throw new UserRejectedRequestError({ cause: error })
          throw error
        }
      }
      const onWallet = (event: WalletEvent) => {
        if (event.disconnect) {
          end()
          events.emit('disconnect', {})
          return
        }
        if (event.accounts !== undefined) {
          const accounts = event.accounts
          if (
            !broken('takes-malformed-accounts') &&
            !(Array.isArray(accounts) && accounts.every(isAddress))
          ) {
            context.warn('Refused malformed accounts from the wallet', accounts)
            return
          }
          events.emit('accountsChanged', { accounts: accounts as string[] })
        }
        if (typeof event.chainId === 'number')
          events.emit('chainChanged', { chainId: event.chainId })
      }
      const end = () => {
        if (!broken('disconnect-keeps-listening')) connected?.off()
        connected = undefined
      }

      const adapter: ChainAdapter = {
        namespace: 'eip155',
        capabilities: {
          tokens: false,
          nfts: false,
          names: false,
          swaps: false,
          feeModel: 'gas',
          sendFailedText: 'somethingWentWrong',
        },
        validateAddress: isAddress,
        setup() {},
        async destroy() {
          if (!broken('destroy-forgets-the-wallet-listener')) for (const off of listening) off()
          listening = []
          connected = undefined
          clock.dispose()
          events.clear()
        },
        getConnectors: () => [{ id: 'toy', name: 'Toy', type: 'INJECTED', chain: 'eip155' }],
        async connect() {
          const target = wallet()
          const accounts = await prompt('connect', () => target.prompt())
          if (!(Array.isArray(accounts) && accounts.length > 0 && accounts.every(isAddress))) {
            context.warn('Refused malformed accounts from the wallet', accounts)
            if (!broken('takes-malformed-accounts'))
              throw new Error('The wallet answered no account')
          }
          end()
          target.listeners.add(onWallet)
          const off = () => target.listeners.delete(onWallet)
          listening.push(off)
          connected = { wallet: target, off }
          const account = (accounts as string[])[0] as string
          return {
            address: account,
            accounts: [{ address: account, type: 'eoa' }],
            chainId: target.chainId,
            connectorId: 'toy',
          }
        },
        reconnect: async () => undefined,
        async disconnect() {
          end()
        },
        on: events.on,
        switchNetwork: async () => {},
        async signMessage() {
          await prompt('sign', () => wallet().prompt())
          return '0x'
        },
        sendTransaction: async () => '0x',
        estimateGas: async () => 0n,
        getBalance: async () => ({ balance: '0', symbol: 'ETH', decimals: 18 }),
        getCapabilities: async () => ({}),
        request: async () => undefined,
        getProvider: () => connected?.wallet,
      }
      single = adapter
      return adapter
    },
  }
}
