import { ed25519 } from '@noble/curves/ed25519.js'
import { type Clock, type Network, solanaLocalnet, UserRejectedRequestError } from '@portico/core'
import { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
import {
  deterministicSolanaKeypair,
  type SolanaChain,
  startSolanaChain,
} from '@portico/testing/solana'
import {
  createSolanaTestWallet,
  registerWallet,
  type SolanaTestWallet,
} from '@portico/testing/solana-wallet'
import { getBase58Encoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testContext } from './adapter-context.test-helper.js'
import { errorToast } from './errors/error-toast.test-helper.js'
import { solanaAdapter } from './solana-adapter.js'
import type { SolanaAdapter } from './solana-adapter-types.js'

// The shared Solana test wallet of @portico/testing (a Wallet Standard wallet on a real key,
// registered through the window-event protocol) against the local chain.

let chain: SolanaChain
let local: Network
let test: SolanaTestWallet
let adapter: SolanaAdapter
let stopRegistration: () => void
const timers: (() => void)[] = []
/** A clock whose timers run only when the test says so. */
const clock: Clock = {
  now: () => 0,
  setTimeout: (fn) => timers.push(fn),
  clearTimeout: () => {},
}

const base58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))

async function balanceOf(owner: string, mint?: string): Promise<bigint> {
  const body = mint
    ? { method: 'getTokenAccountsByOwner', params: [owner, { mint }, { encoding: 'jsonParsed' }] }
    : { method: 'getBalance', params: [owner] }
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...body }),
  })
  const { result } = (await response.json()) as { result: { value: unknown } }
  if (!mint) return BigInt(result.value as number)
  const accounts = result.value as {
    account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } }
  }[]
  return accounts.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n)
}

beforeAll(async () => {
  chain = await startSolanaChain()
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
  const account = chain.accounts[2]!
  test = createSolanaTestWallet({
    secretKey: account.secretKey,
    rpcUrl: chain.rpcUrl,
    chains: [chain.caip2],
  })
  const target = new EventTarget()
  stopRegistration = registerWallet(test.wallet, target)
  const context = { ...testContext([local]), clock }
  adapter = solanaAdapter({ target, requestTimeout: 60_000 }).create(context)
  await adapter.setup()
  await adapter.connect({ connectorId: test.wallet.name, network: local })
}, 60_000)

afterAll(async () => {
  stopRegistration?.()
  await adapter?.destroy()
  await chain?.stop()
})

describe('the Solana test wallet of @portico/testing', () => {
  it('connected with its account; a message signature verifies (ed25519)', async () => {
    expect(adapter.getProvider()).toBe(test.wallet)
    const signature = await adapter.signMessage({ message: 'portico', address: test.address })
    const ok = ed25519.verify(
      base58(signature),
      new TextEncoder().encode('portico'),
      base58(test.address),
    )
    expect(ok).toBe(true)
  })

  it('sends SOL, a 6-decimal SPL token and a Token-2022 token: balances change on chain', async () => {
    const to = deterministicSolanaKeypair('test wallet receiver').address
    await adapter.sendTransaction({ to, value: 2_000_000_000n })
    expect(await balanceOf(to)).toBe(2_000_000_000n)
    for (const mint of [chain.mints.usdc, chain.mints.token2022]) {
      const before = await balanceOf(test.address, mint.address)
      await adapter.sendTransaction({ to, value: 1_234_567n, tokenAddress: mint.address })
      expect(await balanceOf(to, mint.address)).toBe(1_234_567n)
      expect(await balanceOf(test.address, mint.address)).toBe(before - 1_234_567n)
    }
    expect(test.requests.map((r) => r.method)).toContain('solana:signAndSendTransaction')
  })

  it('a rejected request is UserRejectedRequestError: "Signature declined"', async () => {
    test.setMode('reject')
    try {
      const error = await adapter
        .signMessage({ message: 'no', address: test.address })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(errorToast(error as UserRejectedRequestError, { action: 'sign' })).toBe(
        'Signature declined',
      )
    } finally {
      test.setMode('approve')
    }
  })

  it('a wallet that never answers fails after the request timeout (injected clock)', async () => {
    test.setMode('hang')
    try {
      const asked = test.requests.length
      const pending = adapter.signMessage({ message: 'wait', address: test.address })
      await vi.waitFor(() => expect(test.requests.length).toBe(asked + 1))
      for (const fire of timers.splice(0)) fire()
      await expect(pending).rejects.toBeInstanceOf(WalletRequestTimeoutError)
      await expect(pending).rejects.toThrow(
        'The wallet did not answer. Open your wallet and try again.',
      )
    } finally {
      test.setMode('approve')
    }
  })

  it('follows the wallet to another key, and to nothing when it disconnects', async () => {
    const seen: string[][] = []
    const off = adapter.on('accountsChanged', ({ accounts }) => seen.push(accounts))
    const next = deterministicSolanaKeypair('test wallet next key')
    test.setSecretKey(next.secretKey)
    test.disconnect()
    off()
    expect(seen).toEqual([[next.address], []])
  })
})
