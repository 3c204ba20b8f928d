import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  parseEther,
  size,
} from 'viem'
import {
  entryPoint08Abi,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetViemChain } from '../devnet/viem-chain.js'
import { erc4337Addresses } from './deploy-erc4337.js'
import { type JsonRpcMethod, serveJsonRpc } from './json-rpc-http.js'
import { BundlerRpcError, invalidParams, parseUserOperation } from './user-operation-params.js'

export interface StartLocalBundlerOptions {
  /** The anvil chain the EntryPoint is on ({@link deployErc4337} first). */
  rpcUrl: string
  chainId: number
  /** Default: the canonical EntryPoint v0.8 address {@link deployErc4337} uses. */
  entryPoint?: Address
  /** Served as an ERC-7677 paymaster (`pm_getPaymasterStubData`); default PorticoDevnetPaymaster. `false`: none. */
  paymaster?: Address | false
  /** The key that sends `handleOps`. Default: a fresh key given 100 ETH with `anvil_setBalance`. */
  executorKey?: Hex
  /** Default: an ephemeral port on 127.0.0.1. */
  port?: number
}

export interface LocalBundler {
  /** `http://127.0.0.1:PORT/`: ERC-4337 bundler JSON-RPC (and ERC-7677 paymaster methods). */
  url: string
  entryPoint: Address
  /** The address that sends `handleOps` (the operations' beneficiary). */
  executor: Address
  stop(): Promise<void>
}

/** Fixed gas the devnet's accounts need (PorticoAccount + factory); limits, not charges. */
const gas = {
  preVerificationGas: 60_000n,
  verificationGasLimit: 150_000n,
  verificationWithDeploy: 1_000_000n,
  callGasLimitUndeployed: 500_000n,
  paymasterVerificationGasLimit: 60_000n,
  paymasterPostOpGasLimit: 10_000n,
}

/**
 * A small ERC-4337 bundler for anvil, in one process with the tests: `eth_sendUserOperation`
 * simulates `handleOps` first (a bad signature is refused with the EntryPoint's `AA24` reason,
 * nothing is sent), then submits it from its executor key and answers once its transaction is
 * mined (anvil mines a sent transaction in a task of its own, so the hash alone could come before
 * the account exists); `eth_estimateUserOperationGas`,
 * `eth_getUserOperationReceipt`, `eth_getUserOperationByHash`, `eth_supportedEntryPoints`,
 * `eth_chainId`; and the devnet paymaster over ERC-7677. No mempool rules (ERC-7562): one
 * trusted user per devnet.
 *
 * @example
 * const bundler = await startLocalBundler({ rpcUrl, chainId: 31337 })
 * const client = createBundlerClient({ transport: http(bundler.url), client: publicClient })
 */
