// Holds the Esplora facade to Esplora's published HTTP API: each route's answer against the
// documented shape (contract/esplora-api.json), the routes it does not serve answered 404, and a
// plain fetch client reading it the way @portico/adapter-bitcoin's Esplora client does.
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ContractExample,
  fillPlaceholders,
  loadContract,
} from '../contract/contract-fixture.js'
import { describeMismatches, shapeMismatches } from '../contract/json-shape.js'
import { REGTEST } from './regtest-network.js'
import { type BitcoinChain, startBitcoinChain } from './start-bitcoin-chain.js'

const contract = loadContract(new URL('./contract/esplora-api.json', import.meta.url))

let chain: BitcoinChain
let values: Record<string, string>

interface HttpRequest {
  method: string
  path: string
  body?: string
}

interface HttpAnswer {
  status: number
  json?: unknown
  text?: string
}

/** The documented answer: a status and either a JSON shape or a text pattern. */
function expectedAnswer(example: ContractExample): HttpAnswer {
  return example.response as HttpAnswer
}

async function send(example: ContractExample) {
  const request = fillPlaceholders(example.request, values) as HttpRequest
  const response = await fetch(`${chain.esploraUrl}${request.path}`, {
    method: request.method,
    ...(request.body === undefined ? {} : { body: request.body }),
  })
  return { response, text: await response.text() }
}

beforeAll(async () => {
  chain = await startBitcoinChain()
  const privateKey = secp256k1.utils.randomPrivateKey()
  const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST)
  const address = payment.address as string
  const txid = await chain.faucet(address, 100_000)
  // A second, newer confirmed payment: the chain page after it (`last_seen_txid`) shows the first.
  const newerTxid = await chain.faucet(address, 20_000)
  // A payment from that output, left for the POST /tx example to broadcast.
  const tx = new Transaction()
  tx.addInput({ txid, index: 0, witnessUtxo: { script: payment.script, amount: 100_000n } })
  tx.addOutputAddress(chain.faucetAddress, 40_000n, REGTEST)
  tx.addOutputAddress(address, 59_000n, REGTEST)
  tx.sign(privateKey)
  tx.finalize()
  const tip = await fetch(`${chain.esploraUrl}/blocks/tip/hash`)
  values = { address, txid, newerTxid, rawTxHex: tx.hex, tipHash: await tip.text() }
  // The faucet pays output 0 (the tx the examples read); check, so a change there fails loudly.
  const status = await fetch(`${chain.esploraUrl}/tx/${txid}`).then((r) => r.json())
  expect(status.vout[0].scriptpubkey_address).toBe(address)
}, 30_000)
afterAll(async () => {
  await chain?.stop()
})

describe('Esplora facade against the Esplora HTTP API', () => {
  it('has an example with an https source for every route it serves', () => {
    expect(contract.examples.map((example) => example.name)).toEqual([
      'GET /tx/:txid',
      'GET /tx/:txid/status',
      'GET /tx/:txid/hex',
      'POST /tx',
      'GET /address/:address',
      'GET /address/:address/txs',
      'GET /address/:address/txs/chain',
      'GET /address/:address/txs/chain/:last_seen_txid',
      'GET /address/:address/txs/mempool',
      'GET /address/:address/utxo',
      'GET /blocks/tip/height',
      'GET /blocks/tip/hash',
      'GET /fee-estimates',
    ])
  })

  // In file order: POST /tx comes before the mempool listing, so that one has an entry to show.
  it.each(contract.examples.map((example) => [example.name, example] as const))(
    '%s answers the documented shape',
    async (_name, example) => {
      const expected = expectedAnswer(example)
      const { response, text } = await send(example)
      expect(response.status, text).toBe(expected.status)
      if (expected.json !== undefined) {
        expect(response.headers.get('content-type')).toContain('application/json')
        const body: unknown = JSON.parse(text)
        expect(describeMismatches(shapeMismatches(body, expected.json, example.rules))).toEqual([])
        if (Array.isArray(expected.json)) expect(body).not.toEqual([])
      } else {
        expect(text).toMatch(new RegExp(expected.text ?? '^$'))
      }
    },
  )

  it.each(contract.notServed.map((example) => [example.name, example] as const))(
    '%s (not served) is answered 404',
    async (_name, example) => {
      const { response } = await send(example)
      expect(response.status).toBe(expectedAnswer(example).status)
    },
  )
})

/** What the adapter's Esplora client reads, written again here with fetch alone. */
const plainClient = (baseUrl: string) => {
  const getJson = async (path: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${path}`)
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
    return response.json()
  }
  return {
    async balance(address: string) {
      const body = (await getJson(`/address/${encodeURIComponent(address)}`)) as Record<
        string,
        { funded_txo_sum: number; spent_txo_sum: number }
      >
      const sum = (key: string) =>
        BigInt(body[key]!.funded_txo_sum) - BigInt(body[key]!.spent_txo_sum)
      return { confirmed: sum('chain_stats'), unconfirmed: sum('mempool_stats') }
    },
    async utxos(address: string) {
      const body = (await getJson(`/address/${encodeURIComponent(address)}/utxo`)) as {
        txid: string
        vout: number
        value: number
        status: { confirmed: boolean }
      }[]
      return body.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value) }))
    },
    async feeRate(target: number) {
      const body = (await getJson('/fee-estimates')) as Record<string, number>
      const rates = Object.entries(body)
        .map(([blocks, rate]) => [Number(blocks), rate] as const)
        .sort((a, b) => a[0] - b[0])
      return (rates.find(([blocks]) => blocks >= target) ?? rates.at(-1))?.[1]
    },
  }
}

describe('a plain fetch Esplora client against the facade', () => {
  it('reads balance, UTXOs and a fee rate as it would from Blockstream or mempool.space', async () => {
    const client = plainClient(chain.esploraUrl)
    // After the POST /tx example: 120 000 confirmed received; 100 000 of it spent in the mempool
    // with 59 000 back.
    const balance = await client.balance(values.address!)
    expect(balance.confirmed).toBe(120_000n)
    expect(balance.unconfirmed).toBe(59_000n - 100_000n)
    const utxos = await client.utxos(values.address!)
    expect(utxos.map((u) => u.value)).toContain(59_000n)
    expect(await client.feeRate(6)).toBeGreaterThanOrEqual(1)
  })
})
