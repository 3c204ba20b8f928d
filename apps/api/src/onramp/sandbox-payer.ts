import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainHandle } from '../chain/chain-clients.js'
import type { Database } from '../db/database.js'
import { type SandboxSession, SandboxSessionError } from './sandbox-session.js'

export interface SandboxPayerOptions {
  db: Database
  chains: Map<number, ChainHandle>
  fundingKey: Hex
  now: () => number
}

/**
 * Pays a sandbox checkout: records the session first (so a second "Pay", on any replica, is
 * refused), then sends the session's wei from the funding account and waits for the receipt.
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

  return {
    address: account.address,
    /** @throws SandboxSessionError "This checkout session was already paid" */
    async pay(session: SandboxSession): Promise<Hex> {
      const chain = options.chains.get(session.chainId)
      if (!chain) throw new SandboxSessionError('Invalid checkout session')
      const claimed = await options.db.query<{ session_id: string }>(
        `INSERT INTO onramp_sandbox_payments (session_id, address, chain_id, amount_wei, paid_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (session_id) DO NOTHING RETURNING session_id`,
        [session.id, session.address, session.chainId, session.purchaseWei, options.now()],
      )
      if (claimed.length === 0)
        throw new SandboxSessionError('This checkout session was already paid')
      const wallet = createWalletClient({
        account,
        chain: chain.client.chain,
        transport: http(chain.config.rpcUrls[0]),
      })
      let sent: Hex | undefined
      try {
        const hash = await serially(async () => {
          sent = await wallet.sendTransaction({
            chain: chain.client.chain,
            to: session.address,
            value: BigInt(session.purchaseWei),
          })
          await chain.client.waitForTransactionReceipt({ hash: sent, timeout: 30_000 })
          return sent
        })
        await options.db.query(
          'UPDATE onramp_sandbox_payments SET tx_hash = $1 WHERE session_id = $2',
          [hash, session.id],
        )
        return hash
      } catch (error) {
        // Nothing was sent: the buyer may try again with the same link. Once a transaction is
        // out, the session stays spent even if its receipt was not seen.
        if (!sent)
          await options.db.query('DELETE FROM onramp_sandbox_payments WHERE session_id = $1', [
            session.id,
          ])
        throw error
      }
    },
  }
}

export type SandboxPayer = ReturnType<typeof createSandboxPayer>
