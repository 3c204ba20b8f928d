import { FrameHandlerError } from '@portico/core/frame-protocol'
import * as v from 'valibot'
import { formatEther, formatGwei, getAddress, isAddress } from 'viem'
import { chainLabel, nativeSymbol } from './chain-names.js'
import type { AccountType } from './rpc-handler.js'

// What the approval card shows, parsed from the dapp's request before the card exists: labelled
// fields in a fixed order (what a transaction does comes first, whatever the dapp's key order),
// and for messages and typed data the content rebuilt from the parsed value, never the dapp's
// own string. A request the frame would sign differently from what it shows is refused here.

interface ApprovalField {
  label: string
  value: string
}

/** The card's content: its title, its fields in order, and the long part shown whole. */
export interface ApprovalContent {
  method: string
  title: string
  fields: readonly ApprovalField[]
  body?: { label: string; text: string }
}

export interface DescribedRequest {
  method: string
  params: unknown
  /** The chain the frame will sign on. */
  chainId: number
  /**
   * The acting account (the smart account where it acts): the only one the frame signs for, as
   * the signer that will sign resolved it (never the dapp's `from`). The card names it.
   */
  address: string
  /** `smartAccount`: a transaction goes out as its user operation (its own fees and nonce). */
  accountType: AccountType
}

const invalid = (message: string) => new FrameHandlerError('INVALID_REQUEST', message)

const HexSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const BytesSchema = v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/))
const QuantitySchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/))
const AddressSchema = v.pipe(
  v.string(),
  v.check((value) => isAddress(value, { strict: false }), 'Invalid address'),
)

/** EIP-1474's eth_sendTransaction object: any other key is refused (it might change the meaning). */
const TransactionSchema = v.strictObject({
  from: v.optional(AddressSchema),
  to: v.optional(v.nullable(AddressSchema)),
  gas: v.optional(QuantitySchema),
  gasPrice: v.optional(QuantitySchema),
  maxFeePerGas: v.optional(QuantitySchema),
  maxPriorityFeePerGas: v.optional(QuantitySchema),
  value: v.optional(QuantitySchema),
  data: v.optional(BytesSchema),
  input: v.optional(BytesSchema),
  nonce: v.optional(QuantitySchema),
  chainId: v.optional(QuantitySchema),
  type: v.optional(QuantitySchema),
  accessList: v.optional(
    v.array(v.strictObject({ address: AddressSchema, storageKeys: v.array(HexSchema) })),
  ),
})
const transactionKeys: ReadonlySet<string> = new Set(Object.keys(TransactionSchema.entries))

const TypedDataSchema = v.object({
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  primaryType: v.string(),
  domain: v.object({
    name: v.optional(v.string()),
    version: v.optional(v.string()),
    chainId: v.optional(
      v.union([
        v.pipe(v.number(), v.integer(), v.minValue(0)),
        v.pipe(v.string(), v.regex(/^(?:0x[0-9a-fA-F]{1,64}|\d{1,78})$/)),
      ]),
    ),
    verifyingContract: v.optional(AddressSchema),
    salt: v.optional(HexSchema),
  }),
  message: v.record(v.string(), v.unknown()),
})
type TypedData = v.InferOutput<typeof TypedDataSchema>

const bytesOf = (hex: string) => (hex.length - 2) / 2
const grouped = (n: bigint | number) => n.toLocaleString('en-US')
/** What a smart account's card says of the gas, fees and nonce a dapp named: none of them is used. */
export const SMART_ACCOUNT_FEES =
  "Set by the user operation (the app's gas, fees and nonce are not used)"

/** A fee per gas in gwei (10⁻⁹ of the chain's native unit), as wallets show fees. */
const gwei = (quantity: string) => `${formatGwei(BigInt(quantity))} gwei`

/**
 * The dapp's own fees and nonce, checked so that the signer uses exactly what the card shows:
 * one kind of fee (legacy or EIP-1559), the EIP-1559 pair whole (the signer would estimate a
 * missing half and replace both), a tip within the cap, a nonce the signer can carry.
 */
function checkFeesAndNonce(tx: {
  gasPrice?: string | undefined
  maxFeePerGas?: string | undefined
  maxPriorityFeePerGas?: string | undefined
  nonce?: string | undefined
}): void {
  const maxFee = tx.maxFeePerGas
  const tip = tx.maxPriorityFeePerGas
  if (tx.gasPrice !== undefined && (maxFee !== undefined || tip !== undefined)) {
    throw invalid('gasPrice and maxFeePerGas/maxPriorityFeePerGas are two kinds of fee: send one')
  }
  if ((maxFee === undefined) !== (tip === undefined)) {
    throw invalid('maxFeePerGas and maxPriorityFeePerGas go together')
  }
  if (maxFee !== undefined && tip !== undefined && BigInt(tip) > BigInt(maxFee)) {
    throw invalid('maxPriorityFeePerGas is above maxFeePerGas')
  }
  if (tx.nonce !== undefined && BigInt(tx.nonce) > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invalid('The nonce is too large')
  }
}

