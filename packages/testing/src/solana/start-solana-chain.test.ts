import { address, createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAMPORTS_PER_SOL, solanaFixtureTokenBalances } from './fixtures.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-state.js'

let chain: SolanaChain
let rpc: Rpc<SolanaRpcApi>

beforeAll(async () => {
  const rssBefore = process.memoryUsage().rss
  const started = performance.now()
  chain = await startSolanaChain()
  const ms = performance.now() - started
  const rss = process.memoryUsage().rss
  // Figures for the closing note (start time and memory of the simulated validator).
  console.info(
    `solana local chain: started in ${ms.toFixed(0)} ms; process RSS ${(rss / 2 ** 20).toFixed(0)} MB (+${((rss - rssBefore) / 2 ** 20).toFixed(0)} MB)`,
  )
  rpc = createSolanaRpc(chain.rpcUrl)
})
afterAll(() => chain.stop())

async function post(body: string) {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, json: (await response.json()) as unknown }
}

describe('startSolanaChain', () => {
  it('describes itself like a validator', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(chain.wsUrl).toBe(chain.rpcUrl.replace('http', 'ws'))
    expect(await rpc.getGenesisHash().send()).toBe(chain.genesisHash)
    expect(chain.caip2).toBe(`solana:${chain.genesisHash.slice(0, 32)}`)
    expect(await rpc.getHealth().send()).toBe('ok')
    expect((await rpc.getVersion().send())['solana-core']).toContain('litesvm')
    const slot = await rpc.getSlot().send()
    expect(await rpc.getBlockHeight().send()).toBe(slot)
    const epoch = await rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(slot)
  })

  it('funds four accounts with 100 SOL and the fixture tokens', async () => {
    expect(chain.accounts).toHaveLength(4)
    for (const account of chain.accounts) {
      expect(account.secretKey).toHaveLength(64)
      const { value } = await rpc.getBalance(address(account.address)).send()
      expect(value).toBe(100n * LAMPORTS_PER_SOL)
    }
    const owner = address(chain.accounts[1]!.address)
    const { value } = await rpc
      .getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' })
      .send()
    const amounts = Object.fromEntries(
      value.map(({ account }) => {
        const info = account.data.parsed.info
        return [info.mint, info.tokenAmount.amount]
      }),
    )
    expect(amounts).toEqual({
      [chain.mints.usdc.address]: String(solanaFixtureTokenBalances.usdc),
      [chain.mints.token9.address]: String(solanaFixtureTokenBalances.token9),
    })
    const token2022 = await rpc
      .getTokenAccountsByOwner(
        owner,
        { mint: address(chain.mints.token2022.address) },
        { encoding: 'base64' },
      )
      .send()
    expect(token2022.value).toHaveLength(1)
    expect(token2022.value[0]!.account.owner).toBe(TOKEN_2022_PROGRAM)
  })

  it('has an NFT-style mint: 0 decimals, supply 1, held by account 0', async () => {
    const { value } = await rpc
      .getAccountInfo(address(chain.mints.nft.address), { encoding: 'jsonParsed' })
      .send()
    expect(value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 0, supply: '1', mintAuthority: null } },
    })
    const held = await rpc
      .getTokenAccountsByOwner(
        address(chain.accounts[0]!.address),
        { mint: address(chain.mints.nft.address) },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(held.value[0]!.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1')
    expect(chain.mints.usdc.decimals).toBe(6)
    expect(chain.mints.token9.decimals).toBe(9)
    expect(chain.mints.token2022).toMatchObject({ decimals: 6, programId: TOKEN_2022_PROGRAM })
  })

  it('answers getMultipleAccounts, rent and blockhash questions', async () => {
    const missing = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
    const { value } = await rpc
      .getMultipleAccounts([address(chain.accounts[0]!.address), missing], { encoding: 'base64' })
      .send()
    expect(value[0]?.lamports).toBe(100n * LAMPORTS_PER_SOL)
    expect(value[1]).toBeNull()
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2039280n)
    const { value: latest } = await rpc.getLatestBlockhash().send()
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true)
    expect(latest.lastValidBlockHeight).toBe((await rpc.getBlockHeight().send()) + 150n)
  })

  it('answers malformed requests with JSON-RPC errors', async () => {
    expect((await post('{nope')).json).toMatchObject({ error: { code: -32700 }, id: null })
    expect((await post('{"jsonrpc":"2.0","id":1}')).json).toMatchObject({ error: { code: -32600 } })
    expect((await post('[]')).json).toMatchObject({ error: { code: -32600 } })
    expect(
      (await post('{"jsonrpc":"2.0","id":2,"method":"getProgramAccounts","params":[]}')).json,
    ).toMatchObject({ error: { code: -32601 }, id: 2 })
    expect(
      (await post('{"jsonrpc":"2.0","id":3,"method":"getBalance","params":["not-base58!"]}')).json,
    ).toMatchObject({ error: { code: -32602 }, id: 3 })
    expect(
      (
        await post(
          '{"jsonrpc":"2.0","id":4,"method":"sendTransaction","params":["AAAA",{"encoding":"base64"}]}',
        )
      ).json,
    ).toMatchObject({ error: { code: -32602 }, id: 4 })
    const big = await post(
      `{"jsonrpc":"2.0","id":5,"method":"getHealth","params":["${'x'.repeat(300_000)}"]}`,
    )
    expect(big.status).toBe(413)
    expect(big.json).toMatchObject({ error: { code: -32600 } })
  })

  it('answers batches in order', async () => {
    const { json } = await post(
      '[{"jsonrpc":"2.0","id":1,"method":"getHealth"},{"jsonrpc":"2.0","id":2,"method":"nope"},{"jsonrpc":"2.0","method":"getHealth"}]',
    )
    expect(json).toEqual([
      { jsonrpc: '2.0', result: 'ok', id: 1 },
      expect.objectContaining({ id: 2, error: expect.objectContaining({ code: -32601 }) }),
    ])
  })

  it('stops idempotently', async () => {
    const other = await startSolanaChain()
    await Promise.all([other.stop(), other.stop()])
    await expect(fetch(other.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
