import { base58 } from '@scure/base'
import { rpcErrors } from './rpc-error.js'
import type { LedgerAccount, SvmLedger } from './svm-ledger.js'
import {
  decodeMint,
  decodeTokenAccount,
  optionalAddress,
  tokenProgramLabel,
  uiTokenAmount,
} from './token-state.js'

/** The rent epoch current validators report for rent-exempt accounts (u64::MAX). */
const RENT_EXEMPT_EPOCH = 18446744073709551615n

/** `binary` is the deprecated base58 form whose data is a bare string, not `[data, encoding]`. */
export type AccountEncoding = 'base64' | 'base58' | 'binary' | 'jsonParsed'

const servedEncodings: readonly unknown[] = ['base64', 'base58', 'binary', 'jsonParsed']

/** Reads `encoding` from a config (default base64, as @solana/kit asks); rejects what is not served. */
export function accountEncoding(
  config: Record<string, unknown>,
  fallback: AccountEncoding = 'base64',
): AccountEncoding {
  const value = config.encoding ?? fallback
  if (servedEncodings.includes(value)) return value as AccountEncoding
  throw rpcErrors.invalidParams(
    `unsupported encoding ${String(value)} (base64, base58, binary, jsonParsed)`,
  )
}

function dataSlice(config: Record<string, unknown>, data: Uint8Array): Uint8Array {
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return data
  if (typeof slice !== 'object') throw rpcErrors.invalidParams('dataSlice must be an object')
  const { offset, length } = slice as { offset?: unknown; length?: unknown }
  if (typeof offset !== 'number' || typeof length !== 'number' || offset < 0 || length < 0) {
    throw rpcErrors.invalidParams('dataSlice needs non-negative offset and length')
  }
  return data.subarray(offset, offset + length)
}

function parsedTokenData(ledger: SvmLedger, account: LedgerAccount) {
  const token = decodeTokenAccount(account.owner, account.data)
  if (token) {
    const mint = ledger.getAccount(token.mint)
    const decimals = mint ? decodeMint(mint.owner, mint.data)?.decimals : undefined
    if (decimals === undefined) return undefined
    return {
      type: 'account',
      info: {
        isNative: token.isNative.__option === 'Some',
        mint: token.mint,
        owner: token.owner,
        state: token.state === 2 ? 'frozen' : token.state === 1 ? 'initialized' : 'uninitialized',
        tokenAmount: uiTokenAmount(token.amount, decimals),
      },
    }
  }
  const mint = decodeMint(account.owner, account.data)
  if (!mint) return undefined
  return {
    type: 'mint',
    info: {
      decimals: mint.decimals,
      freezeAuthority: optionalAddress(mint.freezeAuthority),
      isInitialized: mint.isInitialized,
      mintAuthority: optionalAddress(mint.mintAuthority),
      supply: mint.supply.toString(),
    },
  }
}

/** An account in the RPC's `AccountInfo` shape for the requested encoding. */
export function encodeAccount(
  ledger: SvmLedger,
  account: LedgerAccount,
  encoding: AccountEncoding,
  config: Record<string, unknown> = {},
) {
  const common = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.space,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parsedTokenData(ledger, account)
    if (parsed) {
      return {
        ...common,
        data: { program: tokenProgramLabel(account.owner), parsed, space: account.space },
      }
    }
    // Like a validator: what it cannot parse comes back as base64.
    return { ...common, data: [Buffer.from(account.data).toString('base64'), 'base64'] }
  }
  const data = dataSlice(config, account.data)
  if (encoding === 'base58' || encoding === 'binary') {
    // A validator refuses this as an invalid request (-32600), not as invalid params.
    if (data.length > 128) {
      throw rpcErrors.invalidRequest(
        'base58 encoding is limited to 128 bytes of account data; use base64',
      )
    }
    const text = base58.encode(data)
    return { ...common, data: encoding === 'binary' ? text : [text, 'base58'] }
  }
  return { ...common, data: [Buffer.from(data).toString('base64'), 'base64'] }
}
