import { describe, expect, it } from 'vitest'
import { bitcoin } from '../networks/bitcoin-networks.js'
import { polkadot } from '../networks/polkadot-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import { flush } from './kit.test-helper.js'
import {
  BTC_ORDINALS,
  BTC_PAYMENT,
  connectAll,
  DOT_ALICE,
  DOT_BOB,
  familiesKit,
} from './multi-family.test-helper.js'

const SOL_BOB = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qJxtuKoHd7LhKUbn6d6YZ7PsXk'

const btcBalance: TokenBalance = {
  name: 'Bitcoin',
  symbol: 'BTC',
  chainId: bitcoin.caipNetworkId,
  value: 60_000,
  price: 60_000,
  quantity: { decimals: '8', numeric: '1' },
  iconUrl: '',
}
const splUsdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: solana.caipNetworkId,
  address: USDC_MINT,
  value: 5,
  price: 1,
  quantity: { decimals: '6', numeric: '5' },
  iconUrl: '',
}

describe('per-family accounts, data and sends', () => {
  it('polkadot: the extension account names are kept (cleaned) and another account can be chosen', async () => {
    const storage = createMemoryStorage()
    const { kit, adapters } = familiesKit(
      { polkadot: { accountNames: ['Alice\u202e', 'Bob'] } },
      { storage },
      ['eip155', 'polkadot'],
    )
    await connectAll(kit, ['eip155', 'polkadot'])
    expect(kit.getAccount()?.allAccounts).toEqual([
      { address: DOT_ALICE, type: 'eoa', name: 'Alice' },
      { address: DOT_BOB, type: 'eoa', name: 'Bob' },
    ])
    await kit.selectAccount({ address: DOT_BOB })
    expect(adapters.polkadot.mock.state.selectedAccounts).toEqual([DOT_BOB])
    expect(kit.getAccount()?.caipAddress).toBe(`${polkadot.caipNetworkId}:${DOT_BOB}`)
    expect(kit.getAccount('eip155')?.address).toBe(ALICE)

    // The choice survives a reload: the restored connection makes Bob active again.
    await kit.destroy()
    const next = familiesKit({}, { storage }, ['eip155', 'polkadot'])
    await next.kit.ready
    expect(next.kit.getAccount('polkadot')?.address).toBe(DOT_BOB)
    expect(next.adapters.polkadot.mock.state.selectedAccounts).toEqual([DOT_BOB])
  })

  it('an address the wallet did not expose is refused ("Invalid address")', async () => {
    const { kit, adapters } = familiesKit({}, {}, ['polkadot'])
    await connectAll(kit, ['polkadot'])
    await expect(kit.selectAccount({ address: ALICE })).rejects.toThrow('Invalid address')
    expect(adapters.polkadot.mock.state.selectedAccounts).toEqual([])
  })

  it('bip122: choosing the ordinals account sets the preferred account type; disconnect forgets it', async () => {
    const storage = createMemoryStorage()
    const { kit } = familiesKit({}, { storage }, ['bip122'])
    await connectAll(kit, ['bip122'])
    expect(kit.getAccount()?.preferredAccountType).toBe('payment')
    await kit.selectAccount({ address: BTC_ORDINALS, namespace: 'bip122' })
    expect(kit.getAccount()).toMatchObject({
      address: BTC_ORDINALS,
      preferredAccountType: 'ordinal',
    })
    await kit.disconnect()
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getAccount()?.address).toBe(BTC_PAYMENT)
  })

  it('balances of a family the data API serves are asked with that family CAIP-2 id', async () => {
    const api = fixtureDataApi({
      supportedChains: ['eip155:1', bitcoin.caipNetworkId],
      balances: { [BTC_PAYMENT]: [btcBalance] },
    })
    const { kit } = familiesKit({}, { api }, ['eip155', 'bip122', 'polkadot'])
    await connectAll(kit, ['eip155', 'bip122'])
    const balances = await kit.fetchTokenBalances()
    expect(balances).toEqual([btcBalance])
    expect(kit.getAccount()?.balance).toBe('1')
    expect(api.fixture.record.calls.find((c) => c.method === 'getBalances')?.params).toEqual({
      address: BTC_PAYMENT,
      chainId: bitcoin.caipNetworkId,
    })
  })

  it('history of a family the data API does not list is empty, not a failure', async () => {
    const api = fixtureDataApi({ supportedChains: ['eip155:1'] })
    const { kit } = familiesKit({}, { api }, ['polkadot'])
    await connectAll(kit, ['polkadot'])
    await kit.fetchTransactions({ reset: true })
    expect(kit.getSnapshot().transactions).toMatchObject({ error: false, next: null })
    expect(api.fixture.record.calls.some((c) => c.method === 'getHistory')).toBe(false)
    // Served: it is asked.
    const served = fixtureDataApi({ supportedChains: [polkadot.caipNetworkId] })
    const other = familiesKit({}, { api: served }, ['polkadot'])
    await connectAll(other.kit, ['polkadot'])
    await other.kit.fetchTransactions({ reset: true })
    expect(served.fixture.record.calls.find((c) => c.method === 'getHistory')?.params).toEqual({
      address: DOT_ALICE,
      chainId: polkadot.caipNetworkId,
    })
  })

  it('bip122 send: satoshis from the network decimals, fee from the adapter estimate in sats', async () => {
    const { kit, adapters } = familiesKit({ bip122: { fee: 1_410n, balance: '1' } }, {}, ['bip122'])
    await connectAll(kit, ['bip122'])
    const native = { ...btcBalance }
    kit.setSendDraft({ token: native, sendTokenAmount: '0.0001' })
    await kit.loadSendTokenDecimals()
    expect(kit.getSnapshot().sendDraft.tokenDecimals).toEqual({ status: 'ready', decimals: 8 })
    // The receiver is checked by the adapter: an EVM address is not a Bitcoin one.
    await kit.setSendReceiver(ALICE)
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'invalid' })
    await kit.setSendReceiver(BTC_ORDINALS)
    expect(kit.getSnapshot().sendDraft.receiverAddress).toBe(BTC_ORDINALS)
    const fee = await kit.estimateSendFee()
    expect(fee).toEqual({ status: 'estimated', fee: 1_410n })
    expect(adapters.bip122.mock.state.feeEstimates[0]).toMatchObject({
      from: BTC_PAYMENT,
      to: BTC_ORDINALS,
      value: 10_000n,
    })
    // Priced with the portfolio's BTC price: 0.0000141 BTC × 60 000.
    expect(kit.getSnapshot().sendDraft.gasPriceInUSD).toBeCloseTo(0.846, 6)
    await kit.sendToken()
    expect(adapters.bip122.mock.state.sentTransactions[0]).toMatchObject({
      to: BTC_ORDINALS,
      value: 10_000n,
    })
    expect(adapters.bip122.mock.state.sentTransactions[0]?.tokenAddress).toBeUndefined()
  })

  it('a family without estimateFee shows no estimate (idle), never a guessed number', async () => {
    const { kit, adapters } = familiesKit({}, {}, ['polkadot'])
    await connectAll(kit, ['polkadot'])
    kit.setSendDraft({
      token: { ...btcBalance, chainId: polkadot.caipNetworkId, symbol: 'DOT' },
      receiverAddress: DOT_BOB,
    })
    expect(await kit.estimateSendFee()).toEqual({ status: 'idle' })
    expect(adapters.polkadot.mock.state.gasEstimates).toEqual([])
  })

  it('solana: an SPL token is sent by mint with the decimals read on chain', async () => {
    const { kit, adapters } = familiesKit(
      { solana: { tokenDecimals: { [USDC_MINT]: 6 }, fee: 5_000n } },
      {},
      ['eip155', 'solana'],
    )
    await connectAll(kit, ['eip155', 'solana'])
    kit.setSendDraft({ token: splUsdc, sendTokenAmount: '1.5', receiverAddress: SOL_BOB })
    await kit.sendToken()
    expect(adapters.solana.mock.state.sentTransactions[0]).toMatchObject({
      to: SOL_BOB,
      value: 1_500_000n,
      tokenAddress: USDC_MINT,
    })
    await flush()
    expect(kit.getAccount()?.address).toBe(SOL_ALICE)
  })
})
