import {
  type AppKit,
  bitcoinRegtest,
  createAppKit,
  createMemoryStorage,
  type KitStorage,
  UserRejectedRequestError,
} from '@portico/core'
import {
  type BitcoinChain,
  REGTEST_FEE_ESTIMATES,
  startBitcoinChain,
} from '@portico/testing/bitcoin'
import {
  type BitcoinTestWallet,
  bitcoinTestWalletKeys,
  createBitcoinTestWallet,
  installBitcoinTestWallet,
} from '@portico/testing/bitcoin-wallet'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { paymentVsize } from './actions/payment-size.js'
import { createStandardWallets } from './adapter-suite.test-helper.js'
import { bitcoinAdapter } from './bitcoin-adapter.js'
import type { BitcoinAdapter } from './bitcoin-adapter-types.js'

// core + adapter-bitcoin against the real bcoin regtest node and the Bitcoin test wallet of
// @portico/testing (sats-connect provider + Wallet Standard wallet on real keys).

let chain: BitcoinChain
beforeAll(async () => {
  chain = await startBitcoinChain()
}, 120_000)
afterAll(() => chain?.stop())

const kits: AppKit[] = []
afterEach(async () => {
  await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
})

let seed = 0
function wallet(): BitcoinTestWallet {
  return createBitcoinTestWallet({
    ...bitcoinTestWalletKeys(`adapter-bitcoin ${++seed}`),
    esploraUrl: chain.esploraUrl,
  })
}

/** A window-like object with the wallet installed in sats-connect's registry, and its Wallet Standard registry. */
function page(testWallet: BitcoinTestWallet, options: { satsConnect?: boolean } = {}) {
  const target = new EventTarget()
  installBitcoinTestWallet(target as unknown as Window, testWallet, {
    walletStandard: false,
    ...options,
  })
  return { target, wallets: createStandardWallets([testWallet.standardWallet]) }
}

async function makeKit(
  testWallet: BitcoinTestWallet,
  storage: KitStorage = createMemoryStorage(),
  satsConnect = true,
) {
  const regtest = bitcoinRegtest({ esploraUrl: chain.esploraUrl })
  const kit = createAppKit({
    adapters: [bitcoinAdapter({ ...page(testWallet, { satsConnect }), walletConnect: false })],
    networks: [regtest],
    projectId: 'test-project',
    storage,
  })
  kits.push(kit)
  await kit.ready
  // The visitor points at the kit: the adapter, with nothing to restore, sets up now (a kit with
  // a saved connection sets it up at start).
  await kit.preload()
  return kit
}

