import { bitcoinRegtest } from '@portico/core'
import { type BitcoinChain, startBitcoinChain } from '@portico/testing/bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimatePaymentFee, readBalance } from './actions/bitcoin-actions.js'
import { paymentVsize } from './actions/payment-size.js'
import { getAddressBalance, getFeeRate, getUtxos } from './esplora/esplora-client.js'
import { createTestProvider } from './test-wallet.test-helper.js'

// The Esplora reads against the real bcoin regtest node of @portico/testing.
let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
}, 120_000)
afterAll(() => chain?.stop())

describe('Esplora reads on regtest', () => {
  it('reads a balance that changes after a faucet payment (confirmed, in BTC with 8 decimals)', async () => {
    const { payment } = createTestProvider()
    const network = bitcoinRegtest({ esploraUrl: chain.esploraUrl })
    expect(await readBalance(network, payment, fetch)).toEqual({
      balance: '0',
      symbol: 'BTC',
      decimals: 8,
    })
    await chain.faucet(payment, 150_000_000)
    expect(await readBalance(network, payment, fetch)).toEqual({
      balance: '1.5',
      symbol: 'BTC',
      decimals: 8,
    })
    expect(await getAddressBalance(chain.esploraUrl, payment)).toEqual({
      confirmed: 150_000_000n,
      unconfirmed: 0n,
    })
  })

  it('estimates a fee from /fee-estimates and the sender’s outputs', async () => {
    const { payment, ordinals } = createTestProvider()
    await chain.faucet(payment, 50_000)
    await chain.faucet(payment, 40_000)
    const network = bitcoinRegtest({ esploraUrl: chain.esploraUrl })
    const rate = await getFeeRate(chain.esploraUrl, 3, 1)
    expect(rate).toBeGreaterThan(0)
    expect(await getUtxos(chain.esploraUrl, payment)).toHaveLength(2)
    const fee = (inputs: number) =>
      BigInt(Math.ceil(rate * paymentVsize({ from: payment, to: ordinals, inputs })))
    const base = { network, from: payment, to: ordinals, targetBlocks: 3, fallbackRate: 1, fetch }
    // 30 000 sats fit in the larger output; 80 000 need both.
    expect(await estimatePaymentFee({ ...base, value: 30_000n })).toBe(fee(1))
    expect(await estimatePaymentFee({ ...base, value: 80_000n })).toBe(fee(2))
  })

  it('turns an HTTP error into "HTTP status code: {status}"', async () => {
    await expect(getAddressBalance(chain.esploraUrl, 'not-an-address')).rejects.toThrow(
      /HTTP status code: 4\d\d/,
    )
  })
})
