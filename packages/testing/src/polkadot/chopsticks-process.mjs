// Child process run by start-polkadot-chain.ts (fork). Plain ESM so it needs no TypeScript loader:
// the parent forks it with an empty execArgv, so vitest's or tsx's hooks never load chopsticks.
// Protocol over IPC: parent sends one `{ type: 'start', options }`; the child answers
// `{ type: 'ready', ... }` or `{ type: 'error', message }`. Later `{ type: 'reset' }` messages put the
// chain back to the state the start gave; each is answered `{ type: 'reset-done' }` or
// `{ type: 'reset-error', message }`. It exits when the parent disconnects.
import { setupWithServer } from '@acala-network/chopsticks'
import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'

/** @type {(() => Promise<void>) | undefined} */
let resetChain

/** @param {{ port: number, balances: [string, string][] }} options */
async function start(options) {
  const genesis = JSON.parse(chainSpec)
  const context = await setupWithServer({
    genesis,
    'build-block-mode': 'Instant',
    host: '127.0.0.1',
    port: options.port,
    'runtime-log-level': 0,
    'import-storage': {
      System: {
        Account: options.balances.map(([address, free]) => [
          [address],
          { providers: 1, data: { free } },
        ]),
      },
    },
  })
  // The start's head (with the funded balances as a storage layer on it) and its layer
  // count: a reset truncates later dev_setStorage layers pushed onto this very block, then makes it
  // the head again (the blocks built since stay in memory, unreachable from the head).
  const chain = context.chain
  const initialHead = chain.head
  const initialLayers = initialHead.storageLayerCount
  resetChain = async () => {
    // A block being built would land on top of the old head after the reset: let it finish first.
    await chain.txPool.upcomingBlocks().catch(() => undefined)
    chain.txPool.clear()
    initialHead.resetStorageLayers(initialLayers)
    await chain.setHead(initialHead)
  }
  const meta = await context.chain.head.meta
  const version = await context.chain.head.runtimeVersion
  const properties = genesis.properties ?? {}
  return {
    type: 'ready',
    addr: context.addr,
    genesisHash: await context.chain.getBlockAt(0).then((block) => block?.hash),
    ss58Prefix: meta.consts.system.ss58Prefix.toNumber(),
    decimals: Number(properties.tokenDecimals),
    symbol: String(properties.tokenSymbol),
    specName: version.specName,
    specVersion: version.specVersion,
  }
}

process.on('message', (message) => {
  if (message.type === 'reset') {
    const reset = resetChain ? resetChain() : Promise.reject(new Error('the chain has not started'))
    reset.then(
      () => process.send?.({ type: 'reset-done' }),
      (error) => process.send?.({ type: 'reset-error', message: String(error?.stack ?? error) }),
    )
    return
  }
  start(message.options).then(
    (ready) => process.send?.(ready),
    (error) => {
      process.send?.({ type: 'error', message: String(error?.stack ?? error) })
      process.exitCode = 1
      process.disconnect?.()
    },
  )
})

// The parent died or stopped the chain: nothing else keeps a reference to this process.
process.once('disconnect', () => process.exit(0))