function ownAddress(claimed: unknown, address: string, what: string): void {
  if (typeof claimed !== 'string' || claimed.toLowerCase() !== address.toLowerCase()) {
    throw invalid(`${what} is not this wallet's address`)
  }
}

/** How the card names each kind of account. */
const accountKinds: Readonly<Record<AccountType, string>> = {
  smartAccount: 'smart account',
  eoa: 'account',
}

/**
 * The first rows of every card that signs or sends: the chain it signs on, then the account that
 * signs (checksummed, with its kind), so a switch of the preferred account never goes unseen.
 */
function signingRows(request: DescribedRequest): ApprovalField[] {
  return [
    { label: 'Network', value: chainLabel(request.chainId) },
    {
      label: 'Account',
      value: `${getAddress(request.address)} (${accountKinds[request.accountType]})`,
    },
  ]
}

function wrongChain(asked: bigint, chainId: number): FrameHandlerError {
  return new FrameHandlerError(
    'UNSUPPORTED_CHAIN',
    `The request is for chain ${asked}, the wallet signs on chain ${chainId}`,
  )
}

function describeTransaction(params: readonly unknown[], request: DescribedRequest) {
  if (params.length !== 1) throw invalid('eth_sendTransaction takes one transaction')
  const raw = params[0]
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw invalid('The transaction is not an object')
  }
  const unknownKeys = Object.keys(raw).filter((key) => !transactionKeys.has(key))
  if (unknownKeys.length > 0) throw invalid(`Unknown transaction field: ${unknownKeys.join(', ')}`)
  const parsed = v.safeParse(TransactionSchema, raw)
  if (!parsed.success) throw invalid(`Invalid transaction: ${v.summarize(parsed.issues)}`)
  const tx = parsed.output
  if (tx.from !== undefined) ownAddress(tx.from, request.address, 'from')
  if (tx.chainId !== undefined && BigInt(tx.chainId) !== BigInt(request.chainId)) {
    throw wrongChain(BigInt(tx.chainId), request.chainId)
  }
  // The signer sends `data ?? input`: two different ones would make the card show one of them.
  if (tx.data !== undefined && tx.input !== undefined && tx.data !== tx.input) {
    throw invalid('data and input differ')
  }
  checkFeesAndNonce(tx)
  // A user operation's calls each need a target: a contract creation would be approved, then fail.
  if (request.accountType === 'smartAccount' && !tx.to) {
    throw invalid('A smart account cannot create a contract from a transaction: give `to`')
  }
  const data = tx.data ?? tx.input ?? '0x'
  const bytes = bytesOf(data)
  const fields: ApprovalField[] = [
    ...signingRows(request),
    { label: 'To', value: tx.to ? getAddress(tx.to) : 'Contract creation' },
    {
      label: 'Value',
      value: `${formatEther(BigInt(tx.value ?? '0x0'))} ${nativeSymbol(request.chainId)}`,
    },
  ]
  if (request.accountType === 'smartAccount') {
    // A user operation carries its own gas, fees and nonce (the bundler's estimate, the EntryPoint's
    // nonce): the dapp's are not used, so the card says that instead of showing numbers that do
    // not apply. (The kit's own Send names a gas price for the fee it shows: refusing it would make
    // a smart account unable to send.)
    if (
      [tx.gas, tx.gasPrice, tx.maxFeePerGas, tx.maxPriorityFeePerGas, tx.nonce].some(
        (value) => value !== undefined,
      )
    ) {
      fields.push({ label: 'Fees', value: SMART_ACCOUNT_FEES })
    }
  } else {
    if (tx.gas !== undefined) fields.push({ label: 'Gas limit', value: grouped(BigInt(tx.gas)) })
    // What the dapp chose for the fees and the nonce is signed as chosen, so it is shown; absent,
    // the wallet fills them from the chain when it sends.
    if (tx.gasPrice !== undefined) fields.push({ label: 'Gas price', value: gwei(tx.gasPrice) })
    if (tx.maxFeePerGas !== undefined) {
      fields.push({ label: 'Max fee per gas', value: gwei(tx.maxFeePerGas) })
    }
    if (tx.maxPriorityFeePerGas !== undefined) {
      fields.push({ label: 'Max priority fee per gas', value: gwei(tx.maxPriorityFeePerGas) })
    }
    if (tx.nonce !== undefined) fields.push({ label: 'Nonce', value: BigInt(tx.nonce).toString() })
  }
  fields.push({ label: 'Data', value: bytes === 0 ? 'None' : `${grouped(bytes)} bytes` })
  if (bytes >= 4) fields.push({ label: 'Function selector', value: data.slice(0, 10) })
  return { title: 'Send transaction', fields }
}

function domainChain(value: number | string): bigint {
  return BigInt(value)
}

/**
 * How deep a typed-data message may nest (structs and arrays). Real EIP-712 messages nest a few
 * levels; a self-referencing type lets a dapp nest thousands deep within the frame's 1 MB message
 * limit, which would exhaust the stack while the card is built instead of being refused.
 */
