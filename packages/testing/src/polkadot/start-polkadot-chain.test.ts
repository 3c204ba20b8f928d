import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leasePolkadotChain } from './polkadot-chain-lease.js'
import { sendInBlock } from './send-in-block.js'
import type { PolkadotChain } from './start-polkadot-chain.js'

let chain: PolkadotChain
let api: ApiPromise
const keyring = new Keyring({ type: 'sr25519' })

// Leased like every user of the worker: a fresh start's state either way (the lease's test checks
// the reset), and the process stop frees its port is checked there, on a surplus chain.
beforeAll(async () => {
  chain = await leasePolkadotChain()
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
}, 120_000)

afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

async function freeOf(address: string): Promise<bigint> {
  const account = await api.query.system.account(address)
  return account.data.free.toBigInt()
}

describe('startPolkadotChain', () => {
  it('describes the chain as the runtime reports it', async () => {
    expect(chain.wsUrl).toBe(`ws://127.0.0.1:${chain.port}`)
    expect(chain.genesisHash).toBe(api.genesisHash.toHex())
    expect(chain.caip2).toBe(`polkadot:${chain.genesisHash.slice(2, 34)}`)
    expect(chain.ss58Prefix).toBe(api.consts.system.ss58Prefix.toNumber())
    expect({
      ss58Prefix: chain.ss58Prefix,
      decimals: chain.decimals,
      symbol: chain.symbol,
    }).toEqual({
      ss58Prefix: 2,
      decimals: api.registry.chainDecimals[0],
      symbol: api.registry.chainTokens[0],
    })
    expect(api.runtimeVersion.specName.toString()).toBe(chain.specName)
    expect(api.runtimeVersion.specVersion.toNumber()).toBe(chain.specVersion)
  })

  it('funds the dev accounts (sr25519, ed25519, ecdsa) at the chain prefix', async () => {
    expect(chain.accounts.map((account) => [account.name, account.type])).toEqual([
      ['Alice', 'sr25519'],
      ['Bob', 'sr25519'],
      ['Charlie', 'sr25519'],
      ['Dave', 'sr25519'],
      ['Eve', 'sr25519'],
      ['Ferdie', 'sr25519'],
      ['Alice (ed25519)', 'ed25519'],
      ['Alice (ecdsa)', 'ecdsa'],
    ])
    const alice = keyring.addFromUri('//Alice')
    expect(u8aToHex(decodeAddress(chain.accounts[0]!.address, false, 2))).toBe(
      u8aToHex(alice.publicKey),
    )
    for (const account of chain.accounts) {
      expect(await freeOf(account.address)).toBe(chain.fundedBalance)
    }
  })

  it('includes a transferKeepAlive in a block of its own and moves the balance', async () => {
    const alice = keyring.addFromUri('//Alice')
    const charlie = chain.accounts[2]!.address
    const [aliceBefore, charlieBefore] = [await freeOf(alice.address), await freeOf(charlie)]
    const headBefore = (await api.rpc.chain.getHeader()).number.toNumber()
    const amount = 1_234_567_890n

    const result = await sendInBlock(api.tx.balances.transferKeepAlive(charlie, amount), alice)

    expect(result.success).toBe(true)
    const transfer = result.events.find(({ event }) => api.events.balances.Transfer.is(event))
    expect(transfer?.event.data.toJSON()).toEqual([
      chain.accounts[0]!.address,
      charlie,
      Number(amount),
    ])
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(headBefore + 1)
    expect(await freeOf(charlie)).toBe(charlieBefore + amount)
    const spent = aliceBefore - (await freeOf(alice.address))
    expect(spent > amount).toBe(true) // amount + fee
  }, 30_000)

  it('refuses a transaction whose signature was corrupted (1010 bad proof)', async () => {
    const dave = keyring.addFromUri('//Dave')
    const tx = api.tx.balances.transferKeepAlive(chain.accounts[3]!.address, 1_000_000n)
    await tx.signAsync(dave)
    const bytes = hexToU8a(tx.toHex())
    const signatureStart = bytes.findIndex(
      (_, index) => u8aToHex(bytes.subarray(index, index + 64)) === tx.signature.toHex(),
    )
    expect(signatureStart).toBeGreaterThan(0)
    const flipped = signatureStart + 10
    bytes[flipped] = bytes[flipped]! ^ 0xff
    const daveBefore = await freeOf(dave.address)

    await expect(api.rpc.author.submitExtrinsic(u8aToHex(bytes))).rejects.toThrow(/1010.*badProof/)
    expect(await freeOf(dave.address)).toBe(daveBefore)
  })
})
