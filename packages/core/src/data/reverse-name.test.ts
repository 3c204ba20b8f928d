import { describe, expect, it, vi } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { NamesForAddressError } from '../errors/names-for-address-error.js'
import type { Clock } from '../lifecycle/clock.js'
import { mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { type FixtureDataApi, fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'
import type { DataApi } from './data-api.js'

const FIVE_MINUTES = 5 * 60_000

/** A clock the test moves by hand (the name cache's 5 min are read from it). */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 1_700_000_000_000
  return {
    now: () => now,
    setTimeout: () => 0,
    clearTimeout: () => {},
    advance(ms) {
      now += ms
    },
  }
}

/** Connects ALICE through an injected-type mock wallet (not an embedded one). */
async function connectAlice(
  api: DataApi,
  options: { storage?: ReturnType<typeof createMemoryStorage>; clock?: Clock } = {},
) {
  const kit = testKit({
    adapters: [mockAdapter({ accounts: [ALICE] })],
    networks: [mainnet],
    api,
    ...options,
  })
  await kit.connect({ connectorId: 'mock' })
  return kit
}

const reverseCalls = (api: FixtureDataApi) =>
  api.fixture.record.calls.filter((call) => call.method === 'reverseName').length

describe('registered name by reverse lookup (SPEC §7 /v1/profile/reverse, §9 cache)', () => {
  it('an injected eip155 account shows the first name the service lists', async () => {
    const api = fixtureDataApi({
      names: { [ALICE]: ['alice-2.portico.test', 'alice-1.portico.test'] },
    })
    const kit = await connectAlice(api)
    expect(kit.getAccount()?.profileName).toBe('alice-2.portico.test')
  })

  it("the registered name wins over the identity's; the identity's avatar stays", async () => {
    const avatar = 'https://images.example.org/alice.png'
    const api = fixtureDataApi({
      names: { [ALICE]: ['alice-1.portico.test'] },
      identities: { [ALICE]: { name: 'alice.eth', avatar } },
    })
    const kit = await connectAlice(api)
    expect(kit.getAccount()?.profileName).toBe('alice-1.portico.test')
    expect(kit.getAccount()?.profileImage).toBe(avatar)
  })

  it("without a registered name the identity's name shows", async () => {
    const api = fixtureDataApi({ identities: { [ALICE]: { name: 'alice.eth', avatar: null } } })
    const kit = await connectAlice(api)
    expect(kit.getAccount()?.profileName).toBe('alice.eth')
  })

  it('the answer is cached 5 min: asked once within, again after', async () => {
    const storage = createMemoryStorage()
    const clock = manualClock()
    const api = fixtureDataApi({ names: { [ALICE]: ['alice-1.portico.test'] } })
    await connectAlice(api, { storage, clock })
    expect(reverseCalls(api)).toBe(1)
    clock.advance(FIVE_MINUTES - 1)
    const again = await connectAlice(api, { storage, clock })
    expect(reverseCalls(api)).toBe(1)
    expect(again.getAccount()?.profileName).toBe('alice-1.portico.test')
    clock.advance(1)
    await connectAlice(api, { storage, clock })
    expect(reverseCalls(api)).toBe(2)
  })

  it('a failed or malformed answer shows no name and is not cached', async () => {
    const storage = createMemoryStorage()
    const failing = fixtureDataApi({ failing: ['reverseName'] })
    expect((await connectAlice(failing, { storage })).getAccount()?.profileName).toBeUndefined()
    const malformed = {
      ...fixtureDataApi(),
      reverseName: async () => ({ name: 'alice-1.portico.test' }) as never,
    }
    expect((await connectAlice(malformed, { storage })).getAccount()?.profileName).toBeUndefined()
    const api = fixtureDataApi({ names: { [ALICE]: ['alice-1\u202e.portico.test'] } })
    // Nothing was cached: the next connect asks, and the name is cleaned of controls.
    expect((await connectAlice(api, { storage })).getAccount()?.profileName).toBe(
      'alice-1.portico.test',
    )
  })

  it('a failed lookup is logged as "Error fetching names for address" (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const kit = testKit({
        adapters: [mockAdapter({ accounts: [ALICE] })],
        networks: [mainnet],
        api: fixtureDataApi({ failing: ['reverseName'] }),
        debug: true,
      })
      await kit.connect({ connectorId: 'mock' })
      const call = logged.mock.calls.find(([text]) => String(text).includes('names for address'))
      expect(call?.[0]).toBe('[portico] Error fetching names for address')
      expect(call?.[1]).toBeInstanceOf(NamesForAddressError)
      expect(kit.getAccount()?.profileName).toBeUndefined()
    } finally {
      logged.mockRestore()
    }
  })

  it('names work on eip155 only (SPEC §9): a Solana account asks nothing', async () => {
    const api = fixtureDataApi()
    const kit = testKit({
      adapters: [mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })],
      networks: [solana],
      api,
    })
    await kit.connect({ connectorId: 'mock' })
    expect(reverseCalls(api)).toBe(0)
  })
})
