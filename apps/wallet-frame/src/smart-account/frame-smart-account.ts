import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  parseAbi,
  type TypedDataDefinition,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'
import type { SmartAccountConfig, SmartAccountNetwork } from './smart-account-config.js'

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])
/** A well-formed 65-byte signature for gas estimates (never valid: s and v are placeholders). */
const stubSignature: Hex = `0x${'ff'.repeat(31)}f0${'00'.repeat(31)}7a${'aa'.repeat(31)}1c`

/** The key behind the account: the frame's two shares, used one signature at a time. */
export interface SmartAccountOwner {
  address: Address
  signHash(hash: Hex): Promise<Hex>
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
}

export interface FrameSmartAccountOptions {
  config: SmartAccountConfig
  network: SmartAccountNetwork
  /** apps/api's RPC endpoint for the chain. */
  rpcUrl: string
  owner: SmartAccountOwner
}

/** One call of a send (`eth_sendTransaction` is one; `wallet_sendCalls` many). */
export interface SmartAccountCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * The user's ERC-4337 v0.8 account (PorticoAccount, salt 0) on one chain: its counterfactual
 * address, whether it is deployed, sends as user operations through the bundler (the first one
 * deploys it), and signatures the owner makes for it — ERC-1271 once deployed, wrapped in
 * ERC-6492 before (viem's `toSmartAccount` wraps while the factory is still needed).
 *
 * @example
 * const account = await createFrameSmartAccount({ config, network, rpcUrl, owner })
 * const hash = await account.send([{ to, value }])
 */
export async function createFrameSmartAccount(options: FrameSmartAccountOptions) {
  const { config, network, owner } = options
  const entryPointAddress = config.entryPoint ?? entryPoint08Address
  const chain: Chain = defineChain({
    id: network.chainId,
    name: `eip155:${network.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const client = createPublicClient({
    chain,
    transport: http(options.rpcUrl),
    pollingInterval: 500,
  })
  const factoryData = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, 0n],
  })
  const address = await client.readContract({
    address: config.factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  // ERC-1271: the account checks the owner's EIP-712 signature of the hash, bound to itself.
  const accountMessage = (hash: Hex) =>
    owner.signTypedData({
      domain: {
        name: 'PorticoAccount',
        version: '1',
        chainId: network.chainId,
        verifyingContract: address,
      },
      types: { PorticoAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'PorticoAccountMessage',
      message: { hash },
    })

  const account: SmartAccount = await toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPointAddress, version: '0.8' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: config.factory, factoryData }),
    getStubSignature: async () => stubSignature,
    encodeCalls: async (calls) => {
      const list = calls.map((call) => ({
        target: call.to,
        value: call.value ?? 0n,
        data: call.data ?? '0x',
      }))
      const [only] = list
      return list.length === 1 && only
        ? encodeFunctionData({
            abi: accountAbi,
            functionName: 'execute',
            args: [only.target, only.value, only.data],
          })
        : encodeFunctionData({ abi: accountAbi, functionName: 'executeBatch', args: [list] })
    },
    signMessage: async ({ message }) => accountMessage(hashMessage(message)),
    signTypedData: async (typedData) =>
      accountMessage(hashTypedData(typedData as TypedDataDefinition)),
    signUserOperation: async ({ chainId = network.chainId, ...userOperation }) =>
      owner.signHash(
        getUserOperationHash({
          chainId,
          entryPointAddress,
          entryPointVersion: '0.8',
          userOperation: { ...userOperation, sender: address },
        }),
      ),
  })
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(network.bundlerUrl),
    pollingInterval: 500,
    ...(network.sponsored
      ? { paymaster: createPaymasterClient({ transport: http(network.bundlerUrl) }) }
      : {}),
  })

  return {
    address,
    chainId: network.chainId,
    isDeployed: async () => Boolean(await client.getCode({ address })),
    /** Sends the calls as one user operation; resolves with the transaction that included it. */
    async send(calls: readonly SmartAccountCall[]): Promise<Hex> {
      const hash = await bundler.sendUserOperation({
        calls: calls.map((call) => ({
          to: call.to,
          value: call.value ?? 0n,
          data: call.data ?? '0x',
        })),
      })
      const { receipt, success } = await bundler.waitForUserOperationReceipt({
        hash,
        timeout: 60_000,
      })
      if (!success) throw new Error(`User operation ${hash} reverted`)
      return receipt.transactionHash
    },
    signMessage: (message: { raw: Hex } | string) => account.signMessage({ message }),
    signTypedData: (typedData: TypedDataDefinition) => account.signTypedData(typedData as never),
  }
}

export type FrameSmartAccount = Awaited<ReturnType<typeof createFrameSmartAccount>>
