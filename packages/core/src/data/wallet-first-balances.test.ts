import { describe, expect, it } from 'vitest'
import type { WalletBalancesReader } from '../adapter/wallet-balances-reader.js'
import { testKit, usdc } from '../app-kit/kit.test-helper.js'
import { NATIVE_PRICE_ADDRESS } from '../families/family-registry.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { TokenBalance } from '../types/account.js'
import type { DataApi } from './data-api.js'
import { cleanWalletBalance, MAX_WALLET_BALANCES } from './wallet-first-balances.js'

type WalletAnswer = WalletBalancesReader['getWalletBalances']

/** The mock adapter with a `getWalletBalances` answer (absent: the member is left out). */
function adapterWith(answer?: WalletAnswer) {
  const definition = mockAdapter({ accounts: [ALICE] })
  const asked: unknown[] = []
  return {
    asked,
    definition: {
      namespace: definition.namespace,
      create(context: Parameters<typeof definition.create>[0]) {
        const adapter = definition.create(context)
        if (!answer) return adapter
        return Object.assign(adapter, {
          getWalletBalances: (params: Parameters<WalletAnswer>[0]) => {
            asked.push(params)
            return answer(params)
          },
        })
      },
    },
  }
}

const walletEth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
}
const walletUsdc: TokenBalance = { ...usdc, value: 0, price: 0 }

/** A data API that prices ETH at 2000 and USDC at 1, and records the ids it was asked for. */
function pricedApi(balances: TokenBalance[] = []) {
  const api = fixtureDataApi({ balances })
  const priced: string[][] = []
  const prices: Record<string, number> = {
    [`eip155:1:${NATIVE_PRICE_ADDRESS}`]: 2000,
    [`eip155:1:${usdc.address}`]: 1,
  }
  const withPrices: DataApi & { fixture: typeof api.fixture } = Object.assign(api, {
    async getFungiblePrice(params: { currency: string; addresses: string[] }) {
      priced.push(params.addresses)
      const price = prices[params.addresses[0] ?? '']
      return {
        fungibles:
          price === undefined ? [] : [{ name: 'x', symbol: 'x', iconUrl: 'http://api/i', price }],
      }
    },
  })
  return { api: withPrices, priced }
}

async function connectedKit(answer: WalletAnswer | undefined, api: DataApi) {
  const { definition, asked } = adapterWith(answer)
  const kit = testKit({ adapters: [definition], api })
  await kit.connect({ connectorId: 'mock' })
  await kit.preload()
  return { kit, asked }
}

const balanceCalls = (api: ReturnType<typeof fixtureDataApi>) =>
  api.fixture.record.calls.filter((c) => c.method === 'getBalances').length

describe('wallet-first balances (SPEC §7 "Balances on EVM")', () => {
  it('the wallet answers: its balances, priced by the data API, and the data API list is not read', async () => {
    const { api, priced } = pricedApi([usdc])
    const { kit, asked } = await connectedKit(async () => [walletEth, walletUsdc], api)
    const balances = await kit.fetchTokenBalances()
    expect(asked).toEqual([{ address: ALICE, network: expect.objectContaining({ id: 1 }) }])
    expect(balanceCalls(api)).toBe(0)
    expect(priced).toEqual([[`eip155:1:${NATIVE_PRICE_ADDRESS}`], [`eip155:1:${usdc.address}`]])
    expect(balances).toEqual([
      { ...walletEth, price: 2000, value: 5000, iconUrl: 'http://api/i' },
      { ...usdc, iconUrl: 'http://api/i' },
    ])
    expect(kit.getAccount()?.tokenBalance).toEqual(balances)
    expect(kit.getAccount()?.balance).toBe('2.5')
    expect(kit.getSnapshot().tokenBalances).toMatchObject({ loading: false, error: false })
  })

  it('no asset discovery (undefined) or no such adapter call: the data API list, as before', async () => {
    for (const answer of [async () => undefined, undefined]) {
      const { api } = pricedApi([usdc])
      const { kit } = await connectedKit(answer, api)
      expect(await kit.fetchTokenBalances()).toEqual([usdc])
      expect(balanceCalls(api)).toBe(1)
    }
  })

  it('a wallet that throws (or answers a non-list) falls back to the data API', async () => {
    const answers: WalletAnswer[] = [
      async () => {
        throw new Error('wallet_getAssets failed')
      },
      async () => ({ not: 'a list' }) as unknown as TokenBalance[],
    ]
    for (const answer of answers) {
      const { api } = pricedApi([usdc])
      const { kit } = await connectedKit(answer, api)
      expect(await kit.fetchTokenBalances()).toEqual([usdc])
      expect(kit.getSnapshot().tokenBalances.error).toBe(false)
    }
  })

  it('a price the data API does not know (or an API without prices) stays 0', async () => {
    const { api } = pricedApi()
    const unknown = { ...walletUsdc, address: '0x00000000000000000000000000000000000000aa' }
    const { kit } = await connectedKit(async () => [unknown], api)
    expect(await kit.fetchTokenBalances()).toEqual([unknown])
    const plain = fixtureDataApi()
    const { kit: second } = await connectedKit(async () => [walletEth], plain)
    expect(await second.fetchTokenBalances()).toEqual([walletEth])
  })

  it('hostile entries are refused or cleaned, and at most MAX_WALLET_BALANCES are kept', async () => {
    const { api } = pricedApi()
    const hostile: unknown[] = [
      { ...walletUsdc, name: 'Tether\u202E\u200B USD', symbol: 'US\u0000DT', value: 1e9, price: 5 },
      { ...walletUsdc, quantity: { decimals: '78', numeric: '1' } },
      { ...walletUsdc, quantity: { decimals: '6', numeric: '-1' } },
      { ...walletUsdc, quantity: { decimals: '6', numeric: '1e400' } },
      { ...walletUsdc, chainId: 'eip155:10' },
      { ...walletUsdc, address: 'javascript:alert(1)' },
      { ...walletUsdc, symbol: '\u200B' },
      { ...walletUsdc, iconUrl: 'javascript:alert(1)' },
      null,
      'ETH',
    ]
    const { kit } = await connectedKit(async () => hostile as TokenBalance[], api)
    const balances = await kit.fetchTokenBalances()
    // The wallet's own price, value and icon are never taken: the data API's are.
    const priced = { ...usdc, iconUrl: 'http://api/i' }
    expect(balances).toEqual([{ ...priced, name: 'Tether USD', symbol: 'USDT' }, priced])
    const many = Array.from({ length: MAX_WALLET_BALANCES + 5 }, () => walletEth)
    const { kit: flooded } = await connectedKit(async () => many, api)
    expect(await flooded.fetchTokenBalances()).toHaveLength(MAX_WALLET_BALANCES)
  })

  it('cleanWalletBalance: the native coin has no address; a long name is cut', () => {
    expect(cleanWalletBalance(walletEth, 'eip155:1')).toEqual(walletEth)
    const long = cleanWalletBalance({ ...walletEth, name: 'n'.repeat(500) }, 'eip155:1')
    expect(long?.name).toHaveLength(128)
  })
})