export async function startLocalBundler(options: StartLocalBundlerOptions): Promise<LocalBundler> {
  const defaults = erc4337Addresses()
  const entryPoint = options.entryPoint ?? defaults.entryPoint
  const paymaster =
    options.paymaster === false ? undefined : (options.paymaster ?? defaults.paymaster)
  const chain = devnetViemChain(options)
  const transport = http(options.rpcUrl)
  const client = createPublicClient({ chain, transport })
  const executorKey = options.executorKey ?? generatePrivateKey()
  const executor = privateKeyToAccount(executorKey)
  if (!options.executorKey) {
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [executor.address, numberToHex(parseEther('100'))] as never,
    })
  }
  const wallet = createWalletClient({ chain, transport, account: executor })
  const sent = new Map<Hex, { userOperation: unknown; transactionHash: Hex }>()
  // One handleOps at a time: the executor's nonces stay in order.
  let queue: Promise<unknown> = Promise.resolve()

  const checkEntryPoint = (value: unknown) => {
    if (typeof value !== 'string' || !isAddressEqual(value as Address, entryPoint)) {
      throw invalidParams(`unsupported entry point ${String(value)}`)
    }
  }

  async function estimate(op: UserOperation<'0.8'>) {
    const deployed = Boolean(await client.getCode({ address: op.sender }))
    const callGasLimit = deployed
      ? ((await client.estimateGas({ account: entryPoint, to: op.sender, data: op.callData })) *
          12n) /
          10n +
        10_000n
      : gas.callGasLimitUndeployed
    return {
      preVerificationGas: numberToHex(gas.preVerificationGas + 16n * BigInt(size(op.callData))),
      verificationGasLimit: numberToHex(
        op.factory ? gas.verificationWithDeploy : gas.verificationGasLimit,
      ),
      callGasLimit: numberToHex(callGasLimit),
      ...(op.paymaster
        ? {
            paymasterVerificationGasLimit: numberToHex(gas.paymasterVerificationGasLimit),
            paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOpGasLimit),
          }
        : {}),
    }
  }

  /** Runs handleOps as a call: the EntryPoint's own validation decides, as a real bundler's would. */
  async function simulate(op: UserOperation<'0.8'>): Promise<void> {
    try {
      await client.simulateContract({
        account: executor,
        address: entryPoint,
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(op)], executor.address],
      })
    } catch (error) {
      const reverted =
        error instanceof BaseError
          ? error.walk((e) => e instanceof ContractFunctionRevertedError)
          : undefined
      const data = reverted instanceof ContractFunctionRevertedError ? reverted.data : undefined
      const reason = data?.args?.[1]
      if (typeof reason === 'string') {
        throw new BundlerRpcError(reason.startsWith('AA3') ? -32501 : -32500, reason)
      }
      throw new BundlerRpcError(
        -32500,
        `handleOps simulation failed: ${(error as Error).message.split('\n')[0]}`,
      )
    }
  }

  async function send(raw: unknown): Promise<Hex> {
    const op = parseUserOperation(raw)
    await simulate(op)
    const packed = toPackedUserOperation(op)
    const userOpHash = await client.readContract({
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'getUserOpHash',
      args: [packed],
    })
    const transactionHash = await wallet.writeContract({
      address: entryPoint,
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args: [[packed], executor.address],
    })
    await client.waitForTransactionReceipt({
      hash: transactionHash,
      pollingInterval: 20,
      timeout: 30_000,
    })
    sent.set(userOpHash, { userOperation: raw, transactionHash })
    return userOpHash
  }

  async function receipt(userOpHash: Hex) {
    const known = sent.get(userOpHash)
    if (!known) return null
    const rpcReceipt = (await client.request({
      method: 'eth_getTransactionReceipt',
      params: [known.transactionHash],
    })) as { logs: { address: Address; topics: [Hex, ...Hex[]]; data: Hex }[] } | null
    if (!rpcReceipt) return null
    for (const log of rpcReceipt.logs) {
      if (!isAddressEqual(log.address, entryPoint)) continue
      const event = (() => {
        try {
          return decodeEventLog({ abi: entryPoint08Abi, topics: log.topics, data: log.data })
        } catch {
          return undefined
        }
      })()
      if (event?.eventName !== 'UserOperationEvent' || event.args.userOpHash !== userOpHash)
        continue
      return {
        userOpHash,
        entryPoint,
        sender: event.args.sender,
        nonce: numberToHex(event.args.nonce),
        paymaster: event.args.paymaster,
        actualGasCost: numberToHex(event.args.actualGasCost),
        actualGasUsed: numberToHex(event.args.actualGasUsed),
        success: event.args.success,
        logs: rpcReceipt.logs.filter((l) => !isAddressEqual(l.address, entryPoint)),
        receipt: rpcReceipt,
      }
    }
    return null
  }

  const methods: Record<string, JsonRpcMethod> = {
    eth_chainId: () => numberToHex(options.chainId),
    eth_supportedEntryPoints: () => [entryPoint],
    eth_estimateUserOperationGas: async ([op, ep]) => {
      checkEntryPoint(ep)
      return estimate(parseUserOperation(op, true))
    },
    eth_sendUserOperation: ([op, ep]) => {
      checkEntryPoint(ep)
      const result = queue.then(() => send(op))
      queue = result.catch(() => undefined)
      return result
    },
    eth_getUserOperationReceipt: ([hash]) => receipt(hashParam(hash)),
    eth_getUserOperationByHash: async ([hash]) => {
      const known = sent.get(hashParam(hash))
      if (!known) return null
      const tx = await client.getTransaction({ hash: known.transactionHash }).catch(() => undefined)
      return {
        userOperation: known.userOperation,
        entryPoint,
        transactionHash: known.transactionHash,
        blockHash: tx?.blockHash ?? null,
        blockNumber: tx?.blockNumber != null ? numberToHex(tx.blockNumber) : null,
      }
    },
    pm_getPaymasterStubData: ([, ep]) => paymasterFields(ep, true),
    pm_getPaymasterData: ([, ep]) => paymasterFields(ep, false),
  }

  function paymasterFields(ep: unknown, stub: boolean) {
    checkEntryPoint(ep)
    if (!paymaster) throw new BundlerRpcError(-32601, 'this bundler serves no paymaster')
    return {
      paymaster,
      paymasterData: '0x',
      ...(stub
        ? {
            paymasterVerificationGasLimit: numberToHex(gas.paymasterVerificationGasLimit),
            paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOpGasLimit),
            isFinal: true,
          }
        : {}),
    }
  }

  const server = await serveJsonRpc(methods, options.port)
  return { url: server.url, entryPoint, executor: executor.address, stop: server.stop }
}

function hashParam(value: unknown): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value)) {
    throw invalidParams('user operation hash must be 32 bytes')
  }
  return value as Hex
}
