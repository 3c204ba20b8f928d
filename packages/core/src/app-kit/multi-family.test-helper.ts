import { bitcoin } from '../networks/bitcoin-networks.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { polkadot } from '../networks/polkadot-networks.js'
import { solana } from '../networks/solana-networks.js'
import { type MockAdapterParameters, mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { Network } from '../types/network.js'
import type { AppKit, AppKitOptions } from './app-kit-types.js'
import { testKit } from './kit.test-helper.js'

/** Mainnet P2WPKH (payment) and the BIP-86 P2TR vector (ordinals). */
export const BTC_PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
export const BTC_ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
/** //Alice and //Bob on the generic Substrate prefix (42). */
export const DOT_ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
export const DOT_BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

export type Family = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** Overrides of one family's mock (namespace and accounts have defaults). */
type FamilyMock = Partial<MockAdapterParameters>

/**
 * A kit over memory storage with mock adapters of the four families (mainnet + optimism, Solana,
 * Bitcoin, Polkadot), or of `families` only; each mock can be tuned. Not connected.
 */
export function familiesKit(
  mocks: Partial<Record<Family, FamilyMock>> = {},
  overrides: Partial<AppKitOptions> = {},
  families: readonly Family[] = ['eip155', 'solana', 'bip122', 'polkadot'],
) {
  const defaults: Record<Family, MockAdapterParameters> = {
    eip155: { accounts: [ALICE] },
    solana: { namespace: 'solana', accounts: [SOL_ALICE] },
    bip122: {
      namespace: 'bip122',
      accounts: [BTC_PAYMENT, BTC_ORDINALS],
      accountType: ['payment', 'ordinal'],
    },
    polkadot: {
      namespace: 'polkadot',
      accounts: [DOT_ALICE, DOT_BOB],
      accountNames: ['Alice', 'Bob'],
    },
  }
  const adapters = Object.fromEntries(
    families.map((family) => [family, mockAdapter({ ...defaults[family], ...mocks[family] })]),
  ) as Record<Family, ReturnType<typeof mockAdapter>>
  const networks: Record<Family, Network[]> = {
    eip155: [mainnet, optimism],
    solana: [solana],
    bip122: [bitcoin],
    polkadot: [polkadot],
  }
  const [first, ...rest] = families.flatMap((family) => networks[family])
  if (!first) throw new Error('familiesKit: no family')
  const kit: AppKit = testKit({
    networks: [first, ...rest],
    adapters: families.map((family) => adapters[family]),
    ...overrides,
  })
  return { kit, adapters }
}

/** Connects each family through its mock connector, in order (the last one ends active). */
export async function connectAll(kit: AppKit, families: readonly Family[]): Promise<void> {
  for (const namespace of families) await kit.connect({ connectorId: 'mock', namespace })
}
