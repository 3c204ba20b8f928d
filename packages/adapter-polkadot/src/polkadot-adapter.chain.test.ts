import { signatureVerify } from '@polkadot/util-crypto'
import { PolkadotAddress, UserRejectedRequestError } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { adapterContext, injectExtensions, useLocalChain } from './local-chain.test-helper.js'
import { polkadotAdapter } from './polkadot-adapter.js'
import type { PolkadotAdapter } from './polkadot-adapter-types.js'

// Against a real chopsticks chain (Rococo Asset Hub runtime, SS58 prefix 2) and the test
// extension on real sr25519/ed25519/ecdsa keys.
const local = useLocalChain()
const adapters: PolkadotAdapter[] = []
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((adapter) => adapter.destroy()))
})

async function connected() {
  const injected = await injectExtensions()
  const adapter = polkadotAdapter({ target: injected.window, appName: 'Portico tests' }).create(
    adapterContext([local.network]),
  )
  adapters.push(adapter)
  const connection = await adapter.connect({ connectorId: 'portico-test' })
  return { ...injected, adapter, connection }
}

const wrapped = (message: string) => new TextEncoder().encode(`<Bytes>${message}</Bytes>`)

describe('polkadotAdapter on a local Substrate chain', () => {
  it('lists both extensions and enables only the picked one', async () => {
    const { adapter, extension, bystander } = await connected()
    expect(adapter.getConnectors().map((c) => [c.id, c.name])).toEqual([
      ['portico-test', 'Portico Test Extension'],
      ['talisman', 'Talisman'],
    ])
    expect(extension.enabledOrigins).toEqual(['Portico tests'])
    expect(bystander.enabledOrigins).toEqual([])
  })

  it("exposes the extension's Substrate accounts with names at the chain's prefix", async () => {
    const { connection, adapter } = await connected()
    const alice = local.chain.accounts[0]!
    expect(connection.chainId).toBe(local.network.id)
    expect(connection.address).toBe(alice.address)
    // hidden Charlie and the ethereum-type account are not offered
    expect(connection.accounts.map((a) => a.name)).toEqual([
      'Alice',
      'Bob',
      'Alice (ed25519)',
      'Alice (ecdsa)',
    ])
    for (const account of connection.accounts)
      expect(PolkadotAddress.decode(account.address)?.prefix).toBe(local.chain.ss58Prefix)
    expect(
      adapter
        .getAccounts()
        .filter((a) => a.active)
        .map((a) => a.name),
    ).toEqual(['Alice'])
  })

  it('signs with the chosen account through signRaw, verified before it is returned', async () => {
    const { adapter, connection, extension } = await connected()
    for (const entry of connection.accounts) {
      adapter.selectAccount({ address: entry.address })
      const signature = await adapter.signMessage({
        message: 'Hello Portico',
        address: entry.address,
      })
      expect(signatureVerify(wrapped('Hello Portico'), signature, entry.address).isValid).toBe(true)
    }
    const raw = extension.requests.filter((r) => r.method === 'signRaw')
    expect(raw).toHaveLength(4)
    expect(raw[0]?.params).toMatchObject({ type: 'bytes' })
  })

  it('a refused signature is UserRejectedRequestError (4001, toasted "Signature declined")', async () => {
    const { adapter, connection, extension } = await connected()
    extension.setMode('reject')
    const error = await adapter
      .signMessage({ message: 'no', address: connection.address })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('transfers with transferKeepAlive signed by the extension; the balance changes on chain', async () => {
    const { adapter, connection } = await connected()
    const bob = local.chain.accounts[1]!.address
    const value = 1_234_567_890n
    const fee = await adapter.estimateFee({ from: connection.address, to: bob, value })
    expect(fee).toBeGreaterThan(0n)
    const before = await local.freeOf(bob)
    const senderBefore = await local.freeOf(connection.address)
    const hash = await adapter.sendTransaction({ to: bob, value })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await local.freeOf(bob)) - before).toBe(value)
    expect(senderBefore - (await local.freeOf(connection.address))).toBeGreaterThanOrEqual(value)
  })

  it('reads free, reserved and transferable balances and the existential deposit', async () => {
    const { adapter, connection } = await connected()
    const balances = await adapter.getBalances({
      address: connection.address,
      network: local.network,
    })
    expect(balances.free).toBe(await local.freeOf(connection.address))
    expect(balances.transferable).toBeLessThanOrEqual(balances.free)
    const shown = await adapter.getBalance({ address: connection.address, network: local.network })
    expect(shown.symbol).toBe(local.chain.symbol)
    expect(shown.decimals).toBe(local.chain.decimals)
    const expected = (
      local.api.consts.balances!.existentialDeposit as unknown as { toBigInt(): bigint }
    ).toBigInt()
    expect(await adapter.getExistentialDeposit({ network: local.network })).toBe(expected)
  })

  it('a rejected transfer signature is UserRejectedRequestError and nothing is sent', async () => {
    const { adapter, extension } = await connected()
    const bob = local.chain.accounts[1]!.address
    const before = await local.freeOf(bob)
    extension.setMode('reject')
    await expect(adapter.sendTransaction({ to: bob, value: 10n ** 10n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(await local.freeOf(bob)).toBe(before)
  })
})
