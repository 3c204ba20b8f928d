import { ed25519 } from '@noble/curves/ed25519.js'
import { DisconnectedError, solanaLocalnet, UnsupportedMethodError } from '@portico/core'
import { type SolanaChain, startSolanaChain } from '@portico/testing/solana'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAdapter } from '../adapter-context.test-helper.js'
import { createLocalWallet } from '../local-wallet.test-helper.js'
import type { SolanaAdapter } from '../solana-adapter-types.js'

// `adapter.request`: the WalletConnect-shaped solana_* methods reach the wallet, the rest is a
// JSON-RPC read of the cluster (what core's RPC gate and useAppKitProvider send).

let chain: SolanaChain
let adapter: SolanaAdapter
let address: string

beforeAll(async () => {
  chain = await startSolanaChain()
  const local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
  const target = new EventTarget()
  const account = chain.accounts[0]!
  address = account.address
  const wallet = createLocalWallet({ ...account, rpcUrl: chain.rpcUrl })
  ;({ adapter } = await startAdapter({ target }, [local]))
  await expect(
    adapter.request({ method: 'solana_signMessage', params: {} }),
  ).rejects.toBeInstanceOf(DisconnectedError)
  wallet.register(target)
  await adapter.connect({ connectorId: wallet.wallet.name, network: local })
}, 60_000)

afterAll(async () => {
  await adapter?.destroy()
  await chain?.stop()
})

describe('adapter.request', () => {
  it('solana_getAccounts lists the connected account', async () => {
    expect(await adapter.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: address }])
  })

  it('solana_signMessage takes and gives base58', async () => {
    const message = new TextEncoder().encode('raw request')
    const { signature } = (await adapter.request({
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(message), pubkey: address },
    })) as { signature: string }
    const ok = ed25519.verify(
      new Uint8Array(getBase58Encoder().encode(signature)),
      message,
      new Uint8Array(getBase58Encoder().encode(address)),
    )
    expect(ok).toBe(true)
    await expect(
      adapter.request({ method: 'solana_signMessage', params: { message: 42 } }),
    ).rejects.toBeInstanceOf(UnsupportedMethodError)
  })

  it('other methods are JSON-RPC reads of the cluster', async () => {
    expect(await adapter.request({ method: 'getGenesisHash' })).toBe(chain.genesisHash)
    expect(await adapter.request({ method: 'getBalance', params: [address] })).toMatchObject({
      value: expect.any(Number),
    })
  })
})
