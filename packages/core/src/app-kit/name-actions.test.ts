import { describe, expect, it } from 'vitest'
import { RegisterNameError } from '../errors/name-errors.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { DataApi } from './data-api.js'
import { testKit } from './kit.test-helper.js'
import { registrationMessage } from './name-actions.js'

async function kitWith(api: DataApi, features = {}) {
  const adapter = mockAdapter({ accounts: [ALICE], features })
  const kit = testKit({ adapters: [adapter], networks: [mainnet], api })
  await kit.connect({ connectorId: 'mock' })
  kit.open({ view: 'Account' })
  kit.push('RegisterAccountName')
  return { kit, adapter }
}

describe('name registration (SPEC §4, §5, §7)', () => {
  it('the message is JSON with name, attributes and a timestamp in seconds', () => {
    expect(JSON.parse(registrationMessage('alice.portico', 1_700_000_123_456))).toEqual({
      name: 'alice.portico',
      attributes: {},
      timestamp: 1_700_000_123,
    })
  })

  it('success: signs, registers with the coin type, sets the profile name, shows RegisterAccountNameSuccess', async () => {
    const api = fixtureDataApi()
    const { kit, adapter } = await kitWith(api)
    await kit.registerName('alice-1.portico')
    expect(kit.getAccount()?.profileName).toBe('alice-1.portico')
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
  })

  it('failure: returns to RegisterAccountName and throws "Error registering name {name}"', async () => {
    const api = fixtureDataApi({ failing: ['registerName'] })
    const { kit } = await kitWith(api)
    const error = await kit.registerName('alice-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as Error).message).toBe('Error registering name alice-1')
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountName')
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
      networks: [solana],
      adapters: [mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })],
      api: fixtureDataApi(),
    })
    await kit.connect({ connectorId: 'mock' })
    await expect(kit.registerName('alice-1')).rejects.toBeInstanceOf(RegisterNameError)
  })
})
