import { afterEach, vi } from 'vitest'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import type { AppKit, AppKitEvent, AppKitOptions } from './app-kit-types.js'
import { createAppKit } from './create-app-kit.js'

const created: AppKit[] = []

/** 12.5 USDC on Ethereum mainnet, as the data API lists it. */
export const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

/** 1 ETH on Ethereum mainnet (the native coin: no contract address), as the data API lists it. */
export const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 2000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

/**
 * A kit over memory storage on mainnet + optimism with a mock EVM wallet (ALICE, not connected;
 * a kit needs an adapter); destroyed after each test.
 */
export function testKit(overrides: Partial<AppKitOptions> = {}): AppKit {
  const kit = createAppKit({
    adapters: [mockAdapter({ accounts: [ALICE] })],
    networks: [mainnet, optimism],
    projectId: 'test-project',
    storage: createMemoryStorage(),
    ...overrides,
  })
  created.push(kit)
  return kit
}

/** A kit on mainnet + Solana with a fresh mock adapter for each (ALICE, SOL_ALICE); not connected. */
export function evmAndSolanaKit(overrides: Partial<AppKitOptions> = {}): AppKit {
  return testKit({
    networks: [mainnet, solana],
    adapters: [
      mockAdapter({ accounts: [ALICE] }),
      mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] }),
    ],
    ...overrides,
  })
}

/** Collects the kit's events by name. */
export function recordEvents(kit: AppKit): AppKitEvent['data'][] {
  const events: AppKitEvent['data'][] = []
  kit.watchEvents((event) => events.push(event.data))
  return events
}

/** Resolves once the kit's state satisfies `done` (checked now and on every change). */
export function untilSnapshot(
  kit: AppKit,
  done: (snapshot: ReturnType<AppKit['getSnapshot']>) => boolean,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (done(kit.getSnapshot())) return resolve()
    const stop = kit.subscribe(() => {
      if (!done(kit.getSnapshot())) return
      stop()
      resolve()
    })
  })
}

/** Lets pending promise callbacks run (several microtask turns). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

afterEach(() => {
  for (const kit of created.splice(0)) void kit.destroy()
  vi.useRealTimers()
})
