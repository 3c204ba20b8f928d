import type { LabFamily } from '../lab-config.js'
import type { LabStack } from '../stack/start-lab-stack.js'

// What the family fault cells (faults-families.test.ts) need to know of each non-EVM family: its
// wallet in the lab page, its chain node's addresses, a send the Send view can make, how its wallet
// answers garbage, and the bound on the node message with where that number comes from.

/** The lab page's handle of a family's test wallet (`window.__porticoLab[wallet]`). */
export type FamilyWalletHandle = 'solanaWallet' | 'bitcoinWallet' | 'polkadotWallet'

/**
 * A wallet's connect answering garbage, installed in the page and taken back: the names are
 * `window.__porticoLab` paths so the page function needs no closure.
 */
export type GarbleConnect = 'solana-accounts' | 'bitcoin-addresses' | 'polkadot-accounts'

export interface FamilyFaults {
  family: Exclude<LabFamily, 'eip155'>
  /** As the modal's lists name the family. */
  label: string
  wallet: FamilyWalletHandle
  /** The family's wallet in the modal's Wallets list. */
  walletButton: RegExp
  /** The native symbol on the account button once connected. */
  symbol: string
  /** The browser's way to the chain node: HTTP prefixes and WebSocket URLs. */
  node(lab: LabStack): { http: string[]; ws: string[] }
  /** A send of the native token the Send view can make (amount in the token's unit). */
  send(lab: LabStack): { amount: string; to: string }
  garble: GarbleConnect
  /** What the connecting view says under "Connection failed" when the connect answer is garbage. */
  garbageShown: string
  /**
   * The assert's bound on the node message, wall clock: 3× the designed time. Bitcoin and Polkadot
   * design it (the Esplora check's NODE_CHECK_TIMEOUT_MS, the dropped connection's
   * NODE_RECONNECT_WAIT_MS, 3 s each); Solana sets no wait of its own (a refused connection fails
   * at once) and is held to the same 3 s.
   */
  nodeBound: { ms: number; from: string }
}

/** Bitcoin's and Polkadot's node waits (esplora-reach.ts, on-node.ts): 3 000 ms each. */
const NODE_WAIT_MS = 3_000

const solana = (lab: LabStack) => {
  if (!lab.config.solana) throw new Error('the lab started no Solana chain')
  return lab.config.solana
}
const bitcoin = (lab: LabStack) => {
  if (!lab.config.bitcoin) throw new Error('the lab started no Bitcoin chain')
  return lab.config.bitcoin
}
const polkadot = (lab: LabStack) => {
  if (!lab.config.polkadot) throw new Error('the lab started no Polkadot chain')
  return lab.config.polkadot
}

export const FAMILY_FAULTS: readonly FamilyFaults[] = [
  {
    family: 'solana',
    label: 'Solana',
    wallet: 'solanaWallet',
    walletButton: /Portico Solana Wallet/,
    symbol: 'SOL',
    node: (lab) => ({ http: [solana(lab).rpcUrl], ws: [solana(lab).wsUrl] }),
    send: (lab) => ({ amount: '0.001', to: solana(lab).receiver }),
    garble: 'solana-accounts',
    garbageShown: 'Invalid input',
    nodeBound: { ms: 3 * NODE_WAIT_MS, from: "3x the other adapters' 3 s node wait" },
  },
  {
    family: 'bip122',
    label: 'Bitcoin',
    wallet: 'bitcoinWallet',
    walletButton: /Portico Bitcoin Wallet/,
    symbol: 'BTC',
    node: (lab) => ({ http: [bitcoin(lab).esploraUrl], ws: [] }),
    send: (lab) => ({ amount: '0.0001', to: bitcoin(lab).receiver }),
    garble: 'bitcoin-addresses',
    garbageShown: 'Invalid input',
    nodeBound: { ms: 3 * NODE_WAIT_MS, from: '3x NODE_CHECK_TIMEOUT_MS' },
  },
  {
    family: 'polkadot',
    label: 'Polkadot',
    wallet: 'polkadotWallet',
    walletButton: /Portico Test Extension|portico[- ]test/i,
    symbol: 'ROC',
    node: (lab) => ({ http: [], ws: [polkadot(lab).wsUrl] }),
    send: (lab) => {
      const bob = polkadot(lab).accounts.find((a) => a.name.toLowerCase().startsWith('bob'))
      if (!bob) throw new Error('the Polkadot chain has no //Bob')
      return { amount: '1', to: bob.address }
    },
    garble: 'polkadot-accounts',
    garbageShown: 'Invalid input',
    nodeBound: { ms: 3 * NODE_WAIT_MS, from: '3x NODE_RECONNECT_WAIT_MS' },
  },
]