describe('createAppKit with bitcoinAdapter on regtest', () => {
  it('lists the test wallet once, connects payment + ordinals and shows the balance after a faucet payment', async () => {
    const testWallet = wallet()
    await chain.faucet(testWallet.payment.address, 100_000_000)
    const kit = await makeKit(testWallet)
    const connectors = kit.getSnapshot().connectors.filter((c) => c.chain === 'bip122')
    expect(connectors.map((c) => c.name)).toEqual([testWallet.info.name])

    await kit.connect({ connectorId: testWallet.info.providerId, namespace: 'bip122' })
    const account = kit.getSnapshot().accounts.bip122
    expect(account?.address).toBe(testWallet.payment.address)
    expect(account?.allAccounts).toEqual([
      { address: testWallet.payment.address, type: 'payment' },
      { address: testWallet.ordinals.address, type: 'ordinal' },
    ])
    expect(account?.caipAddress).toBe(`${chain.caip2}:${testWallet.payment.address}`)
    await vi.waitFor(() => expect(kit.getSnapshot().accounts.bip122?.balance).toBe('1'))
  })

  it('signs a message with BIP-322 that the kit verified and bip322-js verifies', async () => {
    const testWallet = wallet()
    const kit = await makeKit(testWallet)
    await kit.connect({ connectorId: testWallet.info.providerId, namespace: 'bip122' })
    const signature = await kit.signMessage('Sign in to portico.test')
    expect(
      Verifier.verifySignature(testWallet.payment.address, 'Sign in to portico.test', signature),
    ).toBe(true)
  })

  it('a rejected signature toasts "Signature declined"', async () => {
    const testWallet = wallet()
    const kit = await makeKit(testWallet)
    await kit.connect({ connectorId: testWallet.info.providerId, namespace: 'bip122' })
    testWallet.setMode('reject')
    await expect(kit.signMessage('nope')).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getSnapshot().toast).toMatchObject({
      message: 'Signature declined',
      variant: 'error',
    })
  })

  it('sends satoshis (sendTransfer): mined, both balances change', async () => {
    const testWallet = wallet()
    const receiver = wallet()
    await chain.faucet(testWallet.payment.address, 50_000_000)
    const kit = await makeKit(testWallet)
    await kit.connect({ connectorId: testWallet.info.providerId, namespace: 'bip122' })
    const adapter = kit.getAdapter('bip122') as BitcoinAdapter
    const network = kit.getSnapshot().networks.bip122?.caipNetwork
    if (!network) throw new Error('no network')
    const fee = await adapter.estimateFee({
      from: testWallet.payment.address,
      to: receiver.payment.address,
      value: 20_000_000n,
    })
    expect(fee).toBeGreaterThan(0n)
    const txid = await adapter.sendTransaction({ to: receiver.payment.address, value: 20_000_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await chain.mine(1)
    expect(await adapter.getBalance({ address: receiver.payment.address, network })).toMatchObject({
      balance: '0.2',
    })
    const left = Number(
      (await adapter.getBalance({ address: testWallet.payment.address, network })).balance,
    )
    expect(left).toBeLessThan(0.3)
    expect(left).toBeGreaterThan(0.29)
  })

  it('restores the connection silently in a new kit over the same storage', async () => {
    const testWallet = wallet()
    const storage = createMemoryStorage()
    const first = await makeKit(testWallet, storage)
    await first.connect({ connectorId: testWallet.info.providerId, namespace: 'bip122' })
    await first.destroy()
    const second = await makeKit(testWallet, storage)
    expect(second.getSnapshot().connection.bip122).toBe('connected')
    expect(second.getSnapshot().accounts.bip122?.address).toBe(testWallet.payment.address)
    expect(testWallet.requests.at(-1)?.method).toBe('wallet_getAccount')
  })

  it('connects and signs through the Wallet Standard when the wallet is not in sats-connect’s registry', async () => {
    const testWallet = wallet()
    const kit = await makeKit(testWallet, createMemoryStorage(), false)
    const connector = kit.getSnapshot().connectors.find((c) => c.chain === 'bip122')
    expect(connector).toMatchObject({ type: 'ANNOUNCED', name: testWallet.info.name })
    await kit.connect({ connectorId: connector?.id ?? '', namespace: 'bip122' })
    expect(kit.getSnapshot().accounts.bip122?.allAccounts.map((a) => a.type)).toEqual([
      'payment',
      'ordinal',
    ])
    const signature = await kit.signMessage('via Wallet Standard')
    expect(
      Verifier.verifySignature(testWallet.payment.address, 'via Wallet Standard', signature),
    ).toBe(true)
    expect(
      testWallet.requests.filter((r) => r.via === 'wallet-standard').map((r) => r.method),
    ).toContain('signMessage')
  })

  it('pays through the Wallet Standard with a PSBT the wallet signs and sends (no payment method there)', async () => {
    const testWallet = wallet()
    const receiver = wallet()
    await chain.faucet(testWallet.payment.address, 30_000_000)
    const kit = await makeKit(testWallet, createMemoryStorage(), false)
    const connector = kit.getSnapshot().connectors.find((c) => c.chain === 'bip122')
    await kit.connect({ connectorId: connector?.id ?? '', namespace: 'bip122' })
    const adapter = kit.getAdapter('bip122') as BitcoinAdapter
    const txid = await adapter.sendTransaction({ to: receiver.ordinals.address, value: 5_000_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(testWallet.requests.at(-1)).toMatchObject({ method: 'signPsbt', via: 'wallet-standard' })
    await chain.mine(1)
    const network = kit.getSnapshot().networks.bip122?.caipNetwork
    if (!network) throw new Error('no network')
    expect(await adapter.getBalance({ address: receiver.ordinals.address, network })).toMatchObject(
      { balance: '0.05' },
    )
  })

  it('kit.selectAccount makes the ordinals (Taproot) address active: signing uses it', async () => {
    const testWallet = wallet()
    const kit = await makeKit(testWallet)
    await kit.connect({ connectorId: testWallet.info.providerId, namespace: 'bip122' })
    await kit.selectAccount({ address: testWallet.ordinals.address, namespace: 'bip122' })
    expect(kit.getSnapshot().accounts.bip122?.address).toBe(testWallet.ordinals.address)
    const signature = await kit.signMessage('from the ordinals address')
    expect(testWallet.requests.at(-1)?.params).toMatchObject({
      address: testWallet.ordinals.address,
      protocol: 'BIP322',
    })
    expect(
      Verifier.verifySignature(testWallet.ordinals.address, 'from the ordinals address', signature),
    ).toBe(true)
    // Payments still come from the payment address: the fee is that of a P2WPKH spend.
    const adapter = kit.getAdapter('bip122') as BitcoinAdapter
    const to = wallet().payment.address
    const rate = REGTEST_FEE_ESTIMATES['3'] as number
    const fee = await adapter.estimateFee({ from: testWallet.ordinals.address, to, value: 1000n })
    const feeFrom = (from: string) =>
      BigInt(Math.ceil(rate * paymentVsize({ from, to, inputs: 1 })))
    expect(fee).toBe(feeFrom(testWallet.payment.address))
    expect(fee).not.toBe(feeFrom(testWallet.ordinals.address))
  })

  it.each([
    ['sats-connect', true],
    ['Wallet Standard', false],
  ])('a disconnect from the wallet (%s) disconnects the kit', async (_, satsConnect) => {
    const testWallet = wallet()
    const kit = await makeKit(testWallet, createMemoryStorage(), satsConnect)
    const connector = kit.getSnapshot().connectors.find((c) => c.chain === 'bip122')
    await kit.connect({ connectorId: connector?.id ?? '', namespace: 'bip122' })
    expect(kit.getSnapshot().connection.bip122).toBe('connected')
    testWallet.disconnect()
    await vi.waitFor(() => expect(kit.getSnapshot().connection.bip122).toBe('disconnected'))
  })
})
