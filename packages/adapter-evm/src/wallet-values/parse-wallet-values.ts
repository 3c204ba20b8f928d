import { type Address, getAddress, isAddress } from 'viem'

/**
 * The largest chain id a wallet may report. MetaMask's bound (`(2^53 − 1) / 2 − 36`): ids above it
 * cannot round-trip through a JavaScript number in `wallet_addEthereumChain`.
 */
export const MAX_CHAIN_ID = 4_503_599_627_370_476

/** Most accounts kept from one wallet report (a flood of accounts is refused, not truncated). */
export const MAX_WALLET_ACCOUNTS = 100

/** Most chains kept from one capability report. */
export const MAX_CAPABILITY_CHAINS = 1_000

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,14}$/
const DECIMAL_CHAIN_ID = /^[1-9][0-9]{0,15}$/

/**
 * A chain id as a wallet reports it (`chainChanged`, `eth_chainId`: a hex string; some wallets send
 * a decimal string or a number), or `undefined` when it is not a positive id up to
 * {@link MAX_CHAIN_ID}. Objects are refused even when they coerce to a number.
 *
 * @example
 * parseChainId('0x7a69') // 31337
 * parseChainId('0xZZ') // undefined
 */
export function parseChainId(value: unknown): number | undefined {
  let id: number
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && HEX_CHAIN_ID.test(value)) id = Number.parseInt(value, 16)
  else if (typeof value === 'string' && DECIMAL_CHAIN_ID.test(value)) id = Number(value)
  else return undefined
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_CHAIN_ID ? id : undefined
}

/**
 * The accounts of an `accountsChanged` report, checksummed, or `undefined` when the report is not
 * a list of at most {@link MAX_WALLET_ACCOUNTS} 20-byte hex addresses, lower-case or with a valid
 * EIP-55 checksum (one bad entry refuses all).
 *
 * @example
 * parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']) // ['0xf39F…2266']
 */
export function parseAccounts(value: unknown): Address[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_WALLET_ACCOUNTS) return undefined
  const accounts: Address[] = []
  for (const entry of value) {
    // Strict: a mixed-case address must carry a valid EIP-55 checksum (core's policy too).
    if (typeof entry !== 'string' || !isAddress(entry)) return undefined
    accounts.push(getAddress(entry))
  }
  return accounts
}

/** Capabilities per chain hex id (EIP-5792 `wallet_getCapabilities` answer), checked. */
export type WalletCapabilities = Record<`0x${string}`, Record<string, unknown>>

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * A `wallet_getCapabilities` answer, or `undefined` when it is not a plain object of chain hex ids
 * (or `0x0`, "every chain") to plain capability objects. The result has no prototype, so a key
 * such as `__proto__` cannot reach `Object.prototype`.
 *
 * @example
 * parseCapabilities({ '0x7a69': { atomic: { status: 'supported' } } })
 */
export function parseCapabilities(value: unknown): WalletCapabilities | undefined {
  if (!isPlainObject(value)) return undefined
  const keys = Object.keys(value)
  if (keys.length > MAX_CAPABILITY_CHAINS) return undefined
  const capabilities = Object.create(null) as WalletCapabilities
  for (const key of keys) {
    const chain = value[key]
    if (key !== '0x0' && parseChainId(key) === undefined) return undefined
    if (!key.startsWith('0x') || !isPlainObject(chain)) return undefined
    capabilities[key as `0x${string}`] = chain
  }
  return capabilities
}

function isSmartAccountChain(chain: Record<string, unknown>): boolean {
  const atomic = chain.atomic
  if (isPlainObject(atomic) && atomic.status === 'supported') return true
  // The EIP-5792 draft before `atomic` (still sent by some wallets).
  const atomicBatch = chain.atomicBatch
  return isPlainObject(atomicBatch) && atomicBatch.supported === true
}

/**
 * CAIP-2 ids of the chains where the account already runs calls atomically, i.e. is a smart
 * account (`atomic.status: 'supported'`; `'ready'` only means the wallet could upgrade it).
 *
 * @example
 * smartAccountNetworks({ '0x2105': { atomic: { status: 'supported' } } }) // ['eip155:8453']
 */
export function smartAccountNetworks(capabilities: WalletCapabilities): string[] {
  const networks: string[] = []
  for (const [key, chain] of Object.entries(capabilities)) {
    const id = parseChainId(key)
    if (id !== undefined && isSmartAccountChain(chain)) networks.push(`eip155:${id}`)
  }
  return networks
}

/**
 * The CAIP-2 ids a WalletConnect session approved (`namespaces.eip155.chains`, else the chains of
 * its accounts), keeping only well-formed eip155 ids; `undefined` when the session has none.
 */
export function sessionNetworks(namespace: unknown): string[] | undefined {
  if (!isPlainObject(namespace)) return undefined
  const fromChains = Array.isArray(namespace.chains) ? namespace.chains : []
  const fromAccounts = Array.isArray(namespace.accounts)
    ? namespace.accounts.map((account) =>
        typeof account === 'string' ? account.split(':').slice(0, 2).join(':') : undefined,
      )
    : []
  const ids = new Set<string>()
  for (const entry of fromChains.length > 0 ? fromChains : fromAccounts) {
    if (typeof entry !== 'string' || !entry.startsWith('eip155:')) continue
    const reference = entry.slice('eip155:'.length)
    if (DECIMAL_CHAIN_ID.test(reference) && parseChainId(reference) !== undefined) ids.add(entry)
  }
  return ids.size > 0 ? [...ids] : undefined
}
