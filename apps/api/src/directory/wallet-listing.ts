import type { WalletListingEntry } from '@portico/api-client'

/** A listing entry as the server keeps it (the public shape plus ordering fields). */
export interface ListedWallet extends WalletListingEntry {
  badge_type: 'certified' | 'none'
  homepage: string
  /** Colour of the generated icon. */
  color: string
}

const FIRST = [
  'Aurora',
  'Basalt',
  'Cedar',
  'Drift',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meadow',
  'Nimbus',
  'Onyx',
  'Prairie',
  'Quartz',
  'Ripple',
  'Sierra',
  'Tundra',
  'Umber',
  'Vale',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
  'Cobalt',
  'Lantern',
  'Orbit',
  'Pebble',
]
const SECOND = [
  'Vault',
  'Wallet',
  'Keep',
  'Pocket',
  'Purse',
  'Safe',
  'Chest',
  'Ledger',
  'Pouch',
  'Locker',
  'Haven',
  'Nest',
  'Den',
  'Harbor',
  'Gate',
  'Key',
  'Satchel',
  'Coffer',
  'Cache',
  'Bank',
]
const CHAIN_SETS = [
  [
    'eip155:1',
    'eip155:10',
    'eip155:137',
    'eip155:8453',
    'eip155:42161',
    'eip155:31337',
    'eip155:31338',
  ],
  ['eip155:1', 'eip155:137', 'eip155:31337'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['bip122:000000000019d6689c085ae165831e93'],
  ['eip155:1', 'eip155:56', 'eip155:43114', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'],
]

/** A small deterministic PRNG (mulberry32) so the listing is the same on every replica. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The wallet listing the server ships: `count` fictional wallets generated deterministically
 * (names, chains, deep links, rdns, colours); ordered by rank, certified wallets first.
 */
export function generateWalletListing(count = 600): ListedWallet[] {
  const next = random(20_240_601)
  const wallets: ListedWallet[] = []
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length] ?? 'Plain'
    const second = SECOND[Math.floor(i / FIRST.length) % SECOND.length] ?? 'Wallet'
    const round = Math.floor(i / (FIRST.length * SECOND.length))
    const name = round === 0 ? `${first} ${second}` : `${first} ${second} ${round + 1}`
    const slug = name.toLowerCase().replace(/\s+/g, '-')
    const compact = slug.replace(/-/g, '')
    const id = `w${String(i + 1).padStart(4, '0')}-${slug}`
    const chains = CHAIN_SETS[Math.floor(next() * CHAIN_SETS.length)] ?? []
    const hasMobile = next() < 0.8
    const hasDesktop = next() < 0.3
    wallets.push({
      id,
      name,
      image_id: id,
      chains: [...chains],
      homepage: `https://${slug}.example`,
      // Half as universal links (as real directories list some: `https://link.trustwallet.com`),
      // half as app schemes, which the kit refuses for these fictional wallets.
      mobile_link: hasMobile
        ? i % 2 === 0
          ? `https://link.${slug}.example/`
          : `${compact}://`
        : null,
      desktop_link: hasDesktop ? `${compact}-desktop://` : null,
      webapp_link: next() < 0.4 ? `https://app.${slug}.example` : null,
      rdns: `example.${compact}`,
      badge_type: i < 60 || next() < 0.1 ? 'certified' : 'none',
      color: `hsl(${Math.floor(next() * 360)}, 62%, 46%)`,
    })
  }
  return wallets
}

/** Filters and pages the listing as `/getWallets` does. */
export function queryWallets(
  listing: readonly ListedWallet[],
  query: {
    page: number
    entries: number
    search?: string | undefined
    chains?: string[] | undefined
    include?: string[] | undefined
    exclude?: string[] | undefined
    badge_type?: 'certified' | 'none' | undefined
  },
): { count: number; data: WalletListingEntry[] } {
  const search = query.search?.trim().toLowerCase()
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const chains = query.chains?.length ? new Set(query.chains) : undefined
  const matches = listing.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!chains || wallet.chains?.some((chain) => chains.has(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!query.badge_type || query.badge_type === 'none' || wallet.badge_type === 'certified'),
  )
  const start = (query.page - 1) * query.entries
  return {
    count: matches.length,
    data: matches.slice(start, start + query.entries).map(({ color: _color, ...entry }) => entry),
  }
}
