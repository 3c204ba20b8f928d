import {
  deployTestIdRegistry,
  registerTestFid,
  type SiwfRelay,
  startSiwfRelay,
} from '@portico/testing/farcaster'
import { type Address, getContractAddress, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** Sign In With Farcaster in the lab: the relay stand-in and the devnet IdRegistry. */
export interface LabFarcaster {
  relay: SiwfRelay
  idRegistry: Address
  /** Registers a new fid with `custody` as its owner on the devnet; resolves with the fid. */
  registerFid(custody: Address): Promise<number>
}

/** What apps/api's `auth.farcaster` gets before the devnet is up, and the deploy for after. */
export interface PreparedLabFarcaster {
  apiConfig: { relayUrl: string; rpcUrl: string; idRegistry: Address }
  /** Deploys the IdRegistry (once the devnet answers) at the address apps/api was given. */
  deploy(): Promise<LabFarcaster>
  stop(): Promise<void>
}

async function setBalance(rpcUrl: string, address: Address): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0x56bc75e2d63100000'],
    }),
  })
  if (!response.ok) throw new Error(`lab: anvil_setBalance answered HTTP ${response.status}`)
}

/**
 * Starts the SIWF relay stand-in and picks the IdRegistry's address before anything is deployed:
 * a key of its own deploys it as its first transaction, so apps/api (started beside the devnet)
 * is configured with the address at once, and the fixtures' deployer keeps its nonces.
 */
export async function prepareLabFarcaster(chain: {
  chainId: number
  rpcUrl: string
}): Promise<PreparedLabFarcaster> {
  const relay = await startSiwfRelay()
  const key: Hex = generatePrivateKey()
  const deployer = privateKeyToAccount(key).address
  const idRegistry = getContractAddress({ from: deployer, nonce: 0n })
  const registry = { ...chain, privateKey: key }
  return {
    apiConfig: { relayUrl: relay.url, rpcUrl: chain.rpcUrl, idRegistry },
    async deploy() {
      await setBalance(chain.rpcUrl, deployer)
      const deployed = await deployTestIdRegistry(registry)
      if (deployed.toLowerCase() !== idRegistry.toLowerCase()) {
        throw new Error(`lab: the IdRegistry deployed at ${deployed}, not ${idRegistry}`)
      }
      return {
        relay,
        idRegistry,
        registerFid: (custody) => registerTestFid(registry, idRegistry, custody),
      }
    },
    stop: () => relay.stop(),
  }
}
