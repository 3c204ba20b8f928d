import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush, testKit } from '../app-kit/kit.test-helper.js'
import { ResolveNameError } from '../errors/name-errors.js'
import { solana } from '../networks/solana-networks.js'
import { DEBOUNCE_DEFAULT_MS } from '../rules/timing-constants.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB, SOL_ALICE } from '../testing/test-accounts.js'

/** A name service that knows `bob.eth`, counts lookups and can answer late. */
function nameService(records: Record<string, Record<string, { address: string }>> = {}) {
  const lookups: string[] = []
  const api = {
    ...fixtureDataApi({
      identities: { [BOB]: { name: 'bob.eth', avatar: 'https://avatars.test/bob.png' } },
    }),
    lookupName: async (name: string) => {
      lookups.push(name)
      const addresses = { 'bob.eth': { '60': { address: BOB } }, ...records }[name]
      return addresses ? { name, addresses } : null
    },
  }
  return { api, lookups }
}

/** A kit on mainnet with an eip155 adapter: its address codec says what a receiver is. */
const evmKit = (overrides: Parameters<typeof testKit>[0] = {}) =>
  testKit({ adapters: [mockAdapter({ accounts: [ALICE] })], ...overrides })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('setSendReceiver: receiver resolution', () => {
  it('takes an address of the active namespace at once', async () => {
    const kit = evmKit()
    await kit.preload()
    kit.setSendReceiver(`  ${BOB} `)
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      receiver: { kind: 'address', address: BOB },
      receiverAddress: BOB,
      receiverProfileName: undefined,
    })
  })

  it('flags text that is neither an address nor a name, and clears the receiver', async () => {
    const kit = evmKit()
    await kit.preload()
    kit.setSendReceiver(BOB)
    kit.setSendReceiver('0x1234')
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      receiver: { kind: 'invalid' },
      receiverAddress: undefined,
    })
    kit.setSendReceiver('   ')
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'empty' })
  })

  it('looks a name up only once typing paused for the debounce (the kit clock)', async () => {
    const { api, lookups } = nameService()
    const kit = evmKit({ api })
    await kit.preload()
    kit.setSendReceiver('bo.eth')
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS - 1)
    kit.setSendReceiver('bob.eth')
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'resolving', name: 'bob.eth' })
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS - 1)
    await flush()
    expect(lookups).toEqual([])
    vi.advanceTimersByTime(1)
    await flush()
    expect(lookups).toEqual(['bob.eth'])
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      receiver: {
        kind: 'resolved',
        name: 'bob.eth',
        address: BOB,
        avatar: 'https://avatars.test/bob.png',
      },
      receiverAddress: BOB,
      receiverProfileName: 'bob.eth',
      receiverProfileImageUrl: 'https://avatars.test/bob.png',
    })
  })

  it('a name without an address, or with one that is not an address, is "not-found"', async () => {
    const { api } = nameService({ 'evil.eth': { '60': { address: '0xnot-an-address' } } })
    const kit = evmKit({ api })
    await kit.preload()
    kit.setSendReceiver('nobody.eth')
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS)
    await flush()
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'not-found', name: 'nobody.eth' })
    kit.setSendReceiver('evil.eth')
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS)
    await flush()
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      receiver: { kind: 'not-found', name: 'evil.eth' },
      receiverAddress: undefined,
    })
  })

  it('a name service failure is "not-found" and logged as "Error resolving name" (SPEC §8)', async () => {
    const cause = new Error('HTTP status code: 503')
    const kit = evmKit({
      api: { ...fixtureDataApi(), lookupName: () => Promise.reject(cause) },
      debug: true,
    })
    await kit.preload()
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      kit.setSendReceiver('bob.eth')
      vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS)
      await flush()
      expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'not-found', name: 'bob.eth' })
      const [text, error] = logged.mock.calls[0] ?? []
      expect(text).toBe('[portico] Error resolving name')
      expect(error).toBeInstanceOf(ResolveNameError)
      expect((error as ResolveNameError).cause).toBe(cause)
    } finally {
      logged.mockRestore()
    }
  })

  it('drops an answer for text the user has since replaced', async () => {
    const { api } = nameService()
    let answer: () => void = () => {}
    const slow = {
      ...api,
      lookupName: (name: string) =>
        new Promise<Awaited<ReturnType<typeof api.lookupName>>>((resolve) => {
          answer = () => void api.lookupName(name).then(resolve)
        }),
    }
    const kit = evmKit({ api: slow })
    await kit.preload()
    kit.setSendReceiver('bob.eth')
    vi.advanceTimersByTime(DEBOUNCE_DEFAULT_MS)
    kit.setSendReceiver(ALICE)
    answer()
    await flush()
    expect(kit.getSnapshot().sendDraft).toMatchObject({
      receiver: { kind: 'address', address: ALICE },
      receiverAddress: ALICE,
    })
  })

  it('names only where the family has them (eip155): elsewhere a name is invalid; addresses are checked by the adapter', async () => {
    const kit = testKit({
      networks: [solana],
      adapters: [mockAdapter({ namespace: 'solana', accounts: [SOL_ALICE] })],
    })
    await kit.preload()
    kit.setSendReceiver('bob.eth')
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'invalid' })
    kit.setSendReceiver(SOL_ALICE)
    expect(kit.getSnapshot().sendDraft.receiverAddress).toBe(SOL_ALICE)
    kit.setSendReceiver(ALICE)
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'invalid' })
  })

  it('without an adapter for the family, no address of it is a receiver', async () => {
    const kit = testKit({ networks: [solana] })
    await kit.preload()
    kit.setSendReceiver(SOL_ALICE)
    expect(kit.getSnapshot().sendDraft.receiver).toEqual({ kind: 'invalid' })
  })
})
