import type { Server } from 'node:http'
import { startEsploraServer } from './esplora-server.js'
import { faucetKey, sendFromFaucet } from './faucet.js'
import { REGTEST_CAIP2, REGTEST_GENESIS_HASH, regtestAddressToScript } from './regtest-network.js'
import { RegtestNode } from './regtest-node.js'

/** Segwit is active from height 432 on bcoin's regtest (three 144-block signalling windows). */
export const SEGWIT_ACTIVATION_HEIGHT = 432

/** A running bcoin regtest node behind an Esplora-style REST facade. */
export interface BitcoinChain {
  /** `http://127.0.0.1:PORT`, Esplora paths (`/address/:a/utxo`, `/tx/:id`, `POST /tx`, ...). */
  esploraUrl: string
  network: 'regtest'
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  caip2: string
  /** Display-order hex hash of the genesis block. */
  genesisHash: string
  /** The faucet's P2WPKH address (every pre-mined coinbase pays it). */
  faucetAddress: string
  /** Mines `blocks` blocks (with every mempool transaction) to `toAddress`, default the faucet. Returns block hashes. */
  mine(blocks: number, toAddress?: string): Promise<string[]>
  /** Pays `sats` from the faucet to `address` and mines one block. Returns the txid. */
  faucet(address: string, sats: number): Promise<string>
  /** Current tip height. */
  height(): number
  /** Stops the REST server and closes the node. Idempotent. */
  stop(): Promise<void>
}

export interface StartBitcoinChainOptions {
  /** Port of the REST facade; default an ephemeral free port. */
  port?: number
  /** Blocks mined at start, at least 432 (segwit activation). Default 432. */
  premine?: number
}

/**
 * Starts an in-memory bcoin regtest node (Bitcoin Core's `bcrt1` prefixes), pre-mines past segwit
 * activation to the faucet and serves an Esplora-style REST API on 127.0.0.1.
 *
 * @example
 * const chain = await startBitcoinChain()
 * try { await chain.faucet('bcrt1q…', 100_000) } finally { await chain.stop() }
 */
export async function startBitcoinChain(
  options: StartBitcoinChainOptions = {},
): Promise<BitcoinChain> {
  const premine = options.premine ?? SEGWIT_ACTIVATION_HEIGHT
  if (!Number.isSafeInteger(premine) || premine < SEGWIT_ACTIVATION_HEIGHT) {
    throw new RangeError(
      `premine must be an integer >= ${SEGWIT_ACTIVATION_HEIGHT}, got ${premine}`,
    )
  }
  const faucet = faucetKey()
  const node = await RegtestNode.open()
  let server: Server | undefined
  // Node mutations run one at a time: two faucet calls must not pick the same coin.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task)
    queue = next.catch(() => undefined)
    return next
  }
  try {
    await node.mine(premine, faucet.script)
    const started = await startEsploraServer(node, options.port ?? 0)
    server = started.server
    let stopped: Promise<void> | undefined
    const chain: BitcoinChain = {
      esploraUrl: started.url,
      network: 'regtest',
      caip2: REGTEST_CAIP2,
      genesisHash: REGTEST_GENESIS_HASH,
      faucetAddress: faucet.address,
      mine(blocks, toAddress) {
        if (!Number.isSafeInteger(blocks) || blocks < 1) {
          return Promise.reject(new RangeError(`blocks must be a positive integer, got ${blocks}`))
        }
        const script = toAddress === undefined ? faucet.script : regtestAddressToScript(toAddress)
        return serial(() => node.mine(blocks, script))
      },
      faucet(address, sats) {
        regtestAddressToScript(address)
        return serial(async () => {
          const txid = await sendFromFaucet(node, address, sats)
          await node.mine(1, faucet.script)
          return txid
        })
      },
      height: () => node.height,
      stop() {
        stopped ??= (async () => {
          const s = started.server
          await new Promise<void>((resolve) => {
            s.close(() => resolve())
            s.closeAllConnections()
          })
          await queue
          await node.close()
        })()
        return stopped
      },
    }
    return chain
  } catch (error) {
    server?.close()
    await node.close().catch(() => undefined)
    throw error
  }
}
