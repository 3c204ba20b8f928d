import { type Hex, keccak256 } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChainHandle, createChainHandles } from '../chain/chain-clients.js'
import type { Database } from '../db/database.js'
import { devnetConfig, openTestDatabase } from '../test/harness.js'
import { useDevnet } from '../test/suite-hooks.js'
import { createSandboxPayer, SANDBOX_CLAIM_STALE_MS, signSandboxPayment } from './sandbox-payer.js'
import { newSessionId, type SandboxSession } from './sandbox-session.js'

const devnet = useDevnet()

describe('the sandbox payer pays a checkout once, across replicas and crashes (anvil, PGlite)', () => {
  let db: Database
  let dispose: () => Promise<void>
  let chains: Map<number, ChainHandle>
  let chain: ChainHandle
  let clock = 1_000_000
  const fundingKey = () => devnet().accounts[7]?.privateKey as Hex

  beforeAll(async () => {
    const opened = await openTestDatabase('pglite', { migrated: true })
    db = opened.db
    dispose = opened.dispose
    chains = createChainHandles(devnetConfig(devnet()).chains)
    chain = [...chains.values()][0] as ChainHandle
  }, 60_000)
  afterAll(async () => {
    await dispose?.()
  })

  const payer = () => createSandboxPayer({ db, chains, fundingKey: fundingKey(), now: () => clock })
  const sessionFor = (address: `0x${string}`): SandboxSession => ({
    id: newSessionId(),
    providerId: 'sandbox',
    address,
    chainId: chain.chainId,
    paymentMethod: 'card',
    paymentCents: 10_000,
    currency: 'USD',
    providerFeeCents: 100,
    networkFeeCents: 10,
    purchaseWei: '25000000000000000',
    purchaseCurrency: 'ETH',
    expiresAt: clock + 600_000,
  })
  const balance = (address: `0x${string}`) => chain.client.getBalance({ address })
  const freshBuyer = () => privateKeyToAccount(generatePrivateKey()).address

  it('sends the quoted wei once; a second Pay on another payer (replica) is refused', async () => {
    const buyer = freshBuyer()
    const session = sessionFor(buyer)
    const hash = await payer().pay(session)
    expect(await balance(buyer)).toBe(25_000_000_000_000_000n)
    const receipt = await chain.client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    await expect(payer().pay(session)).rejects.toThrow('This checkout session was already paid')
    expect(await balance(buyer)).toBe(25_000_000_000_000_000n)
  }, 60_000)

  it('after a process died between claim and broadcast, the claim is held a minute, then released and the Pay goes through once', async () => {
    const buyer = freshBuyer()
    const session = sessionFor(buyer)
    // What a process killed at the `onramp.claimed` crash point leaves: a signed transaction's
    // hash claimed for the session, never broadcast.
    const lost = keccak256(
      await signSandboxPayment(chain, privateKeyToAccount(fundingKey()), session),
    )
    await db.query(
      `INSERT INTO onramp_sandbox_payments (session_id, address, chain_id, amount_wei, tx_hash, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [session.id, buyer, session.chainId, session.purchaseWei, lost, clock],
    )
    // Within the window, the claim may still be a payment under way on another replica.
    clock += SANDBOX_CLAIM_STALE_MS - 1
    await expect(payer().pay(session)).rejects.toThrow(
      'This checkout session is being paid. Try again in a minute.',
    )
    // Past it, and the chain has never seen the claimed transaction: nothing was sent.
    clock += 2
    const hash = await payer().pay(session)
    expect((await chain.client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await balance(buyer)).toBe(25_000_000_000_000_000n)
    clock += SANDBOX_CLAIM_STALE_MS * 10
    await expect(payer().pay(session)).rejects.toThrow('This checkout session was already paid')
    expect(await balance(buyer)).toBe(25_000_000_000_000_000n)
  }, 60_000)

  it('two replicas paying the same session at once send one transaction', async () => {
    const buyer = freshBuyer()
    const session = sessionFor(buyer)
    const results = await Promise.allSettled([payer().pay(session), payer().pay(session)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected')
    expect(String((refused as PromiseRejectedResult).reason)).toMatch(
      /This checkout session (was already paid|is being paid)/,
    )
    expect(await balance(buyer)).toBe(25_000_000_000_000_000n)
  }, 60_000)
})
