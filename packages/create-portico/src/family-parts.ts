import type { FamilyName } from './starter-options.js'

/** What an app imports and calls for one chain family: data, so every template reads one table. */
export interface FamilyPart {
  /** The adapter package the app depends on. */
  package: string
  /** The adapter factory it imports from that package. */
  adapter: string
  /** The call in `adapters: [...]`; `NAME` is replaced by the app's display name. */
  call: string
  /** The networks from `@portico/core` the app lists (production first, then a test network). */
  networks: readonly string[]
}

export const familyParts: Readonly<Record<FamilyName, FamilyPart>> = {
  evm: {
    package: '@portico/adapter-evm',
    adapter: 'evmAdapter',
    call: 'evmAdapter()',
    networks: ['mainnet', 'sepolia'],
  },
  solana: {
    package: '@portico/adapter-solana',
    adapter: 'solanaAdapter',
    call: 'solanaAdapter()',
    networks: ['solana', 'solanaDevnet'],
  },
  bitcoin: {
    package: '@portico/adapter-bitcoin',
    adapter: 'bitcoinAdapter',
    call: 'bitcoinAdapter()',
    networks: ['bitcoin', 'bitcoinTestnet'],
  },
  polkadot: {
    package: '@portico/adapter-polkadot',
    adapter: 'polkadotAdapter',
    call: 'polkadotAdapter({ appName: NAME })',
    networks: ['polkadot', 'westend'],
  },
}
