import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  numberToHex,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  PorticoAccountFactory,
  PorticoDevnetPaymaster,
} from '../devnet/generated/smart-account-artifacts.js'
import { devnetViemChain } from '../devnet/viem-chain.js'

/** The deterministic-deployment proxy anvil ships at genesis (CREATE2 with a 32-byte salt prefix). */
export const create2DeployerAddress: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * The salt the EntryPoint v0.8 authors deploy with: with the npm artifact's exact bytecode it
 * lands on the canonical address, the one `viem/account-abstraction`'s `entryPoint08Address` names.
 */
const entryPointSalt: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
const portico = toHex('portico-erc4337', { size: 32 })

/** Where the ERC-4337 parts live on a devnet chain (the same on every chain). */
export interface Erc4337Contracts {
  /** EntryPoint v0.8 (`@account-abstraction/contracts` 0.8.0, unchanged bytecode). */
  entryPoint: Address
  /** PorticoAccountFactory: `createAccount(owner, salt)`, `getAddress(owner, salt)`. */
  factory: Address
  /** PorticoDevnetPaymaster: sponsors every user operation from its EntryPoint deposit. */
  paymaster: Address
}

function entryPointBytecode(): Hex {
  const path = createRequire(import.meta.url).resolve(
    '@account-abstraction/contracts/artifacts/EntryPoint.json',
  )
  const artifact = JSON.parse(readFileSync(path, 'utf8')) as { bytecode: Hex }
  return artifact.bytecode
}

function create2Address(initCode: Hex, salt: Hex): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: create2DeployerAddress,
    salt,
    bytecodeHash: keccak256(initCode),
  })
}

function initCodes() {
  const entryPointCode = entryPointBytecode()
  const entryPoint = create2Address(entryPointCode, entryPointSalt)
  const ctorArgs = encodeAbiParameters([{ type: 'address' }], [entryPoint])
  const factoryCode = concat([PorticoAccountFactory.bytecode, ctorArgs])
  const paymasterCode = concat([PorticoDevnetPaymaster.bytecode, ctorArgs])
  return [
    { name: 'entryPoint', code: entryPointCode, salt: entryPointSalt, address: entryPoint },
    {
      name: 'factory',
      code: factoryCode,
      salt: portico,
      address: create2Address(factoryCode, portico),
    },
    {
      name: 'paymaster',
      code: paymasterCode,
      salt: portico,
      address: create2Address(paymasterCode, portico),
    },
  ] as const
}

/**
 * The addresses {@link deployErc4337} gives on any chain: CREATE2 through the genesis proxy, so
 * they depend on the bytecode only (not on who deploys or in which order).
 *
 * @example
 * const { entryPoint, factory } = erc4337Addresses()
 */
export function erc4337Addresses(): Erc4337Contracts {
  const [entryPoint, factory, paymaster] = initCodes()
  return { entryPoint: entryPoint.address, factory: factory.address, paymaster: paymaster.address }
}

export interface DeployErc4337Options {
  rpcUrl: string
  chainId: number
  /**
   * A funded key that sends the deployments and the paymaster's deposit. Default: a fresh key
   * given the ETH with `anvil_setBalance`, so the dev accounts' balances and nonces stay as they were.
   */
  deployerKey?: Hex
  /** ETH the paymaster deposits in the EntryPoint. Default 100. */
  paymasterDeposit?: bigint
}

/**
 * Deploys EntryPoint v0.8, PorticoAccountFactory and PorticoDevnetPaymaster on an anvil chain
 * (skipping what is already there) and tops up the paymaster's deposit.
 *
 * @example
 * const contracts = await deployErc4337({ rpcUrl, chainId: 31337, deployerKey })
 */
export async function deployErc4337(options: DeployErc4337Options): Promise<Erc4337Contracts> {
  const chain = devnetViemChain(options)
  const transport = http(options.rpcUrl)
  const client = createPublicClient({ chain, transport })
  const deposit = options.paymasterDeposit ?? parseEther('100')
  const deployerKey = options.deployerKey ?? generatePrivateKey()
  const account = privateKeyToAccount(deployerKey)
  if (!options.deployerKey) {
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, numberToHex(deposit + parseEther('10'))] as never,
    })
  }
  const wallet = createWalletClient({ chain, transport, account })
  if (!(await client.getCode({ address: create2DeployerAddress }))) {
    throw new Error(
      'The chain has no CREATE2 deployment proxy (start anvil without --disable-default-create2-deployer)',
    )
  }
  for (const part of initCodes()) {
    if (await client.getCode({ address: part.address })) continue
    const hash = await wallet.sendTransaction({
      to: create2DeployerAddress,
      data: concat([part.salt, part.code]),
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !(await client.getCode({ address: part.address }))) {
      throw new Error(`Deploying the ERC-4337 ${part.name} failed (${hash})`)
    }
  }
  const contracts = erc4337Addresses()
  const hash = await wallet.sendTransaction({
    to: contracts.paymaster,
    data: encodeFunctionData({ abi: PorticoDevnetPaymaster.abi, functionName: 'deposit' }),
    value: deposit,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`The paymaster's deposit failed (${hash})`)
  return contracts
}
