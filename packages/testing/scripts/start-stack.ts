// Starts the devnet and the local WalletConnect relay and keeps them running until Ctrl-C.
// Prints one JSON line describing them (chains, accounts, contracts, relay URL, and the family
// chains asked for); with `--out <file>` also writes it there. Ports: PORTICO_DEVNET_PORT (first
// chain; second is +1) and PORTICO_RELAY_PORT, ephemeral when unset. PORTICO_FAMILIES
// (`solana,bitcoin,polkadot`, any subset) starts those local chains too.
import { writeFileSync } from 'node:fs'
import { startDevnet } from '../src/devnet/start-devnet.ts'
import type { DevnetFamily } from '../src/devnet/start-families.ts'
import { startLocalRelay } from '../src/walletconnect/local-relay.ts'

const outIndex = process.argv.indexOf('--out')
const outFile = outIndex === -1 ? undefined : process.argv[outIndex + 1]
const devnetPort = process.env.PORTICO_DEVNET_PORT
const relayPort = process.env.PORTICO_RELAY_PORT

const families = (process.env.PORTICO_FAMILIES ?? '')
  .split(',')
  .map((family) => family.trim())
  .filter((family): family is DevnetFamily => ['solana', 'bitcoin', 'polkadot'].includes(family))
const devnet = await startDevnet({
  ...(devnetPort ? { port: Number(devnetPort) } : {}),
  families,
})
const relay = await startLocalRelay(relayPort ? { port: Number(relayPort) } : {})
const description = JSON.stringify({
  chains: devnet.chains,
  accounts: devnet.accounts,
  contracts: devnet.contracts,
  relayUrl: relay.url,
  ...(devnet.solana
    ? {
        solana: {
          rpcUrl: devnet.solana.rpcUrl,
          wsUrl: devnet.solana.wsUrl,
          genesisHash: devnet.solana.genesisHash,
          caip2: devnet.solana.caip2,
          accounts: devnet.solana.accounts.map((account) => account.address),
        },
      }
    : {}),
  ...(devnet.bitcoin
    ? { bitcoin: { esploraUrl: devnet.bitcoin.esploraUrl, caip2: devnet.bitcoin.caip2 } }
    : {}),
  ...(devnet.polkadot
    ? {
        polkadot: {
          wsUrl: devnet.polkadot.wsUrl,
          caip2: devnet.polkadot.caip2,
          genesisHash: devnet.polkadot.genesisHash,
          ss58Prefix: devnet.polkadot.ss58Prefix,
        },
      }
    : {}),
})
console.log(description)
if (outFile) writeFileSync(outFile, `${description}\n`)

const shutdown = async () => {
  await Promise.all([relay.stop(), devnet.stop()])
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
