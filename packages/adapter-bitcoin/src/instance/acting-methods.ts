import {
  ChainNotSupportedError,
  DisconnectedError,
  FaultError,
  InvalidAddressError,
  InvalidSendInputError,
  type Network,
  type SendTransactionParameters,
  UnauthorizedError,
  UnsupportedMethodError,
  UserRejectedRequestError,
  ValidationError,
} from '@portico/core'
import type { BitcoinAdapter, BitcoinAdapterOptions } from '../bitcoin-adapter-types.js'
import { InvalidSignatureError } from '../errors/invalid-signature-error.js'
import { InvalidWalletAnswerError } from '../errors/invalid-wallet-answer-error.js'
import type { BitcoinNetworkName } from '../networks/bitcoin-network-names.js'
import type { WalletAddress } from '../wallets/bitcoin-wallet.js'
import { parsePsbt } from '../wallets/wallet-values.js'
import type { WalletSession } from './wallet-session.js'

/** Satoshis in 21 million BTC: no payment can be larger. */
const MAX_SATS = 2_100_000_000_000_000n

export interface ActingContext {
  options: BitcoinAdapterOptions
  networks: readonly Network[]
  act<T>(method: string, run: () => Promise<T>): Promise<T>
  session(): WalletSession | undefined
  onSwitched(reference: string, addresses: WalletAddress[] | undefined): void
}

// The verifiers (@portico/verify's BIP-322 and BIP-137: secp256k1) and the Esplora reads are
// loaded on first use, so an app's initial JS carries neither.
const loadVerifier = () => import('@portico/verify/bitcoin')
const loadActions = () => import('../actions/bitcoin-actions.js')

