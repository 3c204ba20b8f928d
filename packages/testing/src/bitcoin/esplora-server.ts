import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { esploraAddressStats, esploraStatus, esploraTx, esploraUtxo } from './esplora-json.js'
import { InvalidRegtestAddressError, regtestAddressToScript } from './regtest-network.js'
import { type RegtestNode, TxRejectedError } from './regtest-node.js'

/** Esplora pages confirmed history 25 at a time and shows at most 50 mempool transactions. */
const CHAIN_PAGE = 25
const MEMPOOL_PAGE = 50
const MAX_BODY = 2_000_000

/**
 * Fixed estimates (sat/vB by confirmation target): regtest has no fee market, and bcoin's estimator
 * needs blocks of real traffic. 1 sat/vB is regtest's minimum relay fee.
 */
export const REGTEST_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 2,
  '2': 2,
  '3': 1.5,
  '6': 1.2,
  '10': 1,
  '144': 1,
  '504': 1,
  '1008': 1,
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const TXID = /^[0-9a-f]{64}$/

function parseTxid(value: string): string {
  const txid = value.toLowerCase()
  if (!TXID.test(txid)) throw new HttpError(400, 'Invalid hex string')
  return txid
}

function parseAddress(value: string): Uint8Array {
  try {
    return regtestAddressToScript(decodeURIComponent(value))
  } catch (error) {
    if (error instanceof InvalidRegtestAddressError)
      throw new HttpError(400, 'Invalid Bitcoin address')
    throw error
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new HttpError(413, 'Payload too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8').trim()
}

type Reply = { json: unknown } | { text: string }

async function route(node: RegtestNode, req: IncomingMessage): Promise<Reply> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const parts = url.pathname.split('/').filter(Boolean)
  const method = req.method ?? 'GET'

  if (method === 'POST' && parts.length === 1 && parts[0] === 'tx') {
    const hex = await readBody(req)
    if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new HttpError(400, 'TX decode failed')
    try {
      return { text: await node.submit(Buffer.from(hex, 'hex')) }
    } catch (error) {
      if (error instanceof TxRejectedError) {
        throw new HttpError(400, `sendrawtransaction RPC error: ${error.reason}`)
      }
      throw error
    }
  }
  // Esplora routes on method and path together: any other pair is an unknown endpoint (404).
  if (method !== 'GET') throw new HttpError(404, 'Not found')

  const [head, id, sub, subSub, lastSeen] = parts
  if (head === 'blocks' && id === 'tip' && parts.length === 3) {
    if (sub === 'height') return { text: String(node.height) }
    if (sub === 'hash') return { text: node.tipHash }
  }
  if (head === 'fee-estimates' && parts.length === 1) return { json: REGTEST_FEE_ESTIMATES }

  if (head === 'tx' && id !== undefined && parts.length <= 3) {
    const located = await node.getTx(parseTxid(id))
    if (!located) throw new HttpError(404, 'Transaction not found')
    if (sub === undefined) return { json: esploraTx(located) }
    if (sub === 'status') return { json: esploraStatus(located.status) }
    if (sub === 'hex') return { text: located.tx.toRaw().toString('hex') }
  }

  if (head === 'address' && id !== undefined) {
    const address = decodeURIComponent(id)
    const script = parseAddress(id)
    if (sub === undefined && parts.length === 2) {
      const txs = await node.txsForScript(script)
      return { json: { address, ...esploraAddressStats(script, txs) } }
    }
    if (sub === 'utxo' && parts.length === 3) {
      return { json: (await node.utxosForScript(script)).map(esploraUtxo) }
    }
    if (sub === 'txs') {
      const txs = await node.txsForScript(script)
      const mempool = txs.filter((tx) => !tx.status.confirmed)
      const chain = txs.filter((tx) => tx.status.confirmed)
      if (parts.length === 3) {
        return {
          json: [...mempool.slice(0, MEMPOOL_PAGE), ...chain.slice(0, CHAIN_PAGE)].map(esploraTx),
        }
      }
      if (subSub === 'mempool' && parts.length === 4) {
        return { json: mempool.slice(0, MEMPOOL_PAGE).map(esploraTx) }
      }
      if (subSub === 'chain' && parts.length <= 5) {
        let start = 0
        if (lastSeen !== undefined) {
          const seen = parseTxid(lastSeen)
          const index = chain.findIndex((tx) => tx.tx.txid() === seen)
          // Esplora answers an unknown cursor with an empty page rather than an error.
          start = index === -1 ? chain.length : index + 1
        }
        return { json: chain.slice(start, start + CHAIN_PAGE).map(esploraTx) }
      }
    }
  }
  throw new HttpError(404, 'Not found')
}

function send(res: ServerResponse, status: number, reply: Reply) {
  res.statusCode = status
  res.setHeader('access-control-allow-origin', '*')
  if ('json' in reply) {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(reply.json))
  } else {
    res.setHeader('content-type', 'text/plain')
    res.end(reply.text)
  }
}

/** An Esplora-style REST server over the node on 127.0.0.1 (CORS open, so pages can read it). */
export async function startEsploraServer(
  node: RegtestNode,
  port = 0,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
      })
      res.end()
      return
    }
    route(node, req).then(
      (reply) => send(res, 200, reply),
      (error: unknown) => {
        if (error instanceof HttpError) send(res, error.status, { text: error.message })
        else send(res, 500, { text: error instanceof Error ? error.message : String(error) })
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${bound}`, server }
}
