import { BalanceResponseSchema, HistoryResponseSchema } from '@portico/api-client/schemas'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { deployHostileToken, type HostileToken } from './test/deploy-hostile-token.js'
import { describeEachBackend, devnetConfig, startTestServer } from './test/harness.js'
import { useDevnet, useTestServer } from './test/suite-hooks.js'

// Hostile ERC-20s deployed on the devnet: one bad contract must never break balances for other
// tokens or accounts, nor stop the indexer.
let victim: `0x${string}`
let bystander: `0x${string}`
const tokens: Record<string, HostileToken> = {}

const devnet = useDevnet(async (started) => {
  victim = started.accounts[8]?.address as `0x${string}`
  bystander = started.accounts[9]?.address as `0x${string}`
  const deploy = (name: string, symbol: string, decimals: bigint) =>
    deployHostileToken(started, 5, { name, symbol, decimals })
  // First a well-formed token that claims a balance for every address (indexed before the
  // hostile ones, so an indexer stalled by them still knows it).
  tokens.airdrop = await deploy('Airdrop', 'AIR', 18n)
  await tokens.airdrop.mint(victim, 10n ** 18n)
  await tokens.airdrop.setEveryoneBalance(10n ** 18n)
  tokens.hundred = await deploy('Hundred', 'HUN', 100n)
  tokens.huge = await deploy('Huge', 'HUGE', 600_000_000n)
  tokens.wide = await deploy('Wide', 'WIDE', 2n ** 32n)
  tokens.dirty = await deploy(`Good\u202eToken\u0007 ${'x'.repeat(500)}`, 'GD\u200fT\u0000', 18n)
  tokens.spray = await deploy('Spray', 'SPR', 2n)
  for (const key of ['hundred', 'huge', 'wide', 'dirty'] as const) {
    await tokens[key]?.mint(victim, 10n ** 20n)
  }
  await tokens.spray?.spray(victim, 120n)
}, 120_000)

async function getJson(url: string) {
  const response = await fetch(url)
  return { status: response.status, body: (await response.json()) as unknown }
}

describeEachBackend('hostile ERC-20s on $name', ({ name }) => {
  let heads: Map<number, bigint>
  // One block per indexer step: a stall on one block leaves the earlier ones indexed.
  const server = useTestServer(name, () => devnetConfig(devnet(), { indexerBatchBlocks: 1 }), {
    ready: async (started) => {
      heads = await started.indexer.syncToHead()
    },
    timeoutMs: 120_000,
  })

  it('the indexer passes tokens whose decimals() is 100, 6e8 or 2^32 and keeps them as unusable', async () => {
    const chainId = devnet().chains[0].chainId
    const [cursor] = await server().db.query<{ next_block: string | number }>(
      'SELECT next_block FROM indexer_cursor WHERE chain_id = $1',
      [chainId],
    )
    expect(BigInt(cursor?.next_block ?? -1)).toBe((heads.get(chainId) ?? -2n) + 1n)
    const rows = await server().db.query<{
      address: string
      name: string | null
      symbol: string | null
      decimals: number | null
      usable: boolean
    }>('SELECT address, name, symbol, decimals, usable FROM tokens WHERE chain_id = $1', [chainId])
    const byAddress = new Map(rows.map((row) => [row.address, row]))
    for (const key of ['hundred', 'huge', 'wide']) {
      const row = byAddress.get(tokens[key]?.address.toLowerCase() ?? '')
      expect({ key, usable: row?.usable, decimals: row?.decimals }).toEqual({
        key,
        usable: false,
        decimals: null,
      })
    }
    const dirty = byAddress.get(tokens.dirty?.address.toLowerCase() ?? '')
    expect(dirty?.usable).toBe(true)
    expect(dirty?.symbol).toBe('GDT')
    expect(dirty?.name).toBe(`GoodToken ${'x'.repeat(118)}`)
  })

  it('balances of an account holding hostile tokens parse with the shared schema and list the sane ones', async () => {
    const { status, body } = await getJson(
      `${server().url}/v1/account/${victim}/balance?chainId=eip155:31337`,
    )
    expect(status).toBe(200)
    const { balances } = v.parse(BalanceResponseSchema, body)
    expect(balances.map((b) => b.symbol).sort()).toEqual(['AIR', 'ETH', 'GDT', 'SPR'])
    expect(balances.find((b) => b.symbol === 'SPR')?.quantity.numeric).toBe('1.2')
  })

  it('a token claiming a balance for everyone is not listed for an account it never sent to', async () => {
    const { body } = await getJson(
      `${server().url}/v1/account/${bystander}/balance?chainId=eip155:31337`,
    )
    const { balances } = v.parse(BalanceResponseSchema, body)
    expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
  })

  it('reads at most balanceTokenLimit received tokens, newest first', async () => {
    const limited = await startTestServer(
      devnetConfig(devnet(), { balanceTokenLimit: 1, balanceCacheMs: 0 }),
      server().db,
    )
    try {
      const { body } = await getJson(
        `${limited.url}/v1/account/${victim}/balance?chainId=eip155:31337`,
      )
      const { balances } = v.parse(BalanceResponseSchema, body)
      // The four fixture tokens come first (configured) and the victim holds none of them.
      expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
    } finally {
      await limited.close()
    }
  })

  it('history lists at most 50 transfers of a transaction that emitted 120', async () => {
    const { status, body } = await getJson(
      `${server().url}/v1/account/${victim}/history?chainId=eip155:31337`,
    )
    expect(status).toBe(200)
    const page = v.parse(HistoryResponseSchema, body)
    const sprayed = page.data[0]
    expect(sprayed?.transfers).toHaveLength(50)
    expect(sprayed?.transfers[0]?.fungible_info?.symbol).toBe('SPR')
    // The unusable tokens' mints are still listed, without their bogus metadata.
    expect(page.data).toHaveLength(6)
  })
})
