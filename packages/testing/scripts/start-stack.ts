// Starts the devnet and the local WalletConnect relay and keeps them running until Ctrl-C.
// Prints one JSON line describing them (chains, accounts, contracts, relay URL); with
// `--out <file>` also writes it there. Ports: PORTICO_DEVNET_PORT (first chain; second is +1)
// and PORTICO_RELAY_PORT, ephemeral when unset.
import { writeFileSync } from 'node:fs'
import { startDevnet } from '../src/devnet/start-devnet.ts'
import { startLocalRelay } from '../src/walletconnect/local-relay.ts'

const outIndex = process.argv.indexOf('--out')
const outFile = outIndex === -1 ? undefined : process.argv[outIndex + 1]
const devnetPort = process.env.PORTICO_DEVNET_PORT
const relayPort = process.env.PORTICO_RELAY_PORT

const devnet = await startDevnet(devnetPort ? { port: Number(devnetPort) } : {})
const relay = await startLocalRelay(relayPort ? { port: Number(relayPort) } : {})
const description = JSON.stringify({
  chains: devnet.chains,
  accounts: devnet.accounts,
  contracts: devnet.contracts,
  relayUrl: relay.url,
})
console.log(description)
if (outFile) writeFileSync(outFile, `${description}\n`)

const shutdown = async () => {
  await Promise.all([relay.stop(), devnet.stop()])
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
