import { NftHoldingsResponseSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { devnetWallet } from './test/devnet-actions.js'
import { describeEachBackend, devnetConfig } from './test/harness.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

const devnet = useDevnet(async (started) => {
  // Account 0 was minted Portico Pals #1 (and the spam #1); it goes 0 → 3 → 4.
  await devnetWallet(started, 0, 0).transferNft(started.contracts.nft, address(3), 1n)
  await devnetWallet(started, 3, 0).transferNft(started.contracts.nft, address(4), 1n)
})
const address = (index: number) => devnet().accounts[index]?.address as `0x${string}`

describeEachBackend('GET /v1/account/{address}/nfts on $name', ({ name }) => {
  const server = useTestServer(name, () => devnetConfig(devnet()), {
    ready: (started) => started.indexer.syncToHead(),
  })

  const holdings = async (index: number) => {
    const response = await fetch(
      `${server().url}/v1/account/${address(index)}/nfts?chainId=eip155:31337`,
    )
    expect(response.status).toBe(200)
    return v.parse(NftHoldingsResponseSchema, await response.json()).data
  }

  it('an NFT received and later sent away is no longer held; the last receiver holds it', async () => {
    const minter = await holdings(0)
    expect(minter.map((nft) => [nft.name, nft.isSpam])).toEqual([['Claim Free Rewards #1', true]])
    expect(await holdings(3)).toEqual([])
    const [held] = await holdings(4)
    expect(held).toEqual({
      chainId: 'eip155:31337',
      contract: devnet().contracts.nft.toLowerCase(),
      tokenId: '1',
      name: 'Portico Pals #1',
      previewUrl: `${server().url}/public/getAssetImage/nft-31337-${devnet().contracts.nft.toLowerCase()}-1`,
      isSpam: false,
    })
  })
})
