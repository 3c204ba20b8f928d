import { describe, expect, it } from 'vitest'
import { RelayUnreachableError } from '../errors/relay-unreachable-error.js'
import type { NamespaceProposal } from '../walletconnect/shared-walletconnect.js'
import { manualClock } from './manual-clock.test-helper.js'
import { pairSharedSession, type SharedSessionClient } from './pair-shared-session.js'

// The rule on a stand-in client: the relay itself (down, back, restarted) is the adapters' tests'
// (each family's WalletConnect relay-fault file, on the local relay).

const proposals = new Map<string, NamespaceProposal>([
  ['solana', { chains: ['solana:a'], methods: [], events: [] }],
])

/**
 * A client whose `connect` shows `uri` (`times` over, as when two proposals' listeners hear it)
 * and waits for the test to approve; `session` once it did.
 */
function client(uri: string, times = 1) {
  // Typed to fit both `on` signatures of the client (the display URI's and the relay repair's).
  type Listener = (...args: never[]) => void
  const listeners = new Map<string, Set<Listener>>()
  const on = (event: string, listener: Listener) => {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
  }
  const off = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener)
  }
  let approve = () => {}
  const proposed: string[][] = []
  const stub: SharedSessionClient & { session?: { topic: string } } = {
    on,
    off,
    removeListener: off,
    client: { core: { relayer: { on: () => undefined, off: () => undefined } } },
    connect({ optionalNamespaces }) {
      proposed.push(Object.keys(optionalNamespaces))
      for (let i = 0; i < times; i++)
        for (const listener of listeners.get('display_uri') ?? [])
          (listener as (uri: string) => void)(uri)
      return new Promise((resolve) => {
        approve = () => {
          stub.session = { topic: 't' }
          resolve(stub.session)
        }
      })
    },
  }
  return { stub, proposed, approve: () => approve() }
}

describe('pairSharedSession', () => {
  it("bounds the client's start too: a client that never opens fails with RelayUnreachableError at the timeout", async () => {
    const { clock, advance, delays } = manualClock()
    const shown: string[] = []
    const pairing = pairSharedSession(
      {},
      {
        clock,
        timeout: 2_000,
        proposals,
        open: () => new Promise<never>(() => {}),
        onDisplayUri: (uri) => shown.push(uri),
      },
    )
    expect(delays()).toEqual([2_000])
    advance(2_000)
    await expect(pairing).rejects.toBeInstanceOf(RelayUnreachableError)
    expect(shown).toEqual([])
  })

  it('proposes every namespace when the client has no session, shows the URI and ends the bound there; resolves with the client once approved', async () => {
    const { clock, advance, pending } = manualClock()
    const { stub, proposed, approve } = client('wc:1')
    const shown: string[] = []
    const pairing = pairSharedSession(
      {},
      {
        clock,
        timeout: 2_000,
        proposals,
        open: async () => stub,
        onDisplayUri: (uri) => shown.push(uri),
      },
    )
    await expect.poll(() => shown).toEqual(['wc:1'])
    expect(pending()).toBe(0)
    advance(60_000)
    approve()
    await expect(pairing).resolves.toBe(stub)
    expect(proposed).toEqual([['solana']])
  })

  it('shows a URI heard twice (an earlier proposal of the same pairing still listening) once', async () => {
    const { clock } = manualClock()
    const { stub, approve } = client('wc:1', 2)
    const shown: string[] = []
    const pairing = pairSharedSession(
      {},
      { clock, proposals, open: async () => stub, onDisplayUri: (uri) => shown.push(uri) },
    )
    await expect.poll(() => shown).toEqual(['wc:1'])
    approve()
    await pairing
    expect(shown).toEqual(['wc:1'])
  })

  it('proposes nothing on a client that has a session already', async () => {
    const { clock } = manualClock()
    const { stub, proposed } = client('wc:1')
    stub.session = { topic: 'restored' }
    await expect(
      pairSharedSession({}, { clock, proposals, open: async () => stub, onDisplayUri: () => {} }),
    ).resolves.toBe(stub)
    expect(proposed).toEqual([])
  })

  it('a retry through the same owner before any URI waits for the first pairing, not a second one', async () => {
    const { clock, advance } = manualClock()
    const { stub, proposed, approve } = client('wc:late')
    const owner = {}
    let opened: (client: typeof stub) => void = () => {}
    let opens = 0
    const open = () => {
      opens += 1
      return new Promise<typeof stub>((resolve) => {
        opened = resolve
      })
    }
    const shown: string[] = []
    const pairing = {
      clock,
      timeout: 1_000,
      proposals,
      open,
      onDisplayUri: (uri: string) => void shown.push(uri),
    }
    const first = pairSharedSession(owner, pairing)
    advance(1_000)
    await expect(first).rejects.toBeInstanceOf(RelayUnreachableError)
    const retry = pairSharedSession(owner, pairing)
    // The relay is back: the first pairing's client opens and shows its URI to the retry.
    opened(stub)
    await expect.poll(() => shown).toEqual(['wc:late'])
    approve()
    await expect(retry).resolves.toBe(stub)
    expect(opens).toBe(1)
    expect(proposed).toEqual([['solana']])
  })
})
