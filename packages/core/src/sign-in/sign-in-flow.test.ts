// Core-only rules of the sign-in flow. Core may not import @portico/siwx: the config here is a
// small in-memory one written to core's SiwxConfig interface. The flow with the real configs
// (createLocalSiwx, createServerSiwx against a SIWX server over HTTP) is tested in apps/lab
// (src/sign-in/sign-in-flow.test.ts) and end to end in Chromium (src/e2e/sign-in.test.ts).
import { describe, expect, it } from 'vitest'
import type { AppKit, AppKitSnapshot } from '../app-kit/app-kit-types.js'
import { flush, recordEvents, testKit } from '../app-kit/kit.test-helper.js'
import { FaultError } from '../errors/fault-errors.js'
import { mainnet, optimism } from '../networks/evm-networks.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { SiwxConfig, SiwxSession } from '../types/siwx.js'

function memoryConfig(overrides: Partial<SiwxConfig> = {}) {
  const sessions = new Map<string, SiwxSession>()
  const calls: string[] = []
  const config: SiwxConfig = {
    async createMessage(input) {
      calls.push('createMessage')
      const data = {
        ...input,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'n0nce1234',
        issuedAt: '2026-01-01T00:00:00Z',
      }
      return { ...data, toString: () => `message for ${input.accountAddress} on ${input.chainId}` }
    },
    async addSession(session) {
      calls.push('addSession')
      sessions.set(`${session.data.chainId}|${session.data.accountAddress}`, session)
    },
    async revokeSession(chainId, address) {
      calls.push(`revoke ${chainId}`)
      sessions.delete(`${chainId}|${address}`)
    },
    async setSessions() {},
    async getSessions(chainId, address) {
      const session = sessions.get(`${chainId}|${address}`)
      return session ? [session] : []
    },
    signOutOnDisconnect: true,
    ...overrides,
  }
  return { config, sessions, calls }
}

function until(kit: AppKit, predicate: (s: AppKitSnapshot) => boolean): Promise<AppKitSnapshot> {
  return new Promise((resolve) => {
    const check = () => {
      if (!predicate(kit.getSnapshot())) return
      stop()
      resolve(kit.getSnapshot())
    }
    const stop = kit.subscribe(check)
    check()
  })
}

const prompted = (kit: AppKit) =>
  until(kit, (s) => s.modal.open && s.router.view === 'SIWXSignMessage')

function signInKit(config: SiwxConfig) {
  return testKit({
    adapters: [mockAdapter({ accounts: [ALICE], networks: [mainnet, optimism] })],
    siwx: config,
  })
}

describe('sign-in flow (core)', () => {
  it('signs the text the config wrote and records it with the wallet signature', async () => {
    const { config, sessions, calls } = memoryConfig()
    const kit = signInKit(config)
    const events = recordEvents(kit)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    const session = sessions.get(`eip155:1|${ALICE}`)
    expect(session?.message).toBe(`message for ${ALICE} on eip155:1`)
    expect(Object.hasOwn(session?.data ?? {}, 'toString')).toBe(false)
    expect(session?.data.nonce).toBe('n0nce1234')
    expect(session?.signature).toMatch(/^0x[0-9a-f]{64}$/)
    expect(calls).toEqual(['createMessage', 'addSession'])
    expect(events.find((e) => e.event === 'SIWX_AUTH_SUCCESS')?.properties).toEqual({
      caipNetworkId: 'eip155:1',
      address: ALICE,
    })
  })

  it('a config that cannot write a message toasts the spec text and disconnects', async () => {
    const { config } = memoryConfig({
      createMessage: async () => {
        throw new Error('nonce route down')
      },
    })
    const kit = signInKit(config)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await expect(kit.signIn()).rejects.toThrow('nonce route down')
    expect(kit.getSnapshot().toast?.message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(kit.getConnectionStatus()).toBe('disconnected')
  })

  it('a sign-in server that cannot be reached is named (FaultError); once back, signing in again works', async () => {
    let down = true
    const unreachable = 'Could not reach the sign-in server. Check your connection and try again.'
    const { config, sessions } = memoryConfig()
    const createMessage = config.createMessage
    const kit = signInKit({
      ...config,
      createMessage: async (input) => {
        if (down)
          throw new FaultError('sign-in', unreachable, { cause: new TypeError('fetch failed') })
        return createMessage(input)
      },
    })
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await expect(kit.signIn()).rejects.toThrow(unreachable)
    expect(kit.getSnapshot().toast?.message).toBe(unreachable)
    expect(kit.getConnectionStatus()).toBe('disconnected')
    // The server is back: connecting again asks to sign, and signing in works.
    down = false
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    expect(sessions.has(`eip155:1|${ALICE}`)).toBe(true)
    expect(kit.getSnapshot().signIn.status).toBe('signed')
  })

  it('an unreachable session check prompts (signing retries it)', async () => {
    const { config } = memoryConfig({
      getSessions: async () => {
        throw new Error('offline')
      },
    })
    const kit = signInKit(config)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    expect(kit.getSnapshot().signIn.hasSession).toBe(false)
  })

  it('no prompt while the wallet is on a network the app did not request', async () => {
    const { config } = memoryConfig()
    const kit = signInKit(config)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    const adapter = kit.getAdapter() as ReturnType<typeof mockAdapter>['instances'][number]
    adapter.mock.emitChainChanged(137)
    await until(kit, (s) => s.networks.eip155?.unsupported === true)
    await flush()
    expect(kit.getSnapshot().router.view).toBe('UnsupportedChain')
    expect(kit.getSnapshot().signIn.hasSession).toBe(false)
  })

  it('signIn with nothing connected throws "No ActiveCaipAddress found"', async () => {
    const kit = signInKit(memoryConfig().config)
    await expect(kit.signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })

  it('sign-out on disconnect only when the config asks for it', async () => {
    const kept = memoryConfig({ signOutOnDisconnect: false })
    const kit = signInKit(kept.config)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    await kit.disconnect()
    await until(kit, (s) => !s.signIn.hasSession)
    expect(kept.sessions.size).toBe(1)
    expect(kept.calls).not.toContain('revoke eip155:1')
  })
})