/** signMessage (verified), payments, PSBTs, fees, balances and network switching of an instance. */
export function createActingMethods(ctx: ActingContext) {
  const fetchFn: typeof fetch = (...args) => (ctx.options.fetch ?? fetch)(...args)

  function connected(): WalletSession {
    const session = ctx.session()
    if (!session) throw new DisconnectedError()
    return session
  }

  function ownAddress(session: WalletSession, address: string): void {
    if (!session.addresses.some((a) => a.address === address)) throw new UnauthorizedError()
  }

  function networkOf(session: WalletSession): Network {
    const network = ctx.networks.find((n) => String(n.id) === session.reference)
    if (!network) throw new ChainNotSupportedError()
    return network
  }

  const estimateFee: BitcoinAdapter['estimateFee'] = async ({ from, to, value }) => {
    const session = connected()
    // Wallets pay from the payment address, whichever account is active.
    const payer = session.addresses.find((a) => a.purpose === 'payment')?.address ?? from
    const { estimatePaymentFee } = await loadActions()
    return estimatePaymentFee({
      network: networkOf(session),
      from: payer,
      to: session.codec.validate(to, session.reference) ? to : payer,
      value,
      targetBlocks: ctx.options.feeTargetBlocks ?? 3,
      fallbackRate: ctx.options.fallbackFeeRate ?? 1,
      fetch: fetchFn,
    })
  }

  /**
   * A payment the wallet failed without a reason of its own (not a refusal, a timeout or a
   * malformed answer): if the network's node does not answer
   * the kit either, the node is the fault to name; otherwise the wallet's error stands.
   */
  async function nodeFault(session: WalletSession, error: unknown): Promise<unknown> {
    if (
      error instanceof UserRejectedRequestError ||
      // A wallet that did not answer is one too (WalletRequestTimeoutError is a FaultError).
      error instanceof FaultError ||
      // A malformed or wrong answer is the wallet's own failure, whatever the node does.
      error instanceof InvalidWalletAnswerError ||
      error instanceof InvalidSignatureError ||
      error instanceof ValidationError ||
      error instanceof UnauthorizedError ||
      error instanceof UnsupportedMethodError
    )
      return error
    const { nodeFaultOf } = await loadActions()
    return nodeFaultOf(networkOf(session), error, fetchFn)
  }

  const verifyMessage: BitcoinAdapter['verifyMessage'] = async (params) =>
    (await loadVerifier()).verifyBitcoinMessage(params)

  return {
    /**
     * BIP-322 simple for segwit and Taproot addresses, BIP-137 for P2PKH; the signature is
     * verified before it is returned (`InvalidSignatureError` otherwise).
     */
    async signMessage({ message, address }: { message: string; address: string }) {
      const session = connected()
      ownAddress(session, address)
      const protocol = session.codec.addressType(address) === 'p2pkh' ? 'ECDSA' : 'BIP322'
      const [result, verifier] = await Promise.all([
        ctx.act('signMessage', () => session.wallet.signMessage({ address, message, protocol })),
        loadVerifier(),
      ])
      let valid: boolean
      try {
        valid = verifier.verifyBitcoinMessage({ address, message, ...result })
      } catch (error) {
        // A BIP-322 full or proof-of-funds signature: the verifier's error says which, and why.
        throw new InvalidSignatureError(address, { cause: error, details: String(error) })
      }
      if (!valid) throw new InvalidSignatureError(address)
      return result.signature
    },

    verifyMessage,

    /**
     * A payment of `value` satoshis to `to`, resolving the txid: sats-connect / WalletConnect
     * `sendTransfer`; for Wallet Standard wallets a PSBT from the payment address (Esplora outputs,
     * fee rate) that the wallet signs and sends (`bitcoin:signAndSendTransaction`).
     */
    async sendTransaction({ to, value, tokenAddress }: SendTransactionParameters) {
      const session = connected()
      if (tokenAddress !== undefined)
        throw new UnsupportedMethodError({
          details: 'Bitcoin tokens (runes, BRC-20) are not sent by this adapter',
        })
      if (!session.codec.validate(to, session.reference)) throw new InvalidAddressError(to)
      if (typeof value !== 'bigint' || value <= 0n || value > MAX_SATS)
        throw new InvalidSendInputError()
      const { wallet } = session
      if (wallet.sendTransfer) {
        const send = wallet.sendTransfer
        try {
          return await ctx.act('sendTransfer', () =>
            send({ recipients: [{ address: to, amount: value }] }),
          )
        } catch (error) {
          throw await nodeFault(session, error)
        }
      }
      // Wallets without a payment method: a PSBT from the payment address, signed and sent.
      const from = session.addresses.find((a) => a.purpose === 'payment') ?? session.addresses[0]
      if (!from) throw new DisconnectedError()
      const { buildPaymentPsbt } = await import('../actions/build-payment.js')
      const { psbt, inputs } = await buildPaymentPsbt({
        network: networkOf(session),
        from,
        to,
        value,
        targetBlocks: ctx.options.feeTargetBlocks ?? 3,
        fallbackRate: ctx.options.fallbackFeeRate ?? 1,
        fetch: fetchFn,
      })
      const result = await ctx
        .act('signPsbt', () =>
          wallet.signPsbt({ psbt, signInputs: { [from.address]: inputs }, broadcast: true }),
        )
        .catch(async (error: unknown) => {
          throw await nodeFault(session, error)
        })
      if (!result.txid) throw new InvalidWalletAnswerError('signPsbt')
      return result.txid
    },

    estimateFee,
    /** bip122 has no gas: the fee in satoshis, as `estimateFee`. */
    estimateGas: estimateFee,

    async getBalance({ address, network }: { address: string; network: Network }) {
      const { readBalance } = await loadActions()
      return readBalance(network, address, fetchFn)
    },

    async getCapabilities() {
      return {}
    },

    async request({ method, params }: { method: string; params?: unknown }) {
      const session = connected()
      return ctx.act(method, () => session.wallet.request(method, params ?? null))
    },

    /** Signs a PSBT with connected addresses (sats-connect `signPsbt` / `bitcoin:signTransaction`). */
    async signPsbt({ psbt, signInputs, broadcast }: Parameters<BitcoinAdapter['signPsbt']>[0]) {
      const session = connected()
      // The app's own input: "Invalid input" (SPEC §8 validation messages).
      if (!parsePsbt(psbt))
        throw new ValidationError('Invalid input', { details: 'psbt must be base64' })
      for (const [address, indexes] of Object.entries(signInputs)) {
        ownAddress(session, address)
        if (!indexes.every((i) => Number.isSafeInteger(i) && i >= 0))
          throw new ValidationError('Invalid input', { details: 'signInputs indexes' })
      }
      const [result, check] = await Promise.all([
        ctx.act('signPsbt', () =>
          session.wallet.signPsbt({ psbt, signInputs, ...(broadcast ? { broadcast } : {}) }),
        ),
        import('../signing/psbt-check.js'),
      ])
      // A wallet adds signatures; it never changes what is spent or paid.
      if (!check.samePsbtTransaction(psbt, result.psbt))
        throw new InvalidWalletAnswerError('signPsbt')
      return result
    },

    /**
     * Moves the wallet to `network`: sats-connect `wallet_changeNetwork`, then the addresses are
     * read again (they differ per network). A wallet that cannot switch can only move to a network
     * whose address format its addresses already have (testnet ↔ signet).
     */
    async switchWalletNetwork(network: Network, name: BitcoinNetworkName) {
      const session = ctx.session()
      const reference = String(network.id)
      if (!session || session.reference === reference) return
      const { wallet } = session
      if (!wallet.switchNetwork) {
        if (!session.addresses.every((a) => session.codec.validate(a.address, reference)))
          throw new ChainNotSupportedError()
        ctx.onSwitched(reference, undefined)
        return
      }
      try {
        await ctx.act(
          'wallet_changeNetwork',
          () => wallet.switchNetwork?.(name) ?? Promise.resolve(),
        )
      } catch (error) {
        if (error instanceof UnsupportedMethodError)
          throw new ChainNotSupportedError({ cause: error })
        throw error
      }
      const accounts = await ctx
        .act('wallet_getAccount', () => wallet.restore())
        .catch(() => undefined)
      ctx.onSwitched(reference, accounts?.addresses)
    },
  }
}
