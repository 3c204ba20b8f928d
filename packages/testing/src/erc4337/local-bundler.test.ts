import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  numberToHex,
  parseEther,
  serializeErc6492Signature,
} from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilInstance, startAnvil } from '../devnet/anvil.js'
import {
  PorticoAccount,
  PorticoAccountFactory,
} from '../devnet/generated/smart-account-artifacts.js'
import { devnetViemChain } from '../devnet/viem-chain.js'
import { deployErc4337, type Erc4337Contracts, erc4337Addresses } from './deploy-erc4337.js'
import { type LocalBundler, startLocalBundler } from './local-bundler.js'

const chainId = 31337
let node: AnvilInstance
let contracts: Erc4337Contracts
let bundler: LocalBundler

beforeAll(async () => {
  node = await startAnvil({ chainId })
  contracts = await deployErc4337({
    rpcUrl: node.rpcUrl,
    chainId,
    deployerKey: node.privateKeys[0]!,
  })
  bundler = await startLocalBundler({ rpcUrl: node.rpcUrl, chainId })
}, 60_000)

afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

const client = () =>
  createPublicClient({
    chain: devnetViemChain({ chainId, rpcUrl: node.rpcUrl }),
    transport: http(node.rpcUrl),
  })

async function bundlerCall(method: string, params: unknown[]) {
  const response = await fetch(bundler.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

/** A first user operation of a new account (deployed by it), signed by `signer`, paying `value` to `to`. */
async function firstOperation(owner: Address, signer: Hex, to: Address, value: bigint) {
  const sender = await client().readContract({
    address: contracts.factory,
    abi: PorticoAccountFactory.abi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  const fees = await client().estimateFeesPerGas()
  const op: UserOperation<'0.8'> = {
    sender,
    nonce: 0n,
    factory: contracts.factory,
    factoryData: encodeFunctionData({
      abi: PorticoAccountFactory.abi,
      functionName: 'createAccount',
      args: [owner, 0n],
    }),
    callData: encodeFunctionData({
      abi: PorticoAccount.abi,
      functionName: 'execute',
      args: [to, value, '0x'],
    }),
    callGasLimit: 100_000n,
    verificationGasLimit: 1_000_000n,
    preVerificationGas: 80_000n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    paymaster: contracts.paymaster,
    paymasterData: '0x',
    paymasterVerificationGasLimit: 60_000n,
    paymasterPostOpGasLimit: 10_000n,
    signature: '0x',
  }
  const hash = getUserOperationHash({
    userOperation: op,
    entryPointAddress: contracts.entryPoint,
    entryPointVersion: '0.8',
    chainId,
  })
  const signature = await privateKeyToAccount(signer).sign({ hash })
  const q = (n: bigint) => numberToHex(n)
  const rpc = {
    ...op,
    nonce: q(op.nonce),
    callGasLimit: q(op.callGasLimit),
    verificationGasLimit: q(op.verificationGasLimit),
    preVerificationGas: q(op.preVerificationGas),
    maxFeePerGas: q(op.maxFeePerGas),
    maxPriorityFeePerGas: q(op.maxPriorityFeePerGas),
    paymasterVerificationGasLimit: q(60_000n),
    paymasterPostOpGasLimit: q(10_000n),
    signature,
  }
  return { sender, rpc, hash, factoryData: op.factoryData ?? '0x' }
}

describe('ERC-4337 on the devnet', () => {
  it('deploys at addresses fixed by the bytecode (EntryPoint v0.8 at its canonical address)', () => {
    expect(contracts).toEqual(erc4337Addresses())
    expect(contracts.entryPoint).toBe('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108')
  })

  it('answers the bundler basics', async () => {
    expect((await bundlerCall('eth_supportedEntryPoints', [])).result).toEqual([
      contracts.entryPoint,
    ])
    expect((await bundlerCall('eth_chainId', [])).result).toBe('0x7a69')
  })

  it('lands a user operation: the account is deployed, pays the transfer, the paymaster the gas', async () => {
    const ownerKey = generatePrivateKey()
    const owner = privateKeyToAccount(ownerKey).address
    const to = privateKeyToAccount(generatePrivateKey()).address
    const { sender, rpc, hash } = await firstOperation(owner, ownerKey, to, parseEther('1'))
    await client().request({
      method: 'anvil_setBalance' as never,
      params: [sender, numberToHex(parseEther('2'))] as never,
    })
    expect(await client().getCode({ address: sender })).toBeUndefined()

    const sent = await bundlerCall('eth_sendUserOperation', [rpc, contracts.entryPoint])
    expect(sent).toMatchObject({ result: hash })
    const receipt = (await bundlerCall('eth_getUserOperationReceipt', [hash])).result as Record<
      string,
      unknown
    >
    expect(receipt).toMatchObject({
      userOpHash: hash,
      sender,
      success: true,
      paymaster: contracts.paymaster,
    })
    expect(await client().getBalance({ address: to })).toBe(parseEther('1'))
    expect(await client().getBalance({ address: sender })).toBe(parseEther('1'))
    expect(await client().getCode({ address: sender })).toMatch(/^0x[0-9a-f]+$/)
    const byHash = (await bundlerCall('eth_getUserOperationByHash', [hash])).result as Record<
      string,
      unknown
    >
    expect(byHash).toMatchObject({
      entryPoint: contracts.entryPoint,
      transactionHash: (receipt.receipt as { transactionHash: string }).transactionHash,
    })
  }, 30_000)

  it('refuses a user operation signed by another key in simulation (AA24), sending nothing', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const to = privateKeyToAccount(generatePrivateKey()).address
    const { rpc, hash } = await firstOperation(owner, generatePrivateKey(), to, 0n)
    const before = await client().getTransactionCount({ address: bundler.executor })

    const sent = await bundlerCall('eth_sendUserOperation', [rpc, contracts.entryPoint])
    expect(sent.error).toEqual({ code: -32500, message: 'AA24 signature error' })
    expect(await client().getTransactionCount({ address: bundler.executor })).toBe(before)
    expect((await bundlerCall('eth_getUserOperationReceipt', [hash])).result).toBeNull()
  }, 30_000)

  it('refuses malformed operations and other entry points as invalid params', async () => {
    const { rpc } = await firstOperation(
      contracts.factory,
      generatePrivateKey(),
      contracts.factory,
      0n,
    )
    expect(
      (await bundlerCall('eth_sendUserOperation', [{ ...rpc, nonce: 'one' }, contracts.entryPoint]))
        .error?.code,
    ).toBe(-32602)
    expect((await bundlerCall('eth_sendUserOperation', [rpc, contracts.factory])).error?.code).toBe(
      -32602,
    )
  }, 30_000)

  it('checks the account signatures over ERC-1271 once deployed and ERC-6492 before', async () => {
    const ownerKey = generatePrivateKey()
    const owner = privateKeyToAccount(ownerKey)
    const message = 'portico smart account'
    const { sender, rpc, hash, factoryData } = await firstOperation(
      owner.address,
      ownerKey,
      owner.address,
      0n,
    )
    const signFor = (account: Address) =>
      owner.signTypedData({
        domain: { name: 'PorticoAccount', version: '1', chainId, verifyingContract: account },
        types: { PorticoAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
        primaryType: 'PorticoAccountMessage',
        message: { hash: hashMessage(message) },
      })
    const signature = await signFor(sender)
    const wrapped = serializeErc6492Signature({
      address: contracts.factory,
      data: factoryData,
      signature,
    })
    expect(await client().verifyMessage({ address: sender, message, signature: wrapped })).toBe(
      true,
    )
    // The owner's plain EOA signature is not the account's.
    expect(
      await client().verifyMessage({
        address: sender,
        message,
        signature: serializeErc6492Signature({
          address: contracts.factory,
          data: factoryData,
          signature: await owner.signMessage({ message }),
        }),
      }),
    ).toBe(false)

    expect((await bundlerCall('eth_sendUserOperation', [rpc, contracts.entryPoint])).result).toBe(
      hash,
    )
    expect(await client().verifyMessage({ address: sender, message, signature })).toBe(true)
    expect(await client().verifyMessage({ address: sender, message: 'another', signature })).toBe(
      false,
    )
  }, 30_000)
})
