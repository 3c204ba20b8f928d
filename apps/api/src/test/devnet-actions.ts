import { type Devnet, devnetViemChain } from '@portico/testing'
import {
  type Chain,
  type Client,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  http,
  type PublicActions,
  publicActions,
  type TransactionReceipt,
  type Transport,
  type WalletActions,
  type WalletRpcSchema,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

export interface DevnetWallet {
  account: PrivateKeyAccount
  sendEth(to: `0x${string}`, value: bigint): Promise<TransactionReceipt>
  /** Sends value with a fixed gas limit and no estimate, so a reverting call is mined anyway. */
  sendEthUnchecked(to: `0x${string}`, value: bigint): Promise<TransactionReceipt>
  transferToken(
    token: `0x${string}`,
    to: `0x${string}`,
    amount: bigint,
  ): Promise<TransactionReceipt>
  transferNft(token: `0x${string}`, to: `0x${string}`, tokenId: bigint): Promise<TransactionReceipt>
}

export interface DevnetClient {
  account: PrivateKeyAccount
  client: Client<
    Transport,
    Chain,
    PrivateKeyAccount,
    WalletRpcSchema,
    WalletActions<Chain, PrivateKeyAccount> & PublicActions<Transport, Chain, PrivateKeyAccount>
  >
  /** Waits for the receipt of `hash`; throws when the transaction reverted. */
  confirm(hash: `0x${string}`): Promise<TransactionReceipt>
}

/**
 * A viem wallet client (with public actions) of dev account `index` on devnet chain `chainIndex`,
 * and `confirm`, which waits for a transaction's receipt and throws when it reverted.
 */
export function devnetClient(devnet: Devnet, index: number, chainIndex: 0 | 1 = 0): DevnetClient {
  const key = devnet.accounts[index]?.privateKey
  const chain = devnet.chains[chainIndex]
  if (!key) throw new Error(`no dev account ${index}`)
  const account = privateKeyToAccount(key)
  const client = createWalletClient({
    account,
    chain: devnetViemChain({ chainId: chain.chainId, rpcUrl: chain.rpcUrl }),
    transport: http(chain.rpcUrl),
    pollingInterval: 50,
  }).extend(publicActions)
  const confirm = async (hash: `0x${string}`) => {
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }
  return { account, client, confirm }
}

/** A wallet client of dev account `index` on devnet chain `chainIndex`, able to wait for receipts. */
export function devnetWallet(devnet: Devnet, index: number, chainIndex: 0 | 1 = 0): DevnetWallet {
  const { account, client, confirm } = devnetClient(devnet, index, chainIndex)
  return {
    account,
    sendEth: async (to: `0x${string}`, value: bigint) =>
      confirm(await client.sendTransaction({ to, value })),
    sendEthUnchecked: async (to: `0x${string}`, value: bigint) =>
      client.waitForTransactionReceipt({
        hash: await client.sendTransaction({ to, value, gas: 100_000n }),
        timeout: 10_000,
      }),
    transferToken: async (token: `0x${string}`, to: `0x${string}`, amount: bigint) =>
      confirm(
        await client.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      ),
    transferNft: async (token: `0x${string}`, to: `0x${string}`, tokenId: bigint) =>
      confirm(
        await client.writeContract({
          address: token,
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [account.address, to, tokenId],
        }),
      ),
  }
}
