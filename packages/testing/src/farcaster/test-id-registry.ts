import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEventLogs,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TestIdRegistry } from '../devnet/generated/farcaster-artifacts.js'
import { devnetViemChain } from '../devnet/viem-chain.js'

/** The chain a registry lives on and the funded key that pays. */
export interface IdRegistryChain {
  chainId: number
  rpcUrl: string
  /** A funded dev key (it deploys and pays for registrations). */
  privateKey: Hex
}

function clients(chain: IdRegistryChain) {
  const viemChain = devnetViemChain(chain)
  const transport = http(chain.rpcUrl)
  return {
    wallet: createWalletClient({
      account: privateKeyToAccount(chain.privateKey),
      chain: viemChain,
      transport,
    }),
    public: createPublicClient({ chain: viemChain, transport }),
  }
}

/**
 * Deploys the IdRegistry stand-in (contracts/farcaster/TestIdRegistry.sol: `idOf(custody)`,
 * `custodyOf(fid)`, open `register(to)`) and returns its address.
 *
 * @example
 * const registry = await deployTestIdRegistry({ ...devnet.chains[0], privateKey })
 */
export async function deployTestIdRegistry(chain: IdRegistryChain): Promise<Address> {
  const { wallet, public: reader } = clients(chain)
  const hash = await wallet.deployContract({
    abi: TestIdRegistry.abi,
    bytecode: TestIdRegistry.bytecode,
  })
  const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 10_000 })
  if (!receipt.contractAddress) throw new Error('The IdRegistry deployment created no contract')
  return receipt.contractAddress
}

/** Registers a new fid with `custody` as its owner; resolves with the fid. */
export async function registerTestFid(
  chain: IdRegistryChain,
  registry: Address,
  custody: Address,
): Promise<number> {
  const { wallet, public: reader } = clients(chain)
  const hash = await wallet.writeContract({
    address: registry,
    abi: TestIdRegistry.abi,
    functionName: 'register',
    args: [custody],
  })
  const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 10_000 })
  const [event] = parseEventLogs({
    abi: TestIdRegistry.abi,
    eventName: 'Register',
    logs: receipt.logs,
  })
  if (!event) throw new Error(`Registering an fid for ${custody} emitted no Register event`)
  return Number(event.args.id)
}

/** Moves the fid of `custodyKey`'s address to `to` (signed by the current custody). */
export async function transferTestFid(
  chain: Omit<IdRegistryChain, 'privateKey'>,
  registry: Address,
  custodyKey: Hex,
  to: Address,
): Promise<void> {
  const { wallet, public: reader } = clients({ ...chain, privateKey: custodyKey })
  const hash = await wallet.writeContract({
    address: registry,
    abi: TestIdRegistry.abi,
    functionName: 'transfer',
    args: [to],
  })
  await reader.waitForTransactionReceipt({ hash, timeout: 10_000 })
}

/** The fid `custody` owns on the registry (0n: none): what a SIWF verifier reads. */
export async function readTestFid(
  chain: Omit<IdRegistryChain, 'privateKey'>,
  registry: Address,
  custody: Address,
): Promise<bigint> {
  const reader = createPublicClient({
    chain: devnetViemChain(chain),
    transport: http(chain.rpcUrl),
  })
  return reader.readContract({
    address: registry,
    abi: TestIdRegistry.abi,
    functionName: 'idOf',
    args: [custody],
  })
}
