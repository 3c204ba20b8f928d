import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Injected, InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { stringToHex, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { verifyPolkadotBytes, verifyPolkadotMessage } from '@portico/verify/polkadot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leasePolkadotChain } from './polkadot-chain-lease.js'
import { sendInBlock } from './send-in-block.js'
import type { PolkadotChain } from './start-polkadot-chain.js'
import { createPolkadotTestExtension } from './test-extension.js'

let chain: PolkadotChain
let api: ApiPromise

beforeAll(async () => {
  chain = await leasePolkadotChain()
  api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
}, 120_000)

afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

async function enabled(origin = 'Portico tests') {
  const extension = createPolkadotTestExtension()
  const injected = await extension.provider.enable!(origin)
  return { extension, injected }
}

async function freeOf(address: string): Promise<bigint> {
  return (await api.query.system.account(address)).data.free.toBigInt()
}

function outcome(promise: Promise<unknown>) {
  const state = { settled: false }
  promise.then(
    () => {
      state.settled = true
    },
    () => {
      state.settled = true
    },
  )
  return state
}

describe('createPolkadotTestExtension: enable and accounts', () => {
  it('injects itself into injectedWeb3 next to other extensions and records enabling origins', async () => {
    const page: { injectedWeb3?: Record<string, InjectedWindowProvider> } = {
      injectedWeb3: { other: { version: '1' } },
    }
    const extension = createPolkadotTestExtension()
    const remove = extension.inject(page)
    expect(Object.keys(page.injectedWeb3 ?? {})).toEqual(['other', 'portico-test'])
    expect(page.injectedWeb3?.['portico-test']?.version).toBe(extension.version)
    await page.injectedWeb3?.['portico-test']?.enable?.('dapp A')
    await page.injectedWeb3?.['portico-test']?.enable?.('dapp B')
    expect(extension.enabledOrigins).toEqual(['dapp A', 'dapp B'])
    remove()
    expect(Object.keys(page.injectedWeb3 ?? {})).toEqual(['other'])
  })

  it('lists visible accounts: no hidden one, the ethereum one only with get(true)', async () => {
    const { injected } = await enabled()
    const listed = await injected.accounts.get()
    expect(listed.map(({ name, type }) => [name, type])).toEqual([
      ['Alice', 'sr25519'],
      ['Bob', 'sr25519'],
      ['Alice (ed25519)', 'ed25519'],
      ['Alice (ecdsa)', 'ecdsa'],
    ])
    // Same keys as the chain's funded accounts, exposed at the generic prefix 42.
    expect(listed[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(u8aToHex(decodeAddress(listed[2]!.address))).toBe(
      u8aToHex(decodeAddress(chain.accounts[6]!.address)),
    )
    const all = await injected.accounts.get(true)
    expect(all.map(({ type }) => type)).toEqual([
      'sr25519',
      'sr25519',
      'ed25519',
      'ecdsa',
      'ethereum',
    ])
    expect(all[4]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('drives accounts.subscribe from setAccounts, and stops after unsubscribe', async () => {
    const { extension, injected } = await enabled()
    const seen: string[][] = []
    let first!: () => void
    const initial = new Promise<void>((resolve) => {
      first = resolve
    })
    const unsubscribe = injected.accounts.subscribe((accounts) => {
      seen.push(accounts.map(({ name }) => name ?? ''))
      first()
    })
    await initial
    await extension.setAccounts([
      { uri: '//Dave', name: 'Dave' },
      { uri: '//Eve', name: 'Eve', hidden: true },
    ])
    unsubscribe()
    await extension.setAccounts([])
    expect(seen).toEqual([['Alice', 'Bob', 'Alice (ed25519)', 'Alice (ecdsa)'], ['Dave']])
    expect(await injected.accounts.get()).toEqual([])
  })
})

describe('createPolkadotTestExtension: signing', () => {
  it('signRaw signs <Bytes>message</Bytes> with sr25519, ed25519 and ecdsa keys', async () => {
    await cryptoWaitReady()
    const { injected } = await enabled()
    const message = 'Sign in to Portico'
    for (const account of await injected.accounts.get()) {
      const { signature } = await injected.signer.signRaw!({
        address: account.address,
        data: stringToHex(message),
        type: 'bytes',
      })
      // Over <Bytes>message</Bytes> and not the bare message, by the one verifier the kit uses.
      expect(verifyPolkadotMessage({ address: account.address, message, signature })).toBe(true)
      expect(verifyPolkadotBytes(stringToU8a(message), signature, account.address)).toBe(false)
      // Signed with the account's own scheme (polkadot-js tells which).
      const wrapped = u8aWrapBytes(stringToU8a(message))
      expect(signatureVerify(wrapped, signature, account.address).crypto).toBe(account.type)
    }
  })

  it('signPayload signs transfers that land on the chain (sr25519, ed25519, ecdsa senders)', async () => {
    const { injected } = await enabled()
    const receiver = chain.accounts[5]!.address
    const senders = (await injected.accounts.get()).filter(({ name }) => name !== 'Bob')
    for (const sender of senders) {
      const before = await freeOf(receiver)
      const tx = api.tx.balances.transferKeepAlive(receiver, 5_000_000_000n)
      const result = await sendInBlock(tx, sender.address, { signer: injected.signer })
      expect([sender.type, result.success]).toEqual([sender.type, true])
      expect(await freeOf(receiver)).toBe(before + 5_000_000_000n)
    }
  }, 60_000)

  it('refuses signing for an address it does not hold', async () => {
    const { injected } = await enabled()
    await expect(
      injected.signer.signRaw!({
        address: chain.accounts[5]!.address,
        data: '0x00',
        type: 'bytes',
      }),
    ).rejects.toThrow('Unable to find account')
  })
})

describe('createPolkadotTestExtension: modes', () => {
  it('reject: enable fails with Rejected, signing with Cancelled and nothing is sent', async () => {
    const extension = createPolkadotTestExtension({ mode: 'reject' })
    await expect(extension.provider.enable!('dapp')).rejects.toThrow('Rejected')
    expect(extension.enabledOrigins).toEqual(['dapp'])
    extension.setMode('approve')
    const injected: Injected = await extension.provider.enable!('dapp')
    const [alice] = await injected.accounts.get()
    extension.setMode('reject')
    await expect(
      injected.signer.signRaw!({ address: alice!.address, data: '0x01', type: 'bytes' }),
    ).rejects.toThrow('Cancelled')
    const before = await freeOf(alice!.address)
    await expect(
      sendInBlock(
        api.tx.balances.transferKeepAlive(chain.accounts[4]!.address, 1n),
        alice!.address,
        {
          signer: injected.signer,
        },
      ),
    ).rejects.toThrow('Cancelled')
    expect(await freeOf(alice!.address)).toBe(before)
  })

  it('hang: enable and signing stay unanswered while reads still work', async () => {
    const extension = createPolkadotTestExtension()
    const injected = await extension.provider.enable!('dapp')
    const [alice] = await injected.accounts.get()
    extension.setMode('hang')
    const enabling = outcome(extension.provider.enable!('dapp 2'))
    const signing = outcome(
      injected.signer.signRaw!({ address: alice!.address, data: '0x01', type: 'bytes' }),
    )
    // A chain round trip later, both are logged and still pending; accounts still answer.
    await api.rpc.chain.getHeader()
    expect(await injected.accounts.get()).toHaveLength(4)
    expect([enabling.settled, signing.settled]).toEqual([false, false])
    expect(extension.requests.map(({ method, origin }) => `${method}@${origin}`)).toEqual([
      'enable@dapp',
      'accounts.get@dapp',
      'enable@dapp 2',
      'signRaw@dapp',
      'accounts.get@dapp',
    ])
  })
})
