import {
  DisconnectedError,
  InvalidAddressError,
  InvalidSendInputError,
  UnauthorizedError,
  UnsupportedMethodError,
  UserRejectedRequestError,
  ValidationError,
} from '@portico/core'
import { WalletRequestTimeoutError } from '@portico/core/adapter-kit'
import { Verifier } from 'bip322-js'
import { describe, expect, it, vi } from 'vitest'
import { createInstance, targetWith } from './adapter-suite.test-helper.js'
import { InvalidSignatureError } from './errors/invalid-signature-error.js'
import { InvalidWalletAnswerError } from './errors/invalid-wallet-answer-error.js'
import { createTestProvider, paymentPsbt } from './test-wallet.test-helper.js'

async function connected(options: { legacyPayment?: boolean } = {}) {
  const wallet = createTestProvider(options)
  const instance = createInstance({ target: targetWith(wallet.provider) })
  await instance.adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
  return { wallet, ...instance }
}

describe('signMessage', () => {
  it('asks for BIP-322 with segwit and taproot addresses and returns a signature it verified', async () => {
    const { wallet, adapter } = await connected()
    for (const address of [wallet.payment, wallet.ordinals]) {
      const signature = await adapter.signMessage({ address, message: 'Sign in to portico.test' })
      expect(wallet.requests.at(-1)).toEqual({
        method: 'signMessage',
        params: { address, message: 'Sign in to portico.test', protocol: 'BIP322' },
      })
      expect(Verifier.verifySignature(address, 'Sign in to portico.test', signature)).toBe(true)
      expect(
        await adapter.verifyMessage({ address, message: 'Sign in to portico.test', signature }),
      ).toBe(true)
    }
  })

  it('asks for BIP-137 (ECDSA) with a P2PKH address', async () => {
    const { wallet, adapter } = await connected({ legacyPayment: true })
    const signature = await adapter.signMessage({ address: wallet.payment, message: 'legacy' })
    expect(wallet.requests.at(-1)?.params).toMatchObject({ protocol: 'ECDSA' })
    expect(Verifier.verifySignature(wallet.payment, 'legacy', signature)).toBe(true)
  })

  it('refuses a signature that does not verify (InvalidSignatureError), never reporting it', async () => {
    const { wallet, adapter } = await connected()
    wallet.state.tamper = true
    await expect(
      adapter.signMessage({ address: wallet.payment, message: 'x' }),
    ).rejects.toBeInstanceOf(InvalidSignatureError)
  })

  it('maps a rejection to UserRejectedRequestError (4001)', async () => {
    const { wallet, adapter } = await connected()
    wallet.setMode('reject')
    const error = await adapter
      .signMessage({ address: wallet.payment, message: 'x' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    expect(error.cause).toMatchObject({ code: -32000 })
  })

  it('refuses addresses that are not the connection’s, and acting while disconnected', async () => {
    const { adapter } = await connected()
    await expect(
      adapter.signMessage({ address: createTestProvider().payment, message: 'x' }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    const idle = createInstance({ target: {} })
    await expect(idle.adapter.signMessage({ address: 'x', message: 'x' })).rejects.toBeInstanceOf(
      DisconnectedError,
    )
  })

  it('gives up on a wallet that never answers after requestTimeout (fake clock)', async () => {
    vi.useFakeTimers()
    try {
      const wallet = createTestProvider()
      const clock = {
        now: () => Date.now(),
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clearTimeout: (h: unknown) => clearTimeout(h as number),
      }
      const { adapter } = createInstance({
        target: targetWith(wallet.provider),
        clock,
        requestTimeout: 1000,
      })
      const connecting = adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
      await vi.advanceTimersByTimeAsync(0)
      await connecting
      wallet.setMode('hang')
      const signing = adapter.signMessage({ address: wallet.payment, message: 'x' }).catch((e) => e)
      await vi.advanceTimersByTimeAsync(1000)
      const error = await signing
      expect(error).toBeInstanceOf(WalletRequestTimeoutError)
      expect(error.message).toBe('The wallet did not answer. Open your wallet and try again.')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('sendTransaction and signPsbt', () => {
  it('pays satoshis with sendTransfer and returns the txid', async () => {
    const { wallet, adapter } = await connected()
    const to = createTestProvider().ordinals
    expect(await adapter.sendTransaction({ to, value: 12_345n })).toBe('ab'.repeat(32))
    expect(wallet.requests.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { recipients: [{ address: to, amount: 12_345 }] },
    })
  })

  it('refuses a receiver of another network, a bad amount and tokens', async () => {
    const { adapter, wallet } = await connected()
    await expect(
      adapter.sendTransaction({ to: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', value: 1n }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(
      adapter.sendTransaction({ to: wallet.ordinals, value: 0n }),
    ).rejects.toBeInstanceOf(InvalidSendInputError)
    await expect(
      adapter.sendTransaction({ to: wallet.ordinals, value: 1n, tokenAddress: 'rune' }),
    ).rejects.toBeInstanceOf(UnsupportedMethodError)
  })

  it('refuses a signed PSBT whose transaction is not the one asked for (an output swapped)', async () => {
    const { adapter, wallet } = await connected()
    const psbt = paymentPsbt(wallet.payment, 5_000n)
    wallet.state.psbtAnswer = paymentPsbt(wallet.payment, 4_000n)
    await expect(
      adapter.signPsbt({ psbt, signInputs: { [wallet.payment]: [0] } }),
    ).rejects.toBeInstanceOf(InvalidWalletAnswerError)
  })

  it('signs (and broadcasts) a PSBT with the connection’s addresses only', async () => {
    const { adapter, wallet } = await connected()
    const psbt = paymentPsbt(wallet.payment, 5_000n)
    expect(await adapter.signPsbt({ psbt, signInputs: { [wallet.payment]: [0] } })).toEqual({
      psbt,
    })
    expect(
      await adapter.signPsbt({ psbt, signInputs: { [wallet.payment]: [0] }, broadcast: true }),
    ).toEqual({
      psbt,
      txid: 'cd'.repeat(32),
    })
    await expect(
      adapter.signPsbt({ psbt, signInputs: { [createTestProvider().payment]: [0] } }),
    ).rejects.toBeInstanceOf(UnauthorizedError)
    await expect(adapter.signPsbt({ psbt: 'not a psbt', signInputs: {} })).rejects.toBeInstanceOf(
      ValidationError,
    )
    await expect(
      adapter.signPsbt({ psbt, signInputs: { [wallet.payment]: [-1] } }),
    ).rejects.toThrow('Invalid input')
  })
})
