import {
  keccak256,
  parseEther,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, expect, it } from 'vitest'
import { exportPrivateKey } from './export-key.js'
import type { Share } from './share-bytes.js'
import { signHash, signMessage, signTransaction, signTypedData } from './sign-with-shares.js'
import { createWallet } from './wallet-key.js'

let address: `0x${string}`
let shares: readonly [Share, Share]
let viemAccount: ReturnType<typeof privateKeyToAccount>

beforeAll(async () => {
  const wallet = await createWallet()
  address = wallet.address
  shares = [wallet.shares.device, wallet.shares.auth]
  // viem's own account over the same key: the reference our signatures must equal.
  const key = await exportPrivateKey({ shares, address, confirm: async () => true })
  viemAccount = privateKeyToAccount(key)
})

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello from the frame' },
} as const

it("personal_sign: verifies with viem and equals viem's signature over the same key", async () => {
  const signature = await signMessage({ shares, address, message: 'Sign in to Portico' })
  expect(await verifyMessage({ address, message: 'Sign in to Portico', signature })).toBe(true)
  expect(signature).toBe(await viemAccount.signMessage({ message: 'Sign in to Portico' }))
  const raw = await signMessage({ shares, address, message: { raw: '0xdeadbeef' } })
  expect(raw).toBe(await viemAccount.signMessage({ message: { raw: '0xdeadbeef' } }))
})

it('eth_signTypedData_v4: verifies with viem', async () => {
  const signature = await signTypedData({ shares, address, typedData })
  expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  expect(signature).toBe(await viemAccount.signTypedData(typedData))
})

it('transactions (EIP-1559 and legacy with EIP-155) recover to the wallet', async () => {
  const eip1559 = await signTransaction({
    shares,
    address,
    transaction: {
      chainId: 31337,
      type: 'eip1559',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: parseEther('0.01'),
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    },
  })
  expect(await recoverTransactionAddress({ serializedTransaction: eip1559 as never })).toBe(address)
  expect(parseTransaction(eip1559).value).toBe(parseEther('0.01'))
  const legacy = await signTransaction({
    shares,
    address,
    transaction: {
      chainId: 31337,
      type: 'legacy',
      to: address,
      value: 1n,
      nonce: 1,
      gas: 21_000n,
      gasPrice: 1n,
    },
  })
  expect(await recoverTransactionAddress({ serializedTransaction: legacy as never })).toBe(address)
  expect(parseTransaction(legacy).v).toBeGreaterThanOrEqual(31337n * 2n + 35n)
})

it('a raw hash signature recovers to the wallet', async () => {
  const hash = keccak256(toHex('anything'))
  const signature = await signHash({ shares, address, hash })
  expect(await recoverAddress({ hash, signature })).toBe(address)
})
