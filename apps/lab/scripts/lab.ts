// `pnpm lab`: the whole kit on 127.0.0.1 until Ctrl-C (or SIGTERM); nothing is left running.

import { LAB_FAMILIES, type LabFamily } from '../src/lab-config.js'
import { startLabStack } from '../src/stack/start-lab-stack.js'
import { watchLauncher } from '../src/stack/watch-launcher.js'

/** The families `pnpm lab` starts: `LAB_FAMILIES=solana,bip122`, default those the page can use. */
function labFamiliesFromEnv(value: string | undefined): LabFamily[] {
  if (value === undefined) return ['solana', 'bip122', 'polkadot']
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is LabFamily => (LAB_FAMILIES as readonly string[]).includes(item))
}

const verbose = process.argv.includes('--verbose') || process.env.LAB_VERBOSE === '1'
const port = Number(process.env.LAB_PORT ?? 5173)

const stack = await startLabStack({
  port,
  // Every family with an adapter in the lab page (LAB_FAMILIES=solana to start fewer).
  families: labFamiliesFromEnv(process.env.LAB_FAMILIES),
  // The embedded wallet's frame on its own port (email login in the page).
  walletFrame: true,
  log: verbose ? (message) => console.log(message) : () => undefined,
})
const { timings } = stack
console.log(`
Portico lab is running (started in ${(timings.total / 1000).toFixed(1)} s: devnet ${timings.devnet} ms, api ${timings.api} ms, relay ${timings.relay} ms, web ${timings.web} ms)

  Demo dapp          ${stack.url}
  WalletConnect      ${stack.walletUrl}
  Wallet frame       ${stack.config.walletFrameUrl ?? 'off'}
  Data API           ${stack.apiUrl}
  WalletConnect relay ${stack.relayUrl}
  Devnet RPC         ${stack.devnet.chains.map((c) => `${c.chainId} ${c.rpcUrl}`).join(', ')}

Other chains       ${
  [
    stack.config.solana
      ? `Solana ${stack.config.solana.rpcUrl} (${stack.chains.timings.solana} ms)`
      : '',
    stack.config.bitcoin
      ? `Bitcoin regtest ${stack.config.bitcoin.esploraUrl} (${stack.chains.timings.bip122} ms)`
      : '',
    stack.config.polkadot
      ? `Polkadot ${stack.config.polkadot.wsUrl} (${stack.chains.timings.polkadot} ms)`
      : '',
  ]
    .filter(Boolean)
    .join(', ') || 'none'
}

Injected test wallet: ${stack.config.injectedWallet.address} (devnet account 0)
WalletConnect wallet: ${stack.config.walletConnectWallet.address} (devnet account 1)
Press Ctrl-C to stop.`)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the lab...`)
  const force = setTimeout(() => {
    console.error('lab: stop took over 10 s, exiting')
    process.exit(1)
  }, 10_000)
  force.unref()
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.once('SIGINT', () => shutdown('SIGINT'))
process.once('SIGTERM', () => shutdown('SIGTERM'))
process.once('SIGHUP', () => shutdown('SIGHUP'))
// `pnpm` does not forward SIGTERM to its script: when the launcher goes away, stop too.
watchLauncher(() => shutdown('launcher exited'))
