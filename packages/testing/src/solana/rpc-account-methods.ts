import { isAddress } from '@solana/kit'
import { accountEncoding, encodeAccount } from './account-encoding.js'
import { type SolanaRpcMethod, withContext } from './rpc-context.js'
import { rpcErrors } from './rpc-error.js'
import { decodeMint, decodeTokenAccount, isTokenProgram, uiTokenAmount } from './token-state.js'

/** A base58 address param, or -32602. */
export function checkedAddress(value: string, name = 'address'): string {
  if (!isAddress(value)) throw rpcErrors.invalidParams(`${name} is not a base58 address`)
  return value
}

const getBalance: SolanaRpcMethod = (params, context) => {
  const address = checkedAddress(params.string(0, 'address'))
  return withContext(context, context.ledger.getAccount(address)?.lamports ?? 0n)
}

const getAccountInfo: SolanaRpcMethod = (params, context) => {
  const address = checkedAddress(params.string(0, 'address'))
  const config = params.config(1)
  // The documented default is the deprecated `binary` (data as a bare base58 string).
  const encoding = accountEncoding(config, 'binary')
  const account = context.ledger.getAccount(address)
  return withContext(
    context,
    account ? encodeAccount(context.ledger, account, encoding, config) : null,
  )
}

const getMultipleAccounts: SolanaRpcMethod = (params, context) => {
  const addresses = params.stringArray(0, 'addresses').map((a) => checkedAddress(a))
  const config = params.config(1)
  const encoding = accountEncoding(config, 'base64')
  return withContext(
    context,
    addresses.map((address) => {
      const account = context.ledger.getAccount(address)
      return account ? encodeAccount(context.ledger, account, encoding, config) : null
    }),
  )
}

const getTokenAccountsByOwner: SolanaRpcMethod = (params, context) => {
  const owner = checkedAddress(params.string(0, 'owner'))
  const filter = params.config(1)
  const config = params.config(2)
  // As documented, `binary` by default: token accounts (165 bytes) then need an explicit encoding.
  const encoding = accountEncoding(config, 'binary')
  let programs: string[]
  let mint: string | undefined
  if (typeof filter.mint === 'string') {
    mint = checkedAddress(filter.mint, 'mint')
    const mintAccount = context.ledger.getAccount(mint)
    if (!mintAccount || !decodeMint(mintAccount.owner, mintAccount.data)) {
      throw rpcErrors.invalidParams('Token mint could not be unpacked')
    }
    programs = [mintAccount.owner]
  } else if (typeof filter.programId === 'string') {
    if (!isTokenProgram(filter.programId)) {
      throw rpcErrors.invalidParams('unrecognized Token program id')
    }
    programs = [filter.programId]
  } else {
    throw rpcErrors.invalidParams('filter must be { mint } or { programId }')
  }
  const value = programs.flatMap((program) =>
    context.ledger.programAccounts(program).flatMap((account) => {
      if (!account) return []
      const token = decodeTokenAccount(account.owner, account.data)
      if (!token || token.owner !== owner || (mint && token.mint !== mint)) return []
      return [
        {
          pubkey: account.address,
          account: encodeAccount(context.ledger, account, encoding, config),
        },
      ]
    }),
  )
  return withContext(context, value)
}

function tokenAccountOrThrow(context: Parameters<SolanaRpcMethod>[1], address: string) {
  const account = context.ledger.getAccount(address)
  const token = account && decodeTokenAccount(account.owner, account.data)
  if (!token) throw rpcErrors.invalidParams('Invalid param: could not find account')
  return token
}

const getTokenAccountBalance: SolanaRpcMethod = (params, context) => {
  const token = tokenAccountOrThrow(context, checkedAddress(params.string(0, 'address')))
  const mint = context.ledger.getAccount(token.mint)
  const decimals = mint && decodeMint(mint.owner, mint.data)?.decimals
  if (decimals === undefined || decimals === null) {
    throw rpcErrors.invalidParams('Invalid param: could not find mint')
  }
  return withContext(context, uiTokenAmount(token.amount, decimals))
}

const getTokenSupply: SolanaRpcMethod = (params, context) => {
  const address = checkedAddress(params.string(0, 'mint'))
  const account = context.ledger.getAccount(address)
  const mint = account && decodeMint(account.owner, account.data)
  if (!mint) throw rpcErrors.invalidParams('Invalid param: not a Token mint')
  return withContext(context, uiTokenAmount(mint.supply, mint.decimals))
}

const getMinimumBalanceForRentExemption: SolanaRpcMethod = (params, context) => {
  const size = params.integer(0, 'dataLength')
  if (size > 10n * 1024n * 1024n) throw rpcErrors.invalidParams('dataLength is above 10 MiB')
  return context.ledger.minimumBalanceForRentExemption(size)
}

export const accountMethods: Record<string, SolanaRpcMethod> = {
  getBalance,
  getAccountInfo,
  getMultipleAccounts,
  getTokenAccountsByOwner,
  getTokenAccountBalance,
  getTokenSupply,
  getMinimumBalanceForRentExemption,
}
