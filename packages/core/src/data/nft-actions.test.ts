import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { NftHolding } from '../types/nft.js'
import type { DataApi } from './data-api.js'

const nft = (patch: Partial<NftHolding>): NftHolding => ({
  chainId: 'eip155:1',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  name: 'Pals #1',
  previewUrl: 'https://api.example.org/public/getAssetImage/nft-1',
  isSpam: false,
  ...patch,
})

async function connected(api: DataApi) {
  const kit = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], api })
  await kit.connect({ connectorId: 'mock' })
  return kit
}

describe('fetchNfts: what the active account holds now', () => {
  it('asks the data API for the account on the active network and hides spam', async () => {
    const pals = nft({})
    const api = fixtureDataApi({
      nfts: { [ALICE.toLowerCase()]: [pals, nft({ tokenId: '7', name: 'Free', isSpam: true })] },
    })
    const kit = await connected(api)
    await expect(kit.fetchNfts()).resolves.toEqual([pals])
    expect(api.fixture.record.calls.filter((c) => c.method === 'getNfts')).toEqual([
      { method: 'getNfts', params: { address: ALICE, chainId: 'eip155:1' } },
    ])
  })

  it('names and previews from the data API are cleaned where they enter', async () => {
    const api = fixtureDataApi({
      nfts: [nft({ name: 'Pals\u202e #1\u200b', previewUrl: 'java\tscript:alert(1)' })],
    })
    const kit = await connected(api)
    const [held] = await kit.fetchNfts()
    expect(held?.name).toBe('Pals #1')
    expect(held && 'previewUrl' in held).toBe(false)
  })

  it('force skips the 30 s cache; a network switch asks for that chain', async () => {
    const api = fixtureDataApi({ nfts: [nft({}), nft({ chainId: 'eip155:10', name: 'OP #1' })] })
    const kit = await connected(api)
    await kit.fetchNfts({ force: true })
    expect(api.fixture.record.calls.at(-1)?.params).toEqual({
      address: ALICE,
      chainId: 'eip155:1',
      forceUpdate: true,
    })
    await kit.switchNetwork(optimism)
    expect((await kit.fetchNfts()).map((held) => held.name)).toEqual(['OP #1'])
  })

  it('drops entries an injected API answers for another chain or in a broken shape', async () => {
    const good = nft({})
    const api: DataApi = {
      ...fixtureDataApi(),
      getNfts: async () =>
        [
          good,
          nft({ chainId: 'eip155:10' }),
          { ...good, name: 42 },
          { ...good, isSpam: 'no' },
          { ...good, previewUrl: {} },
          null,
        ] as NftHolding[],
    }
    const kit = await connected(api)
    await expect(kit.fetchNfts()).resolves.toEqual([good])
    const notAList: DataApi = { ...api, getNfts: async () => ({}) as NftHolding[] }
    await expect((await connected(notAList)).fetchNfts()).resolves.toEqual([])
  })

  it("rejects with the data API's error, so the view can offer a retry", async () => {
    const api = fixtureDataApi({ nfts: [nft({})], failing: ['getNfts'] })
    const kit = await connected(api)
    await expect(kit.fetchNfts()).rejects.toThrow('fixture failure')
    api.fixture.setFailing([])
    await expect(kit.fetchNfts()).resolves.toHaveLength(1)
  })

  it('is empty without an account, and off eip155 (no call made)', async () => {
    const api = fixtureDataApi({ nfts: [nft({})] })
    const idle = testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], api })
    await expect(idle.fetchNfts()).resolves.toEqual([])
    const sol = testKit({
      networks: [solana, mainnet],
      adapters: [mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })],
      api,
    })
    await sol.connect({ connectorId: 'mock' })
    await expect(sol.fetchNfts()).resolves.toEqual([])
    expect(api.fixture.record.calls.some((c) => c.method === 'getNfts')).toBe(false)
  })
})
