import type { ChainAdapter } from '../adapter/chain-adapter.js'
import {
  accountOf,
  activeNamespaceOf,
  type KitContext,
  networkStateOf,
} from '../app-kit/kit-context.js'
import { TokenDecimalsMismatchError, TokenDecimalsUnavailableError } from '../errors/send-errors.js'
import type { TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'
import type { SendTokenDecimals } from '../types/send.js'
import { isValidTokenDecimals } from './parse-units.js'

/** The data API's decimals of a token, when it is a plain integer core can convert with. */
export function apiDecimalsOf(token: TokenBalance): number | undefined {
  const text = token.quantity.decimals
  const decimals = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN
  return isValidTokenDecimals(decimals) ? decimals : undefined
}

/**
 * Whether the adapter's family sends tokens by contract or mint (its `tokens` capability: ERC-20
 * on eip155, SPL mints on solana); the others send the native coin.
 */
export function sendsTokens(adapter: Pick<ChainAdapter, 'capabilities'>): boolean {
  return adapter.capabilities.tokens
}

/** Same token: same chain and contract (case-insensitive), or both the native coin. */
export function isSameToken(a: TokenBalance | undefined, b: TokenBalance | undefined): boolean {
  if (!a || !b) return false
  return (
    a.chainId === b.chainId && (a.address ?? '').toLowerCase() === (b.address ?? '').toLowerCase()
  )
}

/**
 * The decimals to convert a typed amount of `token` with: the network's for the native coin, else
 * the token contract's read on chain through the adapter (security: the data API's value is only
 * checked against it, never used). Throws `TokenDecimalsUnavailableError` when the chain cannot
 * be read, `TokenDecimalsMismatchError` when the data API says otherwise.
 *
 * @example
 * const decimals = await readSendDecimals(adapter, usdc, mainnet) // 6, read from the contract
 */
export async function readSendDecimals(
  adapter: ChainAdapter,
  token: TokenBalance | undefined,
  network: Network,
): Promise<number> {
  const tokenAddress = token?.address
  if (!token || !tokenAddress) return network.nativeCurrency.decimals
  if (!adapter.getTokenDecimals) {
    throw new TokenDecimalsUnavailableError({ details: 'The adapter cannot read token decimals.' })
  }
  let chain: number
  try {
    chain = await adapter.getTokenDecimals({ tokenAddress, network })
  } catch (error) {
    throw new TokenDecimalsUnavailableError({ cause: error })
  }
  if (!isValidTokenDecimals(chain)) {
    throw new TokenDecimalsUnavailableError({ details: `The chain returned ${String(chain)}.` })
  }
  const api = apiDecimalsOf(token)
  if (api !== chain) throw new TokenDecimalsMismatchError(chain, api)
  return chain
}

/**
 * Reads the draft token's decimals on chain into `sendDraft.tokenDecimals` (the Send view validates
 * the amount with them and blocks the preview on a mismatch). A reply for a token or network that
 * is no longer the draft's is dropped.
 */
export async function loadSendTokenDecimals(ctx: KitContext): Promise<SendTokenDecimals> {
  const namespace = activeNamespaceOf(ctx)
  const adapter = namespace ? ctx.adapters.get(namespace) : undefined
  const network = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
  const token = ctx.state.get('sendDraft').token
  const write = (next: SendTokenDecimals) => {
    const draft = ctx.state.get('sendDraft')
    const current = namespace ? networkStateOf(ctx, namespace)?.caipNetwork : undefined
    if (!isSameToken(draft.token, token) || current?.caipNetworkId !== network?.caipNetworkId) {
      return
    }
    ctx.state.set('sendDraft', { ...draft, tokenDecimals: next })
  }
  if (!namespace || !adapter || !network || !token || !accountOf(ctx, namespace)?.address) {
    const unknown: SendTokenDecimals = { status: 'unknown' }
    write(unknown)
    return unknown
  }
  const sent = sendsTokens(adapter) ? token : undefined
  write({ status: 'loading' })
  let result: SendTokenDecimals
  try {
    result = { status: 'ready', decimals: await readSendDecimals(adapter, sent, network) }
  } catch (error) {
    result =
      error instanceof TokenDecimalsMismatchError
        ? { status: 'mismatch', chain: error.chainDecimals, api: error.apiDecimals }
        : { status: 'failed' }
  }
  write(result)
  return result
}
