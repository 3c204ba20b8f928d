import { ChainNotSupportedError, type Network } from '@portico/core'
import { hostileErc20Artifact } from '@portico/testing'
import { type Address, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useAdapterSuite } from '../adapter-suite.test-helper.js'
import { InvalidTokenDecimalsError } from '../errors/invalid-token-decimals-error.js'
import { toViemChain } from '../networks/to-viem-chain.js'

const suite = useAdapterSuite()

/** Deploys a token whose `decimals()` answers `decimals` (a uint256, unchecked) on chain A. */
async function deployTokenWithDecimals(decimals: bigint): Promise<Address> {
  const account = privateKeyToAccount(suite.devnet.accounts[9]!.privateKey)
  const wallet = createWalletClient({
    account,
    chain: toViemChain(suite.networks[0]),
    transport: http(suite.devnet.chains[0]!.rpcUrl),
  })
  const hash = await wallet.deployContract({
    abi: hostileErc20Artifact.abi,
    bytecode: hostileErc20Artifact.bytecode,
    args: ['Hostile', 'HOST', decimals],
  })
  const receipt = await suite.publicClient().waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('no contract deployed')
  return receipt.contractAddress
}

describe('evmAdapter.getTokenDecimals (ERC-20 decimals() on chain)', () => {
  it.each([
    ['usdc', 6],
    ['dai', 18],
    ['zero', 0],
  ] as const)('reads %s: %i decimals, on both chains', async (token, decimals) => {
    const adapter = await suite.makeAdapter()
    for (const network of suite.networks)
      expect(
        await adapter.getTokenDecimals({ tokenAddress: suite.devnet.contracts[token], network }),
      ).toBe(decimals)
  })

  it('accepts 77 and refuses 78 or 2^255 with InvalidTokenDecimalsError', async () => {
    const adapter = await suite.makeAdapter()
    const network = suite.networks[0]
    // One after the other: the deployer's nonces must not race.
    const ok = await deployTokenWithDecimals(77n)
    const tooMany = await deployTokenWithDecimals(78n)
    const huge = await deployTokenWithDecimals(2n ** 255n)
    expect(await adapter.getTokenDecimals({ tokenAddress: ok, network })).toBe(77)
    const error = await adapter.getTokenDecimals({ tokenAddress: tooMany, network }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidTokenDecimalsError)
    expect(error.message).toBe('Invalid token decimals')
    expect(error.decimals).toBe(78n)
    await expect(adapter.getTokenDecimals({ tokenAddress: huge, network })).rejects.toBeInstanceOf(
      InvalidTokenDecimalsError,
    )
  })

  it('a network outside the configured ones is a typed error', async () => {
    const adapter = await suite.makeAdapter()
    const unknown = { ...suite.networks[0], id: 999, caipNetworkId: 'eip155:999' } as Network
    await expect(
      adapter.getTokenDecimals({ tokenAddress: suite.devnet.contracts.usdc, network: unknown }),
    ).rejects.toBeInstanceOf(ChainNotSupportedError)
  })
})
