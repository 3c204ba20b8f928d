import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  hostileJson,
  hostileString,
  numericString,
  oneFieldOff,
  usually,
  validOneOffOrNear,
} from '../../../../scripts/fuzz/arbitraries.js'
import { checkAsyncProperty } from '../../../../scripts/fuzz/property-runs.js'
import { ApiResponseError } from '../errors.js'
import {
  answerBody,
  answeringServer,
  expectSanitised,
  expectSomeKept,
  mostly,
  nameish,
  urlish,
} from './answer-properties.test-helper.js'
import { createBlockchainApiClient } from './blockchain-api.js'

const server = answeringServer()

const chain = fc.constantFrom('eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
const contract = fc.stringMatching(/^0x[0-9a-f]{40}$/)
const tokenId = fc.stringMatching(/^\d{1,78}$/)

const validHolding = fc.record(
  {
    chainId: chain,
    contract,
    tokenId,
    name: nameish,
    previewUrl: urlish,
    isSpam: fc.boolean(),
  },
  { requiredKeys: ['chainId', 'contract', 'tokenId', 'name', 'isSpam'] },
)
/** A holding near the shape: each field valid, hostile, or of another type. */
const nearHolding = fc.record(
  {
    chainId: mostly(usually(chain, fc.constantFrom('EIP155:1', 'eip155', ''), hostileString())),
    contract: mostly(usually(contract, hostileString())),
    tokenId: mostly(numericString()),
    name: mostly(nameish),
    previewUrl: mostly(urlish),
    isSpam: mostly(usually(fc.boolean(), fc.constantFrom('true', 0, 1))),
  },
  { requiredKeys: ['chainId', 'contract', 'tokenId', 'name', 'isSpam'] },
)
const holding = validOneOffOrNear(
  validHolding,
  oneFieldOff(validHolding, {
    chainId: fc.oneof(fc.constantFrom('EIP155:1', 'eip155', '', 'eip155:1:0xab'), hostileString()),
    contract: fc.oneof(fc.string({ minLength: 129, maxLength: 140 }), hostileJson()),
    tokenId: numericString(),
    name: fc.oneof(fc.string({ minLength: 257, maxLength: 270 }), hostileJson()),
    previewUrl: fc.oneof(fc.string({ minLength: 2049, maxLength: 2060 }), hostileJson()),
    isSpam: fc.constantFrom('true', 0, 1, null),
  }),
  nearHolding,
)

const nftBody = answerBody(fc.record({ data: fc.array(holding, { maxLength: 4 }) }))

describe('NFT holding responses (properties, over real HTTP)', () => {
  it('an NFT answer is refused with ApiResponseError or gives holdings with CAIP-2 chains, integer token ids, sanitised names and boolean spam flags', async () => {
    const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p' })
    let holdingsKept = 0
    await checkAsyncProperty(
      'nft holdings response',
      fc.asyncProperty(nftBody, async (text) => {
        server.answer(text)
        let holdings: Awaited<ReturnType<typeof api.getNfts>>
        try {
          // forceUpdate: every run asks the server, not the 30 s cache.
          holdings = await api.getNfts({ address: '0xab', forceUpdate: true })
        } catch (error) {
          expect(error).toBeInstanceOf(ApiResponseError)
          return
        }
        holdingsKept += holdings.length
        for (const nft of holdings) {
          expect(nft.chainId).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
          expect(nft.tokenId).toMatch(/^\d{1,80}$/)
          expect(nft.contract.length).toBeLessThanOrEqual(128)
          expectSanitised(nft.name, 256)
          expect(nft.previewUrl === undefined || nft.previewUrl.length <= 2048).toBe(true)
          expect(typeof nft.isSpam).toBe('boolean')
        }
      }),
    )
    expectSomeKept(holdingsKept)
  })
})
