// The chain-client chunk: @polkadot/api is reached only through `load-chain.ts`'s import(), on the
// first balance, fee or transfer; a page that never acts on a Polkadot chain never loads it.
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { BaseError, ChainNotSupportedError } from '@portico/core'
import { balancesOf, type PolkadotBalances } from './polkadot-balances.js'

export type { ApiPromise, PolkadotBalances }

/** The genesis hash did not match the network the app asked for (wrong endpoint). */
function checkGenesis(api: ApiPromise, chainReference: string): void {
  const reference = api.genesisHash.toHex().slice(2, 34)
  if (reference !== chainReference) {
    throw new ChainNotSupportedError({
      details: `The endpoint serves chain ${reference}, not ${chainReference}.`,
    })
  }
}

/** Connects to a node and waits for its metadata. */
export async function connectChain(wsUrl: string, chainReference: string): Promise<ApiPromise> {
  const provider = new WsProvider(wsUrl, 1_000)
  const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
  try {
    checkGenesis(api, chainReference)
  } catch (error) {
    await api.disconnect()
    throw error
  }
  return api
}

const toBig = (value: unknown): bigint =>
  value !== null && typeof value === 'object' && 'toBigInt' in value
    ? (value as { toBigInt(): bigint }).toBigInt()
    : 0n

/** Math.max for bigint. */
function larger(a: bigint, b: bigint): bigint {
  if (a > b) return a
  return b
}

/** Reads `system.account(address).data`, modern (`frozen`) and old (`miscFrozen`/`feeFrozen`) layouts. */
export async function readBalances(api: ApiPromise, address: string): Promise<PolkadotBalances> {
  const query = api.query.system?.account
  if (!query) throw new ChainNotSupportedError({ details: 'The runtime has no system.account.' })
  const account = (await query(address)) as unknown as { data: Record<string, unknown> }
  const fields = account.data
  const free = toBig(fields.free)
  const reserved = toBig(fields.reserved)
  const frozen =
    'frozen' in fields
      ? toBig(fields.frozen)
      : larger(toBig(fields.miscFrozen), toBig(fields.feeFrozen))
  return balancesOf(free, reserved, frozen)
}

/** `balances.existentialDeposit` in planck. */
export function existentialDeposit(api: ApiPromise): bigint {
  return toBig(api.consts.balances?.existentialDeposit)
}

/**
 * The native transfer call: `transferKeepAlive` (never reaps the sender), which every runtime has;
 * old runtimes lack `transferAllowDeath`, so nothing here needs it.
 */
function transferCall(api: ApiPromise, to: string, value: bigint) {
  const call = api.tx.balances?.transferKeepAlive
  if (!call)
    throw new ChainNotSupportedError({ details: 'The runtime has no balances.transferKeepAlive.' })
  return call(to, value)
}

/** The fee of a transfer (`paymentInfo().partialFee`) in planck. */
export async function estimateTransferFee(
  api: ApiPromise,
  params: { from: string; to: string; value: bigint },
): Promise<bigint> {
  const info = await transferCall(api, params.to, params.value).paymentInfo(params.from)
  return info.partialFee.toBigInt()
}

/** A transfer the chain refused after it was signed (a dispatch error, e.g. KeepAlive). */
export class TransferFailedError extends BaseError {
  override name = 'TransferFailedError'
  constructor(details: string) {
    super('Transaction failed', { details })
  }
}

/**
 * Signs a transfer with the wallet's signer (the extension's `signPayload`, or WalletConnect's
 * `polkadot_signTransaction`) and sends it; resolves with the extrinsic hash once it is in a block
 * and succeeded.
 */
export function sendTransfer(
  api: ApiPromise,
  params: { from: string; to: string; value: bigint; signer: Signer },
): Promise<`0x${string}`> {
  const tx = transferCall(api, params.to, params.value)
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      unsubscribe?.()
      outcome()
    }
    tx.signAndSend(params.from, { signer: params.signer }, (result) => {
      if (result.isError) {
        finish(() =>
          reject(new TransferFailedError(`The transaction failed: ${result.status.type}`)),
        )
        return
      }
      if (!result.status.isInBlock && !result.status.isFinalized) return
      const dispatchError = result.dispatchError
      if (dispatchError) {
        const text = dispatchError.isModule
          ? (() => {
              const { section, name } = api.registry.findMetaError(dispatchError.asModule)
              return `${section}.${name}`
            })()
          : dispatchError.toString()
        finish(() => reject(new TransferFailedError(`The chain refused the transfer: ${text}`)))
        return
      }
      finish(() => resolve(tx.hash.toHex() as `0x${string}`))
    })
      .then((off) => {
        if (settled) off()
        else unsubscribe = off
      })
      .catch((error: unknown) => finish(() => reject(error)))
  })
}
