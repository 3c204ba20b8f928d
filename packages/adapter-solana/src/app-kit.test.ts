import {
  createAppKit,
  createMemoryStorage,
  type KitStorage,
  type Network,
  solanaLocalnet,
} from '@portico/core'
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaAdapter } from './solana-adapter.js'

// The adapter under createAppKit (core's flows, the kit's state and toasts), on the local chain.

let chain: SolanaChain
let local: Network
let test: SolanaTestWallet
const target = new EventTarget()

function kit(storage: KitStorage) {
  return createAppKit({
    adapters: [solanaAdapter({ target })],
    networks: [local],
    projectId: 'p',
    storage,
  })
}

async function lamports(address: string): Promise<bigint> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

async function tokenAmount(owner: string, mint: string): Promise<bigint> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed' }],
    }),
  })
  const { result } = (await response.json()) as {
    result: {
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
    }
  }
  return result.value.reduce(
    (s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

beforeAll(async () => {
  chain = await startSolanaChain()
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
  test = createSolanaTestWallet({
    secretKey: chain.accounts[1]!.secretKey,
    rpcUrl: chain.rpcUrl,
    chains: [chain.caip2],
  })
  registerWallet(test.wallet, target)
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

describe('createAppKit with solanaAdapter', () => {
  it('connects, signs, sends SOL and an SPL token from the send draft, declines, and restores after a reload', async () => {
    const storage = createMemoryStorage()
    const first = kit(storage)
    try {
      await first.ready
      // The visitor points at the kit: the adapter, which has nothing to restore, sets up now.
      await first.preload()
      expect(first.getSnapshot().connectors).toContainEqual(
        expect.objectContaining({ id: test.wallet.name, chain: 'solana' }),
      )
      await first.connect({ connectorId: test.wallet.name, namespace: 'solana' })
      expect(first.getAccount('solana')).toMatchObject({
        address: test.address,
        caipAddress: `${chain.caip2}:${test.address}`,
        status: 'connected',
      })
      expect(await first.signMessage('hello kit')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)

      const to = deterministicSolanaKeypair('kit receiver').address
      first.setSendDraft({ receiverAddress: to, sendTokenAmount: '0.25' })
      const hash = await first.sendToken()
      expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
      expect(await lamports(to)).toBe(250_000_000n)

      // An SPL token from the portfolio: decimals read from the mint, the fee from the cluster.
      const usdc = chain.mints.usdc
      first.setSendDraft({
        token: {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: chain.caip2,
          address: usdc.address,
          value: 0,
          price: 0,
          quantity: { decimals: '6', numeric: '1000' },
          iconUrl: '',
        },
        receiverAddress: to,
        sendTokenAmount: '1.5',
      })
      expect(await first.loadSendTokenDecimals()).toEqual({ status: 'ready', decimals: 6 })
      expect(await first.estimateSendFee()).toMatchObject({ status: 'estimated', fee: 5000n })
      expect(await first.sendToken()).toBeDefined()
      expect(await tokenAmount(to, usdc.address)).toBe(1_500_000n)

      test.setMode('reject')
      const toasts: (string | undefined)[] = []
      first.subscribe(() => toasts.push(first.getSnapshot().toast?.message))
      await first.signMessage('no').catch(() => undefined)
      // The send's toast closes first; the next one follows (SPEC §4 toasts).
      await expect.poll(() => toasts).toContain('Signature declined')
      test.setMode('approve')
    } finally {
      await first.destroy()
    }

    const reloaded = kit(storage)
    try {
      await reloaded.ready
      expect(reloaded.getConnectionStatus('solana')).toBe('connected')
      expect(reloaded.getAccount('solana')?.address).toBe(test.address)
      expect(test.requests.at(-1)).toMatchObject({
        method: 'standard:connect',
        params: { silent: true },
      })
    } finally {
      await reloaded.destroy()
    }
  })
})
