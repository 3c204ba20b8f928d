import type { NameProfile } from '@portico/api-client'
import { describe, expect, it, vi } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { RegisterNameError } from '../errors/name-errors.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'
import type { DataApi } from './data-api.js'
import {
  registrationDomain,
  registrationMessage,
  registrationNonce,
} from './registration-message.js'

const API_URL = 'https://names.example.org:8443/base'

/** A name service's answer: `name` held by `address` under coin type 60 (Ethereum). */
const profileOf = (name: string, address: string): NameProfile => ({
  name,
  addresses: { '60': { address: address.toLowerCase() } },
})

async function kitWith(api: DataApi, features = {}, apiUrl: string | null = API_URL) {
  const adapter = mockAdapter({ accounts: [ALICE], features })
  const kit = testKit({
    adapters: [adapter],
    networks: [mainnet],
    api,
    ...(apiUrl ? { apiUrl } : {}),
  })
  await kit.connect({ connectorId: 'mock' })
  kit.open({ view: 'Account' })
  kit.push('RegisterAccountName')
  return { kit, adapter }
}

describe('name registration (SPEC §4, §5, §7)', () => {
  it('the message is JSON with name, attributes, timestamp in seconds, coin type, domain and nonce', () => {
    const message = registrationMessage({
      name: 'alice',
      coinType: 60,
      domain: 'names.example.org:8443',
      nonce: 'abcdef0123456789',
      now: 1_700_000_123_456,
    })
    expect(JSON.parse(message)).toEqual({
      name: 'alice',
      attributes: {},
      timestamp: 1_700_000_123,
      coin_type: 60,
      domain: 'names.example.org:8443',
      nonce: 'abcdef0123456789',
    })
  })

  it('nonces are 32 hex digits (16 random bytes), fresh each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => registrationNonce()))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  })

  it('the domain is the host (with port) of apiUrl; none without a usable URL', () => {
    expect(registrationDomain('https://names.example.org:8443/base')).toBe('names.example.org:8443')
    expect(registrationDomain('http://127.0.0.1:8787')).toBe('127.0.0.1:8787')
    expect(registrationDomain(undefined)).toBeUndefined()
    expect(registrationDomain('not a url')).toBeUndefined()
  })

  it('success: signs the label with coin type, domain and nonce, sets the full name the API answers', async () => {
    const api = fixtureDataApi()
    const { kit, adapter } = await kitWith(api)
    await kit.registerName('alice-1')
    expect(kit.getAccount()?.profileName).toBe('alice-1.portico.test')
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountNameSuccess')
    expect(kit.getSnapshot().modal.loading).toBe(false)
    const call = api.fixture.record.calls.find((c) => c.method === 'registerName')
    const signed = adapter.mock.state.signedMessages[0]
    expect(call?.params).toEqual({
      coin_type: 60,
      address: ALICE,
      message: signed?.message,
      signature: signed?.signature,
    })
    expect(JSON.parse(signed?.message ?? '')).toEqual({
      name: 'alice-1',
      attributes: {},
      timestamp: expect.any(Number),
      coin_type: 60,
      domain: 'names.example.org:8443',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
  })

  it('each registration signs a new nonce', async () => {
    const { kit, adapter } = await kitWith(fixtureDataApi())
    await kit.registerName('alice-1')
    kit.push('RegisterAccountName')
    await kit.registerName('alice-2')
    const nonces = adapter.mock.state.signedMessages.map(
      (signed) => (JSON.parse(signed.message) as { nonce: string }).nonce,
    )
    expect(nonces).toHaveLength(2)
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it("a name with a zone suffix is refused before signing (the suffix is the provider's, SPEC §9)", async () => {
    const api = fixtureDataApi()
    const { kit, adapter } = await kitWith(api)
    for (const suffixed of ['alice-1.portico', 'alice-1.portico.id']) {
      await expect(kit.registerName(suffixed), suffixed).rejects.toThrow(
        `Error registering name ${suffixed}`,
      )
    }
    expect(adapter.mock.state.signedMessages).toEqual([])
    expect(api.fixture.record.calls.some((c) => c.method === 'registerName')).toBe(false)
  })

  it('without apiUrl there is no domain to sign for: refused before signing', async () => {
    const { kit, adapter } = await kitWith(fixtureDataApi(), {}, null)
    await expect(kit.registerName('alice-1')).rejects.toBeInstanceOf(RegisterNameError)
    expect(adapter.mock.state.signedMessages).toEqual([])
  })

  it('an answer without a name counts as a failure', async () => {
    const api = { ...fixtureDataApi(), registerName: async () => ({}) as NameProfile }
    const { kit } = await kitWith(api)
    await expect(kit.registerName('alice-1')).rejects.toThrow('Error registering name alice-1')
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountName')
    expect(kit.getAccount()?.profileName).toBeUndefined()
  })

  it('the confirmed name is outside text: shown without bidi or zero-width controls', async () => {
    const api = {
      ...fixtureDataApi(),
      registerName: async () => profileOf('alice-1\u202e.portico\u200b.test', ALICE),
    }
    const { kit } = await kitWith(api)
    await kit.registerName('alice-1')
    expect(kit.getAccount()?.profileName).toBe('alice-1.portico.test')
  })

  it('an answer whose name is only controls counts as a failure', async () => {
    const api = { ...fixtureDataApi(), registerName: async () => profileOf('\u202e\u200b', ALICE) }
    const { kit } = await kitWith(api)
    await expect(kit.registerName('alice-1')).rejects.toThrow('Error registering name alice-1')
    expect(kit.getAccount()?.profileName).toBeUndefined()
  })

  it('an answer for another name, or for another address, is not a registration', async () => {
    for (const answer of [
      profileOf('bob-1.portico.test', ALICE),
      profileOf('alice-1.portico.test', BOB),
      { name: 'alice-1.portico.test', addresses: { '10': { address: ALICE } } },
    ]) {
      const api = { ...fixtureDataApi(), registerName: async () => answer }
      const { kit } = await kitWith(api)
      await expect(kit.registerName('alice-1')).rejects.toThrow('Error registering name alice-1')
      expect(kit.getSnapshot().router.view).toBe('RegisterAccountName')
      expect(kit.getAccount()?.profileName).toBeUndefined()
    }
  })

  it('the success view shows while the wallet signs and the service answers (loading)', async () => {
    let answer: (profile: NameProfile) => void = () => {}
    const api = {
      ...fixtureDataApi(),
      registerName: () =>
        new Promise<NameProfile>((resolve) => {
          answer = resolve
        }),
    }
    const { kit } = await kitWith(api)
    const pending = kit.registerName('alice-1')
    await vi.waitFor(() => expect(kit.getSnapshot().router.view).toBe('RegisterAccountNameSuccess'))
    expect(kit.getSnapshot().router.data).toEqual({ name: 'alice-1' })
    expect(kit.getSnapshot().modal.loading).toBe(true)
    answer(profileOf('alice-1.portico.test', ALICE))
    await pending
    expect(kit.getSnapshot().modal.loading).toBe(false)
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountNameSuccess')
  })

  it('the confirmed name is kept in the reverse-lookup cache: a reload shows it at once', async () => {
    const storage = createMemoryStorage()
    const first = testKit({
      adapters: [mockAdapter({ accounts: [ALICE] })],
      networks: [mainnet],
      api: fixtureDataApi(),
      apiUrl: API_URL,
      storage,
    })
    await first.connect({ connectorId: 'mock' })
    first.open({ view: 'RegisterAccountName' })
    await first.registerName('alice-1')
    // A service whose lookups fail: only the cache can name the account.
    const second = testKit({
      adapters: [mockAdapter({ accounts: [ALICE] })],
      networks: [mainnet],
      api: fixtureDataApi({ failing: ['reverseName', 'getIdentity'] }),
      apiUrl: API_URL,
      storage,
    })
    await second.connect({ connectorId: 'mock' })
    expect(second.getAccount()?.profileName).toBe('alice-1.portico.test')
  })

  it('failure: returns to RegisterAccountName and throws "Error registering name {name}"', async () => {
    const api = fixtureDataApi({ failing: ['registerName'] })
    const { kit } = await kitWith(api)
    const error = await kit.registerName('alice-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as Error).message).toBe('Error registering name alice-1')
    const { router } = kit.getSnapshot()
    expect(router.view).toBe('RegisterAccountName')
    // The view shown again keeps the name and says what failed, with the service's reason.
    const data = {
      name: 'alice-1',
      error: 'Error registering name alice-1',
      reason: 'fixture failure',
    }
    expect(router.data).toEqual(data)
    expect(router.history.map((entry) => entry.view)).toEqual(['Account', 'RegisterAccountName'])
    expect(router.history[1]?.data).toEqual(data)
    expect(kit.getAccount()?.profileName).toBeUndefined()
  })

  it('a declined signature also returns to RegisterAccountName', async () => {
    const { kit } = await kitWith(fixtureDataApi(), { signMessageError: true })
    await expect(kit.registerName('alice-1')).rejects.toThrow('Error registering name alice-1')
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountName')
  })

  it('SPEC §5: letters, digits and hyphen only, at least 4 characters', async () => {
    const api = fixtureDataApi()
    const { kit } = await kitWith(api)
    for (const bad of ['abc', 'al ice', 'alice_1', 'ålice']) {
      await expect(kit.registerName(bad), bad).rejects.toBeInstanceOf(RegisterNameError)
    }
    expect(api.fixture.record.calls.some((c) => c.method === 'registerName')).toBe(false)
  })

  it('SPEC §9: names work on eip155 only', async () => {
    const kit = testKit({
      apiUrl: API_URL,
      networks: [solana],
      adapters: [mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })],
      api: fixtureDataApi(),
    })
    await kit.connect({ connectorId: 'mock' })
    await expect(kit.registerName('alice-1')).rejects.toBeInstanceOf(RegisterNameError)
  })
})
