import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { optimism } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { ALICE } from '../testing/test-accounts.js'
import type { NftHolding } from '../types/nft.js'
import type { DataApi } from './data-api.js'

const pals = (chainId: string, name: string): NftHolding => ({
  chainId,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '1',
  name,
  isSpam: false,
})

/** A connected kit (flows' code in) whose `getNfts` answers only when the test lets each call through, in any order. */
async function gatedKit(
  fixture = fixtureDataApi({
    nfts: [pals('eip155:1', 'Pals #1'), pals('eip155:10', 'OP Pals #1')],
  }),
) {
  const answers: (() => void)[] = []
  const api: DataApi = {
    ...fixture,
    getNfts: (params) =>
      new Promise<void>((resolve) => answers.push(resolve)).then(() => fixture.getNfts(params)),
  }
  const kit = testKit({ api })
  await kit.preload()
  await kit.connect({ connectorId: 'mock' })
  return { kit, answers, fixture }
}

describe('kit.fetchNfts keeps its answer on the active account', () => {
  it('marks the account loading at once, then keeps the holdings for its chain and address', async () => {
    const { kit, answers } = await gatedKit()
    const read = kit.fetchNfts()
    expect(kit.getSnapshot().accounts.eip155?.nfts).toEqual({
      caipAddress: `eip155:1:${ALICE}`,
      nfts: [],
      loading: true,
      failed: false,
    })
    answers[0]?.()
    expect((await read).map((n) => n.name)).toEqual(['Pals #1'])
    expect(kit.getSnapshot().accounts.eip155?.nfts).toMatchObject({
      nfts: [expect.objectContaining({ name: 'Pals #1' })],
      loading: false,
    })
  })

  it('an answer for a network left meanwhile is returned to its caller but not kept', async () => {
    const { kit, answers } = await gatedKit()
    const old = kit.fetchNfts()
    await kit.switchNetwork(optimism)
    const fresh = kit.fetchNfts()
    answers[1]?.()
    await fresh
    answers[0]?.()
    expect((await old).map((n) => n.name)).toEqual(['Pals #1'])
    expect(kit.getSnapshot().accounts.eip155?.nfts).toMatchObject({
      caipAddress: `eip155:10:${ALICE}`,
      nfts: [expect.objectContaining({ name: 'OP Pals #1' })],
    })
  })

  it('a failure is kept as failed and rejects; a disconnect clears the holdings', async () => {
    const fixture = fixtureDataApi({ failing: ['getNfts'] })
    const { kit, answers } = await gatedKit(fixture)
    const read = kit.fetchNfts()
    answers[0]?.()
    await expect(read).rejects.toThrow('fixture failure')
    expect(kit.getSnapshot().accounts.eip155?.nfts).toMatchObject({ loading: false, failed: true })
    await kit.disconnect()
    expect(kit.getSnapshot().accounts.eip155?.nfts).toBeUndefined()
  })
})
