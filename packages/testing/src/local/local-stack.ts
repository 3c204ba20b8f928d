import { createLocalChains } from '../playwright/local-chains.js'
import { defaultTestWalletNames, injectedWalletScript } from '../playwright/wallet-script.js'
import { findApiBin, LocalPartError, startApiProcess } from './api-process.js'
import { type LocalFamily, walletFamilyOf } from './local-args.js'
import type { LocalUrls } from './local-env.js'
import { concatScripts, serveScript } from './script-server.js'

/** The local stack `portico-local` runs beside the app's dev server. */
export interface LocalStack {
  urls: LocalUrls
  /** One line per part, saying where it is (what the bin prints). */
  lines: string[]
  /** Every port a part of the stack listens on. */
  ports: number[]
  /** Stops every part, in parallel, each bounded. Idempotent. */
  stop(): Promise<void>
}

export interface StartLocalStackOptions {
  families: readonly LocalFamily[]
  /** Where the app is: apps/api is the `@portico/api` installed for it. */
  appDir: string
}

/** The EVM test wallet holds this devnet account (10 000 ETH on both chains), as in the fixtures. */
const walletAccount = 1

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''

/**
 * Starts the local chains of `families` (EVM: two anvil nodes with the fixture tokens; Solana:
 * the simulated chain; Bitcoin: bcoin regtest; Polkadot's test extension needs no chain), apps/api
 * on the EVM devnet (when EVM is among them), and a server for the script that installs each
 * family's test wallet in the page. When a part fails, the others are stopped and a
 * {@link LocalPartError} names it in one line.
 */
export async function startLocalStack(options: StartLocalStackOptions): Promise<LocalStack> {
  const chains = createLocalChains()
  const stops: (() => Promise<void>)[] = [() => chains.stop()]
  const ports: number[] = []
  const lines: string[] = []
  const urls: LocalUrls = {}
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= Promise.all(stops.map((part) => part().catch(() => undefined))).then(
      () => undefined,
    )
    return stopped
  }
  const part = async <T>(name: string, start: () => Promise<T>): Promise<T> => {
    try {
      return await start()
    } catch (error) {
      throw error instanceof LocalPartError
        ? error
        : new LocalPartError(`${name} did not start: ${firstLine(error)}`)
    }
  }
  try {
    const hasEvm = options.families.includes('evm')
    const apiBin = hasEvm ? findApiBin(options.appDir) : undefined
    if (hasEvm && !apiBin)
      throw new LocalPartError(
        `apps/api not found from ${options.appDir}: install it beside the app (npm install -D @portico/api)`,
      )
    // The other families' chains start while anvil does (each starts once; its wallet's script
    // awaits the same start and reports its failure).
    for (const family of ['solana', 'bitcoin'] as const)
      if (options.families.includes(family)) chains[family]().catch(() => undefined)
    const devnet = hasEvm ? await part('the EVM devnet', () => chains.devnet()) : undefined
    if (devnet) {
      urls.rpcUrl = devnet.chains[0].rpcUrl
      ports.push(...devnet.chains.map((chain) => chain.port))
      lines.push(
        `EVM devnet: ${devnet.chains.map((chain) => `${chain.rpcUrl} (chain ${chain.chainId})`).join(', ')}`,
      )
    }
    // apps/api starts while the page scripts bundle (and the Solana and Bitcoin chains start);
    // both are awaited before a failure is thrown, so whatever did start is stopped with the rest.
    const [apiResult, scriptsResult] = await Promise.allSettled([
      devnet && apiBin
        ? part('apps/api', async () => {
            const started = await startApiProcess({
              bin: apiBin,
              cwd: options.appDir,
              rpcUrls: Object.fromEntries(
                devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl]),
              ),
              multicall3: devnet.contracts.multicall3,
            })
            stops.push(started.stop)
            return started
          })
        : undefined,
      Promise.all(
        options.families.map((family) =>
          part(`the ${family} test wallet`, () =>
            injectedWalletScript(
              { family: walletFamilyOf[family], account: walletAccount },
              chains,
            ),
          ),
        ),
      ),
    ])
    if (apiResult.status === 'rejected') throw apiResult.reason
    if (scriptsResult.status === 'rejected') throw scriptsResult.reason
    const api = apiResult.value
    const scripts = scriptsResult.value
    if (api) {
      urls.apiUrl = api.url
      ports.push(api.port)
      lines.push(`apps/api: ${api.url} (PGlite in memory, on the EVM devnet)`)
    }
    for (const family of options.families) {
      if (family === 'solana') {
        const chain = await chains.solana()
        ports.push(Number(new URL(chain.rpcUrl).port))
        lines.push(`Solana chain: ${chain.rpcUrl} (${chain.caip2})`)
      }
      if (family === 'bitcoin') {
        const chain = await chains.bitcoin()
        ports.push(Number(new URL(chain.esploraUrl).port))
        lines.push(`Bitcoin regtest: ${chain.esploraUrl} (Esplora REST)`)
      }
    }
    const server = await part('the test wallet server', () =>
      serveScript('test-wallets.js', concatScripts(scripts)),
    )
    stops.push(server.close)
    urls.testWalletsUrl = server.url
    ports.push(server.port)
    const held = options.families.map((family) => {
      const name = defaultTestWalletNames[walletFamilyOf[family]]
      if (family === 'evm' && devnet)
        return `${name} (${devnet.accounts[walletAccount]?.address}, devnet account ${walletAccount})`
      if (family === 'polkadot') return `${name} (//Alice, //Bob; no local chain)`
      return name
    })
    lines.push(`test wallets: ${server.url} — ${held.join(', ')}`)
    return { urls, lines, ports, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
