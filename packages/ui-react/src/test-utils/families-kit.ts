import {
  type AppKit,
  bitcoin,
  type ChainNamespace,
  createAppKit,
  createMemoryStorage,
  type Network,
  polkadot,
  solana,
  type TokenBalance,
} from '@portico/core'
import {
  fixtureDataApi,
  type MockAdapter,
  type MockAdapterParameters,
  mockAdapter,
} from '@portico/core/testing'
import { ADDRESS, mainnetFixture, optimismFixture } from './test-kit.js'

export const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const BTC_PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
export const BTC_ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
export const DOT_ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
export const DOT_BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

export type Family = 'eip155' | 'solana' | 'bip122' | 'polkadot'

const NETWORKS: Record<Family, Network[]> = {
  eip155: [mainnetFixture, optimismFixture],
  solana: [solana],
  bip122: [bitcoin],
  polkadot: [polkadot],
}

const DEFAULTS: Record<Family, MockAdapterParameters> = {
  eip155: { accounts: [ADDRESS], balance: '1.5' },
  solana: { namespace: 'solana', accounts: [SOL_ADDRESS], balance: '2' },
  bip122: {
    namespace: 'bip122',
    accounts: [BTC_PAYMENT, BTC_ORDINALS],
    accountType: ['payment', 'ordinal'],
    balance: '0.5',
    connectors: [
      { id: 'btc', name: 'Btc Wallet', type: 'INJECTED', chain: 'bip122', installed: true },
    ],
  },
  polkadot: {
    namespace: 'polkadot',
    accounts: [DOT_ALICE, DOT_BOB],
    accountNames: ['Alice', 'Bob'],
    balance: '10',
    connectors: [
      { id: 'dot', name: 'Dot Extension', type: 'INJECTED', chain: 'polkadot', installed: true },
    ],
  },
}

/** The connector id of each family's default mock. */
export const CONNECTOR: Record<Family, string> = {
  eip155: 'mock',
  solana: 'mock',
  bip122: 'btc',
  polkadot: 'dot',
}

export interface FamiliesKit {
  kit: AppKit
  adapter(namespace: ChainNamespace): MockAdapter
}

/**
 * A real headless instance with mock adapters of several families (EVM and Solana both offer
 * "Mock Wallet", so the Connect view groups them; Bitcoin "Btc Wallet"; Polkadot "Dot Extension"
 * with the named accounts Alice and Bob), each mock tunable; `connect` lists the families to
 * connect in order (the last ends active).
 */
export async function createFamiliesKit(
  params: {
    families?: readonly Family[]
    mocks?: Partial<Record<Family, Partial<MockAdapterParameters>>>
    connect?: readonly Family[]
    balances?: TokenBalance[]
  } = {},
): Promise<FamiliesKit> {
  const families = params.families ?? ['eip155', 'solana', 'bip122', 'polkadot']
  const [first, ...rest] = families.flatMap((family) => NETWORKS[family])
  if (!first) throw new Error('createFamiliesKit: no family')
  const kit = createAppKit({
    adapters: families.map((family) =>
      mockAdapter({ ...DEFAULTS[family], ...params.mocks?.[family] }),
    ),
    networks: [first, ...rest],
    projectId: 'test-project',
    storage: createMemoryStorage(),
    api: fixtureDataApi({
      balances: params.balances ?? [],
      // The data API serves every family here (apps/api does).
      supportedChains: [first, ...rest].map((network) => network.caipNetworkId),
    }),
  })
  await kit.ready
  await kit.preload()
  for (const namespace of params.connect ?? [])
    await kit.connect({ connectorId: CONNECTOR[namespace], namespace })
  return { kit, adapter: (namespace) => kit.getAdapter(namespace) as MockAdapter }
}
