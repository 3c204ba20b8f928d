import { type Hex, keccak256, TransactionNotFoundError } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { ChainHandle } from '../chain/chain-clients.js'
import { crashPoint } from '../db/crash-point.js'
import type { Database } from '../db/database.js'
import { type SandboxSession, SandboxSessionError } from './sandbox-session.js'

export interface SandboxPayerOptions {
  db: Database
  chains: Map<number, ChainHandle>
  fundingKey: Hex
  now: () => number
}

/**
 * How long a claim whose transaction is on no node is taken for a payment still under way. A
 * claim is written just before its broadcast, so an older one that the chain does not know was
 * left by a process that died in between: it is released and the buyer can pay again.
 */
export const SANDBOX_CLAIM_STALE_MS = 60_000

/**
 * The funding account's transaction that pays `session`, signed and not sent: the next nonce
 * (pending ones counted), the node's fee estimate and gas estimate. Signing is deterministic, so
 * the same inputs give the same transaction (and hash).
 */
export async function signSandboxPayment(
  chain: ChainHandle,
  account: PrivateKeyAccount,
  session: SandboxSession,
): Promise<Hex> {
  const value = BigInt(session.purchaseWei)
  const [nonce, fees, gas] = await Promise.all([
    chain.client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    chain.client.estimateFeesPerGas(),
    chain.client.estimateGas({ account: account.address, to: session.address, value }),
  ])
  return account.signTransaction({
    type: 'eip1559',
    chainId: chain.chainId,
    to: session.address,
    value,
    nonce,
    gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
}

/**
 * Pays a sandbox checkout exactly once, whichever replica serves the "Pay" and whenever a process
 * dies. The transaction is signed first, then its hash is claimed for the session in the database
 * (a second claim, on any replica, is refused), then the signed bytes are broadcast. So a claim
 * always names the one transaction that can pay the session: a later "Pay" asks the chain for it
 * (mined or pending → already paid) and only releases a claim that is stale and unknown to the
 * chain — the process died before broadcasting, nothing was sent.
 * Sends from one replica are queued so the funding account's nonces do not collide.
 */
export function createSandboxPayer(options: SandboxPayerOptions) {
  const account = privateKeyToAccount(options.fundingKey)
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  const knownToChain = async (chain: ChainHandle, hash: Hex): Promise<boolean> => {
    try {
      await chain.client.getTransaction({ hash })
      return true
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false
      throw error
    }
  }

  /** Refuses a session that has a live claim; releases a stale one the chain never saw. */
  const releaseStaleClaim = async (session: SandboxSession, chain: ChainHandle) => {
    const [claim] = await options.db.query<{ tx_hash: Hex | null; paid_at: string | number }>(
      'SELECT tx_hash, paid_at FROM onramp_sandbox_payments WHERE session_id = $1',
      [session.id],
    )
    if (!claim) return
    if (!claim.tx_hash) throw new SandboxSessionError('This checkout session was already paid')
    if (await knownToChain(chain, claim.tx_hash))
      throw new SandboxSessionError('This checkout session was already paid')
    if (options.now() - Number(claim.paid_at) < SANDBOX_CLAIM_STALE_MS)
      throw new SandboxSessionError('This checkout session is being paid. Try again in a minute.')
    await options.db.query(
      'DELETE FROM onramp_sandbox_payments WHERE session_id = $1 AND tx_hash = $2 AND paid_at = $3',
      [session.id, claim.tx_hash, claim.paid_at],
    )
  }

  return {
    address: account.address,
    /**
     * @throws SandboxSessionError "This checkout session was already paid" / "This checkout
     *   session is being paid. Try again in a minute."
     */
    async pay(session: SandboxSession): Promise<Hex> {
      const chain = options.chains.get(session.chainId)
      if (!chain) throw new SandboxSessionError('Invalid checkout session')
      return serially(async () => {
        await releaseStaleClaim(session, chain)
        const signed = await signSandboxPayment(chain, account, session)
        const hash = keccak256(signed)
        const claimed = await options.db.query<{ session_id: string }>(
          `INSERT INTO onramp_sandbox_payments
             (session_id, address, chain_id, amount_wei, tx_hash, paid_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
          [session.id, session.address, session.chainId, session.purchaseWei, hash, options.now()],
        )
        if (claimed.length === 0)
          throw new SandboxSessionError('This checkout session was already paid')
        await crashPoint('onramp.claimed')
        try {
          await chain.client.sendRawTransaction({ serializedTransaction: signed })
        } catch (error) {
          // Refused by the node (or the answer was lost): release the claim only when the chain
          // does not have the transaction, so the buyer may try again with the same link.
          if (!(await knownToChain(chain, hash).catch(() => true)))
            await options.db.query(
              'DELETE FROM onramp_sandbox_payments WHERE session_id = $1 AND tx_hash = $2',
              [session.id, hash],
            )
          throw error
        }
        // Out is out: whatever the wait gives, the claim stays (a next "Pay" finds the transaction).
        await chain.client.waitForTransactionReceipt({ hash, timeout: 30_000 })
        return hash
      })
    },
  }
}

export type SandboxPayer = ReturnType<typeof createSandboxPayer>
