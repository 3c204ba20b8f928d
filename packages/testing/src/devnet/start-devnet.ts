import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployErc4337, type Erc4337Contracts } from '../erc4337/deploy-erc4337.js'
import { type LocalBundler, startLocalBundler } from '../erc4337/local-bundler.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { type DevnetContracts, deployDevnetFixtures } from './fixtures.js'
import { type DevnetFamily, type FamilyChains, startFamilyChains } from './start-families.js'

/** One chain of the devnet. */
export interface DevnetChain {
  chainId: number
  /** `http://127.0.0.1:PORT` (anvil also answers WebSocket on the same port). */
  rpcUrl: string
  port: number
}

/** A running two-chain devnet with fixtures deployed, and the other families' chains asked for. */
export interface Devnet extends FamilyChains {
  chains: [DevnetChain, DevnetChain]
  /** The funded dev accounts (10 000 ETH each on both chains); account 0 deployed the fixtures. */
  accounts: { address: Address; privateKey: Hex }[]
  /** Fixture addresses: the same on both chains (deterministic deploy order from account 0). */
  contracts: DevnetContracts
  /**
   * With `erc4337: true`: EntryPoint v0.8, the PorticoAccount factory and the sponsoring devnet
   * paymaster (same addresses on both chains), and one local bundler per chain, in chain order.
   */
  erc4337?: { contracts: Erc4337Contracts; bundlers: [LocalBundler, LocalBundler] }
  /** Stops both anvil nodes, the bundlers and every family chain. Idempotent. */
  stop(): Promise<void>
}

export interface StartDevnetOptions {
  /** Chain ids of the two chains. Default `[31337, 31338]`. */
  chainIds?: [number, number]
  /** Seconds between blocks after the fixtures are deployed; default: mine on every transaction. */
  blockTime?: number
  /**
   * Port of the first chain; the second uses `port + 1`. Default: each node listens on a port of
   * its own choosing (anvil `--port 0`) and reports it.
   */
  port?: number
  /**
   * Local chains of other families to start beside anvil (in parallel): `solana` (LiteSVM facade),
   * `bitcoin` (bcoin regtest), `polkadot` (chopsticks). Default none.
   */
  families?: readonly DevnetFamily[]
  /**
   * Deploy the ERC-4337 parts and start a local bundler per chain (smart accounts), each on a port
   * it listens on at once (read it from `erc4337.bundlers`). Default false.
   */
  erc4337?: boolean
  /**
   * Called once both anvil nodes listen, before the fixtures deploy: an app configured with the
   * RPC URLs can start meanwhile, with no port chosen ahead of the nodes.
   */
  onListening?: (chains: [DevnetChain, DevnetChain]) => void
}

/**
 * Starts two anvil chains on 127.0.0.1 and deploys the fixture contracts on both
 * (tokens with 6, 18 and 0 decimals, a USDT-like token, two ERC-721 collections, Multicall3).
 *
 * @example
 * const devnet = await startDevnet()
 * try { ... devnet.chains[0].rpcUrl, devnet.contracts.usdc ... } finally { await devnet.stop() }
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chainIds = options.chainIds ?? [31337, 31338]
  if (chainIds[0] === chainIds[1]) {
    throw new Error(`Devnet chain ids must differ, got ${chainIds[0]} twice`)
  }
  const nodes: AnvilInstance[] = []
  const bundlers: LocalBundler[] = []
  // Family chains start while anvil starts and the fixtures deploy.
  const familiesStarting = startFamilyChains(options.families ?? [])
  const families = familiesStarting.catch(() => undefined)
  const stopAll = async () => {
    await Promise.all(bundlers.map((bundler) => bundler.stop()))
    await Promise.all([...nodes.map((node) => node.stop()), families.then((f) => f?.stop())])
  }
  try {
    const started = await Promise.allSettled(
      chainIds.map((chainId, index) =>
        startAnvil({
          chainId,
          ...(options.port !== undefined ? { port: options.port + index } : {}),
        }),
      ),
    )
    for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value)
    const rejected = started.find((result) => result.status === 'rejected')
    if (rejected) throw rejected.reason
    const [first, second] = nodes as [AnvilInstance, AnvilInstance]
    const chains = [first, second].map((node) => ({
      chainId: node.chainId,
      rpcUrl: node.rpcUrl,
      port: node.port,
    })) as [DevnetChain, DevnetChain]
    options.onListening?.(chains)

    const accounts = first.privateKeys.map((privateKey) => ({
      address: privateKeyToAccount(privateKey).address,
      privateKey,
    }))
    const deployerKey = accounts[0]?.privateKey
    if (!deployerKey) throw new Error('anvil reported no dev accounts')
    const recipients = accounts.map((account) => account.address)
    const [contracts] = await Promise.all(
      [first, second].map((node) =>
        deployDevnetFixtures({
          rpcUrl: node.rpcUrl,
          chainId: node.chainId,
          deployerKey,
          recipients,
        }),
      ),
    )
    let erc4337: Devnet['erc4337']
    if (options.erc4337) {
      const [deployed] = await Promise.all(
        nodes.map((node) => deployErc4337({ rpcUrl: node.rpcUrl, chainId: node.chainId })),
      )
      for (const node of nodes) {
        bundlers.push(await startLocalBundler({ rpcUrl: node.rpcUrl, chainId: node.chainId }))
      }
      erc4337 = { contracts: deployed!, bundlers: bundlers as [LocalBundler, LocalBundler] }
    }
    if (options.blockTime !== undefined) {
      await Promise.all(
        nodes.map(async (node) => {
          await rpc(node.rpcUrl, 'evm_setAutomine', [false])
          await rpc(node.rpcUrl, 'evm_setIntervalMining', [options.blockTime])
        }),
      )
    }
    const { chains: familyChains } = await familiesStarting
    let stopped: Promise<void> | undefined
    return {
      ...familyChains,
      chains,
      accounts,
      contracts: contracts!,
      ...(erc4337 ? { erc4337 } : {}),
      stop: () => {
        stopped ??= stopAll()
        return stopped
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method} failed: ${body.error.message}`)
  return body.result
}
