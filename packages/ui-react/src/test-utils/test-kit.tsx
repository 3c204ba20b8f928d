import {
  type AdapterDefinition,
  type AppKit,
  type AppKitOptions,
  type Connector,
  createAppKit,
  createMemoryStorage,
  type DataApi,
  type KitStorage,
  type Network,
  type WalletListingEntry,
} from '@portico/core'
import { type MockAdapter, mockAdapter } from '@portico/core/testing'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { AppKitProvider } from '../context/app-kit-provider.js'
import { directoryApi } from './directory-api.js'

export { type DirectoryCalls, directoryApi } from './directory-api.js'

export const ADDRESS = '0x1111111111111111111111111111111111111111'

export const mainnetFixture: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const optimismFixture: Network = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

/** A directory of `count` wallets named "Wallet 0001"…, with data: images (nothing leaves the process). */
export function walletListing(count: number): WalletListingEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `wallet-${i + 1}`,
    name: `Wallet ${String(i + 1).padStart(4, '0')}`,
    image_url: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E',
    mobile_link: `wallet${i + 1}://`,
    rdns: `com.wallet${i + 1}`,
  }))
}

export interface TestKitOptions {
  /** Extra createAppKit options. */
  connectors?: Connector[]
  wallets?: WalletListingEntry[]
  storage?: KitStorage
  options?: Partial<AppKitOptions>
  adapterFeatures?: Parameters<typeof mockAdapter>[0]['features']
  balance?: string
}

export interface TestKit {
  kit: AppKit
  adapter: MockAdapter
  api: ReturnType<typeof directoryApi>
  storage: KitStorage
}

/** A real headless instance over core's mock adapter and fixture data API. */
export function createTestKit(params: TestKitOptions = {}): TestKit {
  const storage = params.storage ?? createMemoryStorage()
  const adapter = mockAdapter({
    accounts: [ADDRESS],
    ...(params.connectors ? { connectors: params.connectors } : {}),
    ...(params.adapterFeatures ? { features: params.adapterFeatures } : {}),
    balance: params.balance ?? '1.23456',
  })
  const api = directoryApi(params.wallets ?? walletListing(12))
  const kit = createFixtureAppKit({ adapter, api, storage, options: params.options })
  return { kit, adapter: kit.getAdapter('eip155') as MockAdapter, api, storage }
}

/**
 * A real headless instance with one adapter on the two fixture networks (Ethereum, OP Mainnet),
 * project id `test-project`; `options` override any createAppKit option.
 */
export function createFixtureAppKit(params: {
  adapter: AdapterDefinition
  api: DataApi
  storage: KitStorage
  options?: Partial<AppKitOptions> | undefined
}): AppKit {
  return createAppKit({
    adapters: [params.adapter],
    networks: [mainnetFixture, optimismFixture],
    projectId: 'test-project',
    storage: params.storage,
    api: params.api,
    ...params.options,
  })
}

/** Renders `ui` (default: nothing but the provider) under `<AppKitProvider>`. */
export function renderWithKit(kit: AppKit, ui: ReactNode = null): RenderResult {
  return render(<AppKitProvider instance={kit}>{ui}</AppKitProvider>)
}
