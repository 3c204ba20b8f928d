import { Address } from '@scure/btc-signer'
import * as v from 'valibot'
import { ApiError } from '../../http/api-error.js'
import type { FamilyDataSource, FamilyFactory } from '../family-source.js'
import { readBitcoinBalance } from './bitcoin-balances.js'
import { BitcoinFamilyConfigSchema, bitcoinCaip2, bitcoinNetworks } from './bitcoin-config.js'
import { readBitcoinHistory } from './bitcoin-history.js'
import { createEsploraReader } from './esplora-reader.js'

const DEFAULT_TIMEOUT_MS = 10_000

/**
 * `families.bitcoin`: the BTC balance (confirmed + unconfirmed) and payment history of an address
 * of one Bitcoin network, read from an Esplora-style REST API (no local index: Esplora pages by
 * itself).
 */
export const bitcoinFamily: FamilyFactory = {
  key: 'bitcoin',
  async create(section, context) {
    const parsed = v.safeParse(BitcoinFamilyConfigSchema, section)
    if (!parsed.success) {
      throw new Error(`api config: families.bitcoin: ${parsed.issues[0]?.message ?? 'invalid'}`)
    }
    const config = parsed.output
    const chain = bitcoinCaip2(config.genesisHash)
    const native = config.native ?? { name: 'Bitcoin', symbol: 'BTC' }
    const price = config.price ?? context.prices.price({ chainId: 0, symbol: native.symbol })
    const esplora = createEsploraReader(config.esploraUrl, config.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    const codec = Address(bitcoinNetworks[config.network])
    // Decoded, not pattern-matched: the checksum and the network's prefixes both have to hold.
    const isAddress = (address: string) => {
      try {
        codec.decode(address)
        return true
      } catch {
        return false
      }
    }
    const checked = (address: string) => {
      if (!isAddress(address)) throw new ApiError(400, 'Invalid address', 'address')
      return address
    }
    const source: FamilyDataSource = {
      namespace: 'bip122',
      chains: [chain],
      addressesIgnoreCase: false,
      historyWithoutChain: 'first-chain',
      isAddress,
      balances: ({ address, iconUrl }) =>
        readBitcoinBalance({
          esplora,
          address: checked(address),
          caip2: chain,
          native,
          price,
          iconUrl,
        }),
      history: ({ address, cursor, pageSize, tokenImageUrl }) =>
        readBitcoinHistory({
          esplora,
          address: checked(address),
          caip2: chain,
          cursor,
          pageSize,
          native,
          price,
          tokenImageUrl,
          now: context.now,
        }),
      async close() {},
    }
    return source
  },
}
