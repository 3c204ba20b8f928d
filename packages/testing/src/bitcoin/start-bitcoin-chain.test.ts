import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import {
  Transaction as BitcoinjsTransaction,
  address as bitcoinjsAddress,
  networks,
} from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGTEST } from './regtest-network.js'
import { type BitcoinChain, startBitcoinChain } from './start-bitcoin-chain.js'

let chain: BitcoinChain

beforeAll(async () => {
  chain = await startBitcoinChain()
})
afterAll(async () => {
  await chain?.stop()
})

function newKey() {
  const privateKey = secp256k1.utils.randomPrivateKey()
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  return {
    privateKey,
    payment: p2wpkh(publicKey, REGTEST),
    taproot: p2tr(publicKey.slice(1), undefined, REGTEST),
  }
}

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${chain.esploraUrl}${path}`)
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  const type = res.headers.get('content-type') ?? ''
  return (type.includes('json') ? await res.json() : await res.text()) as T
}

async function post(body: string) {
  const res = await fetch(`${chain.esploraUrl}/tx`, { method: 'POST', body })
  return { status: res.status, text: await res.text() }
}

interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** A payment from a P2WPKH key's first UTXO, at `feeRate` sat/vB (about 141 vB). */
async function spend(key: ReturnType<typeof newKey>, to: string, sats: number, fee: number) {
  const [utxo] = await get<Utxo[]>(`/address/${key.payment.address}/utxo`)
  if (!utxo) throw new Error('no utxo')
  const tx = new Transaction()
  tx.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: key.payment.script, amount: BigInt(utxo.value) },
  })
  tx.addOutputAddress(to, BigInt(sats), REGTEST)
  tx.addOutputAddress(key.payment.address as string, BigInt(utxo.value - sats - fee), REGTEST)
  tx.sign(key.privateKey)
  tx.finalize()
  return tx
}

describe('startBitcoinChain', () => {
  it('starts past segwit activation with the regtest genesis and Bitcoin Core prefixes', async () => {
    expect(chain.caip2).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(chain.network).toBe('regtest')
    expect(chain.faucetAddress).toMatch(/^bcrt1q/)
    expect(Number(await get<string>('/blocks/tip/height'))).toBeGreaterThanOrEqual(432)
    expect(await get<string>('/blocks/tip/hash')).toMatch(/^[0-9a-f]{64}$/)
    expect(await get<Record<string, number>>('/fee-estimates')).toMatchObject({ '1': 2, '6': 1.2 })
  })

  it('faucet pays and confirms; the facade shows stats, utxos, tx, status and hex', async () => {
    const key = newKey()
    const height = chain.height()
    const txid = await chain.faucet(key.payment.address as string, 100_000)
    expect(chain.height()).toBe(height + 1)
    const info = await get<{ chain_stats: Record<string, number> }>(
      `/address/${key.payment.address}`,
    )
    expect(info.chain_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: 100_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    const utxos = await get<Utxo[]>(`/address/${key.payment.address}/utxo`)
    expect(utxos).toEqual([expect.objectContaining({ txid, value: 100_000 })])
    const status = await get<{ confirmed: boolean; block_height: number }>(`/tx/${txid}/status`)
    expect(status).toMatchObject({ confirmed: true, block_height: height + 1 })
    const tx = await get<{ fee: number; vout: { scriptpubkey_address?: string }[] }>(`/tx/${txid}`)
    expect(tx.fee).toBe(1_000)
    expect(tx.vout.map((o) => o.scriptpubkey_address)).toContain(key.payment.address)
    // An independent parser (bitcoinjs-lib) reads the raw hex back to the same txid and payee.
    const parsed = BitcoinjsTransaction.fromHex(await get<string>(`/tx/${txid}/hex`))
    expect(parsed.getId()).toBe(txid)
    const payees = parsed.outs.map((o) =>
      bitcoinjsAddress.fromOutputScript(o.script, networks.regtest),
    )
    expect(payees).toContain(key.payment.address)
  })

  it('accepts a 1 sat/vB payment into the mempool and mines it', async () => {
    const sender = newKey()
    const receiver = newKey()
    await chain.faucet(sender.payment.address as string, 50_000)
    const tx = await spend(sender, receiver.payment.address as string, 20_000, 141)
    const posted = await post(tx.hex)
    expect(posted).toEqual({ status: 200, text: tx.id })
    const pending = await get<{ mempool_stats: { funded_txo_sum: number } }>(
      `/address/${receiver.payment.address}`,
    )
    expect(pending.mempool_stats.funded_txo_sum).toBe(20_000)
    expect(await get<Utxo[]>(`/address/${sender.payment.address}/utxo`)).toEqual([
      expect.objectContaining({ txid: tx.id, status: { confirmed: false } }),
    ])
    await chain.mine(1)
    expect(await get<{ confirmed: boolean }>(`/tx/${tx.id}/status`)).toMatchObject({
      confirmed: true,
    })
  })

  it('POST /tx answers 400 with the reason for a rejected transaction (bcoin would return a txid)', async () => {
    const sender = newKey()
    await chain.faucet(sender.payment.address as string, 50_000)
    const first = await spend(sender, chain.faucetAddress, 10_000, 500)
    const doubleSpend = await spend(sender, chain.faucetAddress, 11_000, 500)
    expect((await post(first.hex)).status).toBe(200)
    const rejected = await post(doubleSpend.hex)
    expect(rejected.status).toBe(400)
    expect(rejected.text).toBe('sendrawtransaction RPC error: bad-txns-inputs-spent')
    const missing = await fetch(`${chain.esploraUrl}/tx/${doubleSpend.id}`)
    expect(missing.status).toBe(404)
    expect((await post('zz')).status).toBe(400)
  })

  it('receives to P2TR, but cannot spend a P2TR output (bcoin predates taproot)', async () => {
    const key = newKey()
    const txid = await chain.faucet(key.taproot.address as string, 30_000)
    const [utxo] = await get<Utxo[]>(`/address/${key.taproot.address}/utxo`)
    expect(utxo).toMatchObject({ txid, value: 30_000 })
    const tx = new Transaction()
    tx.addInput({
      txid,
      index: utxo?.vout ?? 0,
      witnessUtxo: { script: key.taproot.script, amount: 30_000n },
      tapInternalKey: key.taproot.tapInternalKey,
    })
    tx.addOutputAddress(chain.faucetAddress, 29_000n, REGTEST)
    tx.sign(key.privateKey)
    tx.finalize()
    const posted = await post(tx.hex)
    // Witness v1 is an "upgradable" program to bcoin: policy refuses it, nothing checks the signature.
    expect(posted).toEqual({
      status: 400,
      text: 'sendrawtransaction RPC error: non-mandatory-script-verify-flag',
    })
  })

  it('pages confirmed history 25 at a time, newest first, after the last seen txid', async () => {
    const key = newKey()
    const txids: string[] = []
    for (let i = 0; i < 27; i++)
      txids.push(await chain.faucet(key.payment.address as string, 1_000 + i))
    const first = await get<{ txid: string }[]>(`/address/${key.payment.address}/txs`)
    expect(first.map((tx) => tx.txid)).toEqual(txids.slice().reverse().slice(0, 25))
    const last = first.at(-1)?.txid
    const second = await get<{ txid: string }[]>(
      `/address/${key.payment.address}/txs/chain/${last}`,
    )
    expect(second.map((tx) => tx.txid)).toEqual([txids[1], txids[0]])
  })

  it('answers 400 for a non-regtest address and 404 for unknown paths', async () => {
    const mainnet = await fetch(
      `${chain.esploraUrl}/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4`,
    )
    expect(mainnet.status).toBe(400)
    expect(await mainnet.text()).toBe('Invalid Bitcoin address')
    expect((await fetch(`${chain.esploraUrl}/nope`)).status).toBe(404)
  })
})
