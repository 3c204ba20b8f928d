import {
  FaultError,
  InvalidSendInputError,
  type Network,
  type SendTransactionParameters,
  UnauthorizedError,
  UserRejectedRequestError,
} from '@portico/core'
import type { loadSolanaAddress } from '@portico/core/adapter-kit'
import { formatUnits } from '@portico/core/internal'
import { TransactionSendFailedError } from '../errors/transaction-send-failed-error.js'
import type { SolanaAdapter } from '../solana-adapter-types.js'
import type { InstanceSession } from './instance-session.js'

/** The instance's Solana address codec, downloaded on first use (its `lazyAddressCodec`). */
type LoadAddressCodec = typeof loadSolanaAddress

type ActingMethods = Pick<
  SolanaAdapter,
  | 'signMessage'
  | 'signTransaction'
  | 'signAndSendTransaction'
  | 'sendTransaction'
  | 'estimateGas'
  | 'estimateFee'
  | 'getBalance'
  | 'getTokenDecimals'
  | 'getCapabilities'
>

/**
 * The send's input, checked before anything is built (SPEC §5: amount and receiver needed); the
 * address codec downloads on first use, not with the page.
 */
async function checkSend(
  params: SendTransactionParameters,
  addresses: LoadAddressCodec,
): Promise<void> {
  const { validate } = await addresses()
  const validToken = params.tokenAddress === undefined || validate(params.tokenAddress)
  if (!validate(params.to) || typeof params.value !== 'bigint' || params.value <= 0n || !validToken)
    throw new InvalidSendInputError()
}

/**
 * A refusal by the user, a silent wallet or a part of the stack that failed (an unreachable
 * cluster: which network, what to do) stays what it is; anything else is a failed send.
 */
function sendFailure(error: unknown): unknown {
  if (
    error instanceof UserRejectedRequestError ||
    // A wallet that did not answer is one too (WalletRequestTimeoutError is a FaultError).
    error instanceof FaultError
  )
    return error
  return new TransactionSendFailedError({ cause: error })
}

/**
 * Signing, sending and reading: the code behind them is loaded on first use. `addresses` is the
 * instance's own codec load, so a send and a connection share one download (and its retry).
 */
export function actingMethods(
  session: InstanceSession,
  addresses: LoadAddressCodec,
): ActingMethods {
  /** Signs and sends wire bytes on `network` with the connected wallet; the signature in base58. */
  async function submit(transaction: Uint8Array, network: Network): Promise<string> {
    const { backend, address } = session.connected()
    const { actions, rpc } = await session.chain(network)
    if (backend.signAndSendTransaction) {
      const signature = await session.act(
        () => backend.signAndSendTransaction!(address, transaction, network),
        'solana:signAndSendTransaction',
      )
      return actions.toBase58(signature)
    }
    const signed = await session.act(
      () => backend.signTransaction(address, transaction, network),
      'solana:signTransaction',
    )
    return session.act(() => actions.sendWireTransaction(rpc, signed))
  }

  async function estimateFee(params: SendTransactionParameters & { from: string }) {
    const network = session.network()
    const { actions, rpc } = await session.chain(network)
    // While the receiver is being typed, price the same transfer to oneself.
    const to = (await addresses()).validate(params.to) ? params.to : params.from
    const { messageBase64 } = await session.act(() =>
      actions.buildTransfer(rpc, {
        from: params.from,
        to,
        value: params.value > 0n ? params.value : 1n,
        tokenAddress: params.tokenAddress,
        version: 'legacy',
      }),
    )
    return session.act(() => actions.readFeeForMessage(rpc, messageBase64))
  }

  return {
    async signMessage({ message, address }) {
      const { backend, address: active } = session.connected()
      const asked = address || active
      // Only a connected account signs: one the wallet reported and the address codec checked.
      const signer = session.active()?.addresses.find((a) => a === asked)
      if (!signer) throw new UnauthorizedError({ details: `${asked} is not a connected account` })
      const bytes = new TextEncoder().encode(message)
      const [{ actions }, signature] = await Promise.all([
        session.chain(),
        session.act(() => backend.signMessage(signer, bytes), 'solana:signMessage'),
      ])
      await actions.checkMessageSignature(signer, bytes, signature)
      return actions.toBase58(signature)
    },

    async signTransaction({ transaction, network }) {
      const { backend, address } = session.connected()
      const target = session.ownNetwork(network)
      return session.act(
        () => backend.signTransaction(address, transaction, target),
        'solana:signTransaction',
      )
    },

    async signAndSendTransaction({ transaction, network }) {
      return submit(transaction, session.ownNetwork(network))
    },

    async sendTransaction(params) {
      await checkSend(params, addresses)
      const { backend, address } = session.connected()
      const network = session.network()
      try {
        const { actions, rpc } = await session.chain(network)
        const versions = backend.transactionVersions()
        const { wire } = await actions.buildTransfer(rpc, {
          from: address,
          to: params.to,
          value: params.value,
          tokenAddress: params.tokenAddress,
          version: versions.includes(0) ? 0 : 'legacy',
        })
        return await submit(wire, network)
      } catch (error) {
        throw sendFailure(error)
      }
    },

    // Solana has no gas price: both give the fee in lamports (`getFeeForMessage`).
    estimateGas: (params) => estimateFee(params),
    estimateFee: (params) => estimateFee(params),

    async getBalance({ address, network }) {
      const target = session.ownNetwork(network)
      const { actions, rpc } = await session.chain(target)
      const lamports = await session.act(() => actions.readLamports(rpc, address))
      const { symbol, decimals } = target.nativeCurrency
      return { balance: formatUnits(lamports, decimals), symbol, decimals }
    },

    async getTokenDecimals({ tokenAddress, network }) {
      if (!(await addresses()).validate(tokenAddress)) throw new InvalidSendInputError()
      const target = session.ownNetwork(network)
      const { actions, rpc } = await session.chain(target)
      const mint = await session.act(() => actions.readMint(rpc, tokenAddress))
      return mint.decimals
    },

    async getCapabilities() {
      return {}
    },
  }
}
