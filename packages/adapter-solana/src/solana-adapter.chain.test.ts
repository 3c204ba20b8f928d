import { ed25519 } from '@noble/curves/ed25519.js'
import {
  InvalidSendInputError,
  type Network,
  solanaLocalnet,
  UserRejectedRequestError,
} from '@portico/core'
import {
  deterministicSolanaKeypair,
  type SolanaChain,
  startSolanaChain,
} from '@portico/testing/solana'
import { getBase58Encoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAdapter } from './adapter-context.test-helper.js'
import { errorToast } from './errors/error-toast.test-helper.js'
import { TransactionSendFailedError } from './errors/transaction-send-failed-error.js'
import { createLocalWallet, type LocalWallet } from './local-wallet.test-helper.js'
import type { SolanaAdapter } from './solana-adapter-types.js'

// Against the local chain (LiteSVM behind a real JSON-RPC server): every send is a real
// transaction whose effect is read back from the chain.

let chain: SolanaChain
let local: Network
let adapter: SolanaAdapter
let wallet: LocalWallet

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: T }).result
}

async function lamports(address: string): Promise<bigint> {
  return BigInt((await rpc<{ value: number }>('getBalance', [address])).value)
}

async function tokenAmount(owner: string, mint: string): Promise<bigint> {
  const { value } = await rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value.reduce((sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}

beforeAll(async () => {
  chain = await startSolanaChain()
  local = solanaLocalnet({
    genesisHash: chain.genesisHash,
    rpcUrl: chain.rpcUrl,
    wsUrl: chain.wsUrl,
  })
  const target = new EventTarget()
  const funded = chain.accounts[0]!
  wallet = createLocalWallet({ ...funded, rpcUrl: chain.rpcUrl })
  ;({ adapter } = await startAdapter({ target }, [local]))
  wallet.register(target)
  await adapter.connect({ connectorId: wallet.wallet.name, network: local })
}, 60_000)

afterAll(async () => {
  await adapter?.destroy()
  await chain?.stop()
})

describe('on the local chain', () => {
  it('signs a message: a base58 ed25519 signature that verifies with the account key', async () => {
    const signature = await adapter.signMessage({
      message: 'Hello from Portico',
      address: wallet.address,
    })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    const publicKey = new Uint8Array(getBase58Encoder().encode(wallet.address))
    expect(ed25519.verify(bytes, new TextEncoder().encode('Hello from Portico'), publicKey)).toBe(
      true,
    )
    expect(ed25519.verify(bytes, new TextEncoder().encode('Hello from Portic0'), publicKey)).toBe(
      false,
    )
  })

  it('a declined signature is UserRejectedRequestError, shown as "Signature declined"', async () => {
    wallet.setMode('reject')
    try {
      const error = await adapter
        .signMessage({ message: 'no', address: wallet.address })
        .catch((e) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(errorToast(error, { action: 'sign' })).toBe('Signature declined')
      const send = await adapter
        .sendTransaction({ to: chain.accounts[1]!.address, value: 1n })
        .catch((e) => e)
      expect(send).toBeInstanceOf(UserRejectedRequestError)
    } finally {
      wallet.setMode('approve')
    }
  })

  it('sends SOL: the receiver gains exactly the amount, the sender pays amount + fee', async () => {
    const to = deterministicSolanaKeypair('sol receiver').address
    const before = await lamports(wallet.address)
    const fee = await adapter.estimateFee!({ from: wallet.address, to, value: 1_500_000_000n })
    expect(fee).toBe(5000n)
    const signature = await adapter.sendTransaction({ to, value: 1_500_000_000n })
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await lamports(to)).toBe(1_500_000_000n)
    expect(await lamports(wallet.address)).toBe(before - 1_500_000_000n - fee)
    expect(await adapter.getBalance({ address: to, network: local })).toEqual({
      balance: '1.5',
      symbol: 'SOL',
      decimals: 9,
    })
  })

  it.each([
    ['a 6-decimal SPL token', 'usdc'],
    ['a Token-2022 token', 'token2022'],
  ] as const)('sends %s to a new receiver, creating its token account', async (_, key) => {
    const mint = chain.mints[key]
    const to = deterministicSolanaKeypair(`receiver of ${key}`).address
    expect(await adapter.getTokenDecimals({ tokenAddress: mint.address, network: local })).toBe(6)
    const before = await tokenAmount(wallet.address, mint.address)
    await adapter.sendTransaction({ to, value: 2_500_000n, tokenAddress: mint.address })
    expect(await tokenAmount(to, mint.address)).toBe(2_500_000n)
    expect(await tokenAmount(wallet.address, mint.address)).toBe(before - 2_500_000n)
    // Again, now that the account exists (no create instruction; the balance adds up).
    await adapter.sendTransaction({ to, value: 500_000n, tokenAddress: mint.address })
    expect(await tokenAmount(to, mint.address)).toBe(3_000_000n)
  })

  it('reads decimals from the mint account and refuses an account that is no mint', async () => {
    expect(
      await adapter.getTokenDecimals({ tokenAddress: chain.mints.token9.address, network: local }),
    ).toBe(9)
    await expect(
      adapter.getTokenDecimals({ tokenAddress: wallet.address, network: local }),
    ).rejects.toThrow()
  })

  it('refuses a send without a valid amount and receiver (SPEC §5 text)', async () => {
    const asked = wallet.requests.length
    for (const params of [
      { to: '', value: 1n },
      { to: 'not an address', value: 1n },
      { to: chain.accounts[1]!.address, value: 0n },
      { to: chain.accounts[1]!.address, value: 1n, tokenAddress: 'bad mint' },
    ]) {
      const error = await adapter.sendTransaction(params).catch((e) => e)
      expect(error).toBeInstanceOf(InvalidSendInputError)
      expect(error.message).toBe('Please enter a valid amount and receiver address')
    }
    // Refused before the wallet is asked.
    expect(wallet.requests).toHaveLength(asked)
  })

  it('a send the chain refuses gives "Failed to send transaction. Please try again."', async () => {
    const error = await adapter
      .sendTransaction({ to: chain.accounts[1]!.address, value: 10n ** 18n })
      .catch((e) => e)
    expect(error).toBeInstanceOf(TransactionSendFailedError)
    expect(error.message).toBe('Failed to send transaction. Please try again.')
    expect(errorToast(error, { action: 'send' })).toBe(
      'Failed to send transaction. Please try again.',
    )
  })

  it('signs a transaction without sending it, and sends one it is given', async () => {
    const to = deterministicSolanaKeypair('raw receiver').address
    const { loadSolanaActions } = await import('./actions/load-actions.js')
    const { buildTransfer, createRpcClient } = await loadSolanaActions()
    const { wire } = await buildTransfer(createRpcClient(chain.rpcUrl), {
      from: wallet.address,
      to,
      value: 1_000_000n,
      version: 0,
    })
    const signed = await adapter.signTransaction({ transaction: wire })
    expect(signed).toHaveLength(wire.length)
    expect(signed.slice(65)).toEqual(wire.slice(65))
    expect(
      ed25519.verify(
        signed.slice(1, 65),
        wire.slice(65),
        getBase58Encoder().encode(wallet.address) as Uint8Array,
      ),
    ).toBe(true)
    expect(await lamports(to)).toBe(0n)
    await adapter.signAndSendTransaction({ transaction: wire })
    expect(await lamports(to)).toBe(1_000_000n)
  })
})
