import type { ChainNamespace, Connector } from '@portico/core'

/** One wallet as the Connect view lists it: its connectors, one per family it offers. */
export interface WalletGroup {
  /** The first connector in connector order (its name, image and list position). */
  lead: Connector
  connectors: Connector[]
}

/** Keys that say two connectors are the same wallet: its rdns, its name, its id. */
function walletKeys(connector: Connector): string[] {
  const keys = [`name:${connector.name.trim().toLowerCase()}`, `id:${connector.id}`]
  if (connector.info?.rdns) keys.push(`rdns:${connector.info.rdns.toLowerCase()}`)
  return keys
}

/**
 * Groups sorted connectors by wallet: a wallet offering several families (the same rdns, name or
 * id in another namespace, e.g. an EVM and a Solana "Phantom") becomes one group with one connector
 * per family; WalletConnect is one group too (one session carries every family). A second
 * connector of a family already in the group (two EVM wallets both called "Wallet") stays
 * separate. Order follows the first connector of each group.
 *
 * @example
 * groupWallets([phantomEvm, metaMask, phantomSolana]) // [{ lead: phantomEvm, connectors: [phantomEvm, phantomSolana] }, { lead: metaMask, … }]
 */
export function groupWallets(sorted: readonly Connector[]): WalletGroup[] {
  const groups: WalletGroup[] = []
  const byKey = new Map<string, WalletGroup>()
  for (const connector of sorted) {
    const wc = connector.type === 'WALLET_CONNECT'
    const keys = wc ? ['walletConnect'] : walletKeys(connector)
    const found = keys
      .map((key) => byKey.get(key))
      .find((group) => group && !group.connectors.some((c) => c.chain === connector.chain))
    if (found) {
      found.connectors.push(connector)
      for (const key of keys) if (!byKey.has(key)) byKey.set(key, found)
      continue
    }
    // A WalletConnect connector of a family already listed adds nothing new to show.
    if (wc && byKey.has('walletConnect')) continue
    const group: WalletGroup = { lead: connector, connectors: [connector] }
    groups.push(group)
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, group)
  }
  return groups
}

/** The families a group connects, in its connectors' order. */
export function groupFamilies(group: WalletGroup): ChainNamespace[] {
  return group.connectors.map((c) => c.chain)
}
