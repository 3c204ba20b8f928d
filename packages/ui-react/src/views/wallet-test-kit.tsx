// Test helper of the wallet views (Account, Send, Receive, Networks, UnsupportedChain,
// ApproveTransaction): a real headless instance over core's mock adapter and fixture data API,
// connected, with token balances and history fixtures.
import {
  type AppKit,
  type AppKitOptions,
  createMemoryStorage,
  type DataApi,
  type TokenBalance,
  type Transaction,
} from '@portico/core'
import {
  type FixtureDataApiParameters,
  fixtureDataApi,
  type MockAdapter,
  type MockAdapterParameters,
  mapAdapter,
  mockAdapter,
} from '@portico/core/testing'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { AppKitContext } from '../context/app-kit-context.js'
import { ADDRESS, createFixtureAppKit } from '../test-utils/test-kit.js'

export { ADDRESS, mainnetFixture, optimismFixture } from '../test-utils/test-kit.js'

export const RECEIVER = '0x2222222222222222222222222222222222222222'

const ICON = 'data:image/png;base64,iVBORw0KGgo='

export const ethToken: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2469.12,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.23456' },
  iconUrl: ICON,
}

export const usdcToken: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: ICON,
}

/** A token whose name and symbol are markup: it must show as text. */
export const hostileToken: TokenBalance = {
  name: '<img src=x onerror="window.__pwned=1">Evil',
  symbol: '<b>EVIL</b>',
  chainId: 'eip155:1',
  address: '0x3333333333333333333333333333333333333333',
  value: 0.456,
  price: 0.1,
  quantity: { decimals: '18', numeric: '4.56789' },
  iconUrl: 'javascript:alert(1)',
}

/** A history entry on eip155:1. */
export function transaction(
  id: string,
  minedAt: string,
  patch: Partial<Transaction['metadata']> = {},
  transfers?: Transaction['transfers'],
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: RECEIVER,
      sentTo: ADDRESS,
      ...patch,
    },
    transfers: transfers ?? [
      {
        direction: 'in',
        quantity: { numeric: '1.5' },
        fungible_info: { symbol: 'USDC', icon: { url: ICON } },
      },
    ],
  }
}

/** A clock whose time moves only when told (timers still run on the real clock). */
export function manualClock(start = Date.UTC(2026, 10, 21, 12)) {
  let now = start
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle: unknown) =>
      globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    advance(ms: number) {
      now += ms
    },
  }
}

export interface WalletTestKitOptions {
  balances?: TokenBalance[]
  transactions?: Transaction[]
  pageSize?: number
  failing?: FixtureDataApiParameters['failing']
  identities?: FixtureDataApiParameters['identities']
  /** Override single data API methods (e.g. a name resolver that knows names). */
  apiOverrides?: Partial<DataApi>
  options?: Partial<AppKitOptions>
  adapter?: Partial<MockAdapterParameters>
  /** Wrap the mock adapter (e.g. to hold wallet requests until the test releases them). */
  wrapAdapter?: (adapter: MockAdapter) => MockAdapter
  /** Connect before rendering (default true). */
  connect?: boolean
}

export interface WalletTestKit {
  kit: AppKit
  adapter: MockAdapter
  api: ReturnType<typeof fixtureDataApi>
  /** Every toast message shown, in order. */
  toasts: string[]
}

/** A connected instance with wallet fixtures. */
export async function createWalletTestKit(
  params: WalletTestKitOptions = {},
): Promise<WalletTestKit> {
  const mock = mockAdapter({
    accounts: [ADDRESS],
    balance: '1.23456',
    // The "chain" agrees with the fixtures' data API decimals; gas at 1 gwei.
    tokenDecimals: { [usdcToken.address!]: 6, [hostileToken.address!]: 18 },
    gasPrice: 1_000_000_000n,
    ...params.adapter,
  })
  const wrap = params.wrapAdapter
  const definition = wrap ? mapAdapter(mock, (instance) => wrap(instance)) : mock
  const base = fixtureDataApi({
    balances: params.balances ?? [ethToken, usdcToken],
    transactions: params.transactions ?? [],
    pageSize: params.pageSize ?? 20,
    ...(params.failing ? { failing: params.failing } : {}),
    ...(params.identities ? { identities: params.identities } : {}),
  })
  const api = Object.assign(base, params.apiOverrides ?? {})
  const kit = createFixtureAppKit({
    adapter: definition,
    api,
    storage: createMemoryStorage(),
    options: params.options,
  })
  const toasts: string[] = []
  kit.subscribe(() => {
    const message = kit.getSnapshot().toast?.message
    if (message && toasts[toasts.length - 1] !== message) toasts.push(message)
  })
  await kit.ready
  // As the idle preload does in an app: the modal flows are loaded before the views run them.
  await kit.preload()
  if (params.connect !== false) await kit.connect({ connectorId: 'mock' })
  return { kit, adapter: kit.getAdapter('eip155') as MockAdapter, api, toasts }
}

/** Renders a view alone (no modal host) with `kit` as the instance. */
export function renderView(kit: AppKit, ui: ReactNode): RenderResult {
  return render(<AppKitContext.Provider value={kit}>{ui}</AppKitContext.Provider>)
}
