import { type Devnet, hostileErc20Artifact } from '@portico/testing'
import { devnetClient } from './devnet-actions.js'

/** A deployed HostileERC20 and the calls tests make on it (each waits for its receipt). */
export interface HostileToken {
  address: `0x${string}`
  mint(to: `0x${string}`, amount: bigint): Promise<void>
  /** `count` Transfer logs of 1 unit to `to`, in one transaction. */
  spray(to: `0x${string}`, count: bigint): Promise<void>
  /** Makes `balanceOf` claim `amount` for every address. */
  setEveryoneBalance(amount: bigint): Promise<void>
}

/** Deploys a HostileERC20 with this metadata on devnet chain 0, from dev account `from`. */
export async function deployHostileToken(
  devnet: Devnet,
  from: number,
  metadata: { name: string; symbol: string; decimals: bigint },
): Promise<HostileToken> {
  const { client, confirm: wait } = devnetClient(devnet, from)
  const deployed = await wait(
    await client.deployContract({
      abi: hostileErc20Artifact.abi,
      bytecode: hostileErc20Artifact.bytecode,
      args: [metadata.name, metadata.symbol, metadata.decimals],
    }),
  )
  const address = deployed.contractAddress
  if (!address) throw new Error('HostileERC20 was not deployed')
  const call = async (
    functionName: 'mint' | 'spray' | 'setEveryoneBalance',
    args: readonly unknown[],
  ) => {
    await wait(
      await client.writeContract({
        address,
        abi: hostileErc20Artifact.abi,
        functionName,
        args,
        gas: 15_000_000n,
      } as Parameters<typeof client.writeContract>[0]),
    )
  }
  return {
    address,
    mint: (to, amount) => call('mint', [to, amount]),
    spray: (to, count) => call('spray', [to, count]),
    setEveryoneBalance: (amount) => call('setEveryoneBalance', [amount]),
  }
}