const MAX_TYPED_DATA_DEPTH = 64

/** Whether `value` nests objects or arrays deeper than `limit` levels (walked without recursion). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number]
    if (typeof item !== 'object' || item === null) continue
    if (depth >= limit) return true
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * The message as EIP-712 hashes it: the primary type's fields in their declared order, nested
 * structs and arrays likewise. Keys the types do not declare are left out (they are not signed).
 */
function typedValue(types: TypedData['types'], type: string, value: unknown): unknown {
  const array = /^(.+)\[\d*\]$/.exec(type)
  if (array?.[1] && Array.isArray(value))
    return value.map((item) => typedValue(types, array[1] as string, item))
  const fields = types[type]
  if (!fields || typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const record = value as Record<string, unknown>
  return Object.fromEntries(
    fields.map((field) => [field.name, typedValue(types, field.type, record[field.name])]),
  )
}

function describeTypedData(params: readonly unknown[], request: DescribedRequest) {
  if (params.length !== 2) throw invalid('eth_signTypedData_v4 takes an address and typed data')
  ownAddress(params[0], request.address, 'The signing address')
  let raw = params[1]
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown
    } catch {
      throw invalid('The typed data is not JSON')
    }
  }
  const parsed = v.safeParse(TypedDataSchema, raw)
  if (!parsed.success) throw invalid(`Invalid typed data: ${v.summarize(parsed.issues)}`)
  const { domain, primaryType, types, message } = parsed.output
  if (nestsDeeperThan(message, MAX_TYPED_DATA_DEPTH)) {
    throw invalid(`The typed data nests deeper than ${MAX_TYPED_DATA_DEPTH} levels`)
  }
  if (!Object.hasOwn(types, primaryType)) throw invalid(`No type ${primaryType} in the typed data`)
  // As wallets do: typed data bound to another chain is not signed here (the card would show
  // the wallet's chain while the signature counts on the other).
  if (domain.chainId !== undefined && domainChain(domain.chainId) !== BigInt(request.chainId)) {
    throw wrongChain(domainChain(domain.chainId), request.chainId)
  }
  const fields = signingRows(request)
  if (domain.name !== undefined) {
    fields.push({
      label: 'Domain',
      value:
        domain.version !== undefined ? `${domain.name} (version ${domain.version})` : domain.name,
    })
  }
  if (domain.chainId !== undefined) {
    fields.push({ label: 'Domain chain', value: chainLabel(Number(domainChain(domain.chainId))) })
  }
  if (domain.verifyingContract !== undefined) {
    fields.push({ label: 'Verifying contract', value: getAddress(domain.verifyingContract) })
  }
  fields.push({ label: 'Primary type', value: primaryType })
  const text = JSON.stringify(typedValue(types, primaryType, message), null, 2)
  return { title: 'Sign typed data', fields, body: { label: 'Message', text } }
}

function hexToText(hex: string): string | undefined {
  const bytes = new Uint8Array(bytesOf(hex))
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

function describeMessage(params: readonly unknown[], request: DescribedRequest) {
  if (params.length !== 2) throw invalid('personal_sign takes a message and an address')
  const parsed = v.safeParse(BytesSchema, params[0])
  if (!parsed.success) throw invalid('The message is not hex bytes')
  ownAddress(params[1], request.address, 'The signing address')
  const text = hexToText(parsed.output)
  return {
    title: 'Sign message',
    fields: signingRows(request),
    body:
      text === undefined
        ? { label: 'Message (not text: shown as hex)', text: parsed.output }
        : { label: 'Message', text },
  }
}

/**
 * Parses a not-safe request into what its approval card shows. Throws a FrameHandlerError the
 * kit maps: METHOD_NOT_ALLOWED for a method the frame does not sign, INVALID_REQUEST for a
 * malformed request, an unknown transaction field, fees the signer could not use as shown or
 * another account, UNSUPPORTED_CHAIN for a transaction or typed data bound to a chain other than
 * the one the frame signs on.
 *
 * @example
 * describeRequest({ method: 'personal_sign', params: ['0x68656c6c6f', me], chainId: 1, address: me, accountType: 'eoa' })
 * // { title: 'Sign message', fields: [{ label: 'Network', value: 'Ethereum (1)' },
 * //   { label: 'Account', value: '0x4444…4444 (account)' }], body: { label: 'Message', text: 'hello' } }
 */
export function describeRequest(request: DescribedRequest): ApprovalContent {
  const params = Array.isArray(request.params) ? (request.params as readonly unknown[]) : undefined
  const describe =
    request.method === 'personal_sign'
      ? describeMessage
      : request.method === 'eth_signTypedData_v4'
        ? describeTypedData
        : request.method === 'eth_sendTransaction'
          ? describeTransaction
          : undefined
  if (!describe) {
    throw new FrameHandlerError('METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed')
  }
  if (!params) throw invalid(`${request.method} takes a list of parameters`)
  return { method: request.method, ...describe(params, request) }
}
