// Core's sign-in flow (SPEC §2/§4/§8) with a real `@portico/siwx` config: createLocalSiwx, and
// createServerSiwx against a real createSiwxServer over HTTP verifying real EIP-191 signatures.
import {
  createMemoryStorage,
  InvalidSiwxConfigError,
  optimism,
  SiweAndSiwxConflictError,
} from '@portico/core'
import type { MockAdapter } from '@portico/core/testing'
import { createLocalSiwx, createServerSiwx, type SiwxClientStorage } from '@portico/siwx'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  destroyAll,
  eventNames,
  SIGNER,
  signInKit,
  snapshotWhere,
  startSiwxHttpServer,
} from './sign-in-kit.test-helper.js'

const page = { domain: 'localhost', uri: 'http://localhost' }

function memoryClientStorage(): SiwxClientStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const prompted = (kit: ReturnType<typeof signInKit>) =>
  snapshotWhere(kit, (s) => s.modal.open && s.router.view === 'SIWXSignMessage')

afterEach(destroyAll)

describe('options', () => {
  it('refuses a siwx value that is not a config, loudly and typed', () => {
    expect(() => signInKit({ siwx: createLocalSiwx as never })).toThrow(InvalidSiwxConfigError)
    expect(() => signInKit({ siwx: { createMessage() {} } as never })).toThrow(
      'Invalid `siwx` option',
    )
    expect(() => signInKit({ siwx: 'on' as never })).toThrow(InvalidSiwxConfigError)
  })

  it('keeps the siweConfig conflict error', () => {
    expect(() => signInKit({ siweConfig: {}, siwx: createLocalSiwx(page) })).toThrow(
      SiweAndSiwxConflictError,
    )
  })

  it('signIn without siwx throws "SIWX is not enabled"', async () => {
    const kit = signInKit({})
    await expect(kit.signIn()).rejects.toThrow('SIWX is not enabled')
  })
})

describe('with createLocalSiwx', () => {
  it('prompts after connect, signs, and a restored page is signed in without a prompt', async () => {
    const siwx = createLocalSiwx({ ...page, storage: memoryClientStorage() })
    const storage = createMemoryStorage()
    const kit = signInKit({ siwx, storage })
    const events = eventNames(kit)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    expect(kit.getSnapshot().signIn).toEqual({ required: false, hasSession: false, status: 'idle' })

    await kit.signIn()
    const signed = kit.getSnapshot()
    expect(signed.signIn).toEqual({ required: false, hasSession: true, status: 'signed' })
    expect(signed.modal.open).toBe(false)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    const [session] = await siwx.getSessions('eip155:1', SIGNER.address)
    expect(session?.message).toContain('localhost wants you to sign in with your Ethereum account:')
    expect(session?.signature).toBe(await SIGNER.signMessage({ message: session?.message ?? '' }))

    const again = signInKit({ siwx, storage })
    await again.ready
    await snapshotWhere(again, (s) => s.signIn.status === 'signed')
    expect(again.getSnapshot().modal.open).toBe(false)
  })

  it('a network change with no session prompts again; Cancel (optional) just closes', async () => {
    const kit = signInKit({ siwx: createLocalSiwx({ ...page, storage: memoryClientStorage() }) })
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    await kit.switchNetwork(optimism)
    await prompted(kit)
    expect(kit.getSnapshot().signIn.hasSession).toBe(false)
    await kit.cancelSignIn()
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(kit.getConnectionStatus()).toBe('connected')
  })

  it('required: close only shakes on the sign view; Cancel returns to the signed network', async () => {
    const kit = signInKit({
      siwx: createLocalSiwx({ ...page, required: true, storage: memoryClientStorage() }),
    })
    expect(kit.getSnapshot().signIn.required).toBe(true)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    kit.close()
    expect(kit.getSnapshot().modal).toMatchObject({ open: true, shake: true })
    await kit.signIn()
    await kit.switchNetwork(optimism)
    await prompted(kit)
    await kit.cancelSignIn()
    const back = await snapshotWhere(kit, (s) => s.signIn.status === 'signed')
    expect(back.activeNetwork?.caipNetworkId).toBe('eip155:1')
    expect(back.modal.open).toBe(false)
  })

  it('required: Cancel with no session anywhere disconnects', async () => {
    const kit = signInKit({
      siwx: createLocalSiwx({ ...page, required: true, storage: memoryClientStorage() }),
    })
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.cancelSignIn()
    expect(kit.getConnectionStatus()).toBe('disconnected')
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('a declined signature disconnects, resets to Connect and toasts "Signature declined"', async () => {
    const kit = signInKit({ siwx: createLocalSiwx({ ...page, storage: memoryClientStorage() }) })
    const events = eventNames(kit)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    const adapter = kit.getAdapter() as MockAdapter
    adapter.mock.setFeatures({ signMessageError: true })
    await expect(kit.signIn()).rejects.toThrow()
    const after = kit.getSnapshot()
    expect(kit.getConnectionStatus()).toBe('disconnected')
    expect(after.router.view).toBe('Connect')
    expect(after.toast?.message).toBe('Signature declined')
    expect(after.signIn.status).toBe('failed')
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  it('signOutOnDisconnect revokes the session', async () => {
    const siwx = createLocalSiwx({ ...page, storage: memoryClientStorage() })
    const kit = signInKit({ siwx })
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    expect(await siwx.getSessions('eip155:1', SIGNER.address)).toHaveLength(1)
    await kit.disconnect()
    await snapshotWhere(kit, (s) => !s.signIn.hasSession)
    await expect.poll(() => siwx.getSessions('eip155:1', SIGNER.address)).toHaveLength(0)
  })
})

describe('with createServerSiwx over HTTP', () => {
  let server: Awaited<ReturnType<typeof startSiwxHttpServer>>
  beforeAll(async () => {
    server = await startSiwxHttpServer()
  })
  afterAll(() => server.close())

  it('the server verifies the signature; its session endpoint confirms; sign-out ends it', async () => {
    const storage = memoryClientStorage()
    const kit = signInKit({ siwx: createServerSiwx({ url: server.url, ...page, storage }) })
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await kit.signIn()
    expect(kit.getSnapshot().signIn.status).toBe('signed')
    expect(kit.getSnapshot().toast).toBeUndefined()
    const [entry] = Object.values(
      JSON.parse(storage.items.get('portico.siwx.server') ?? '{}') as Record<
        string,
        { token: string }
      >,
    )
    const session = await fetch(`${server.url}/session`, {
      headers: { authorization: `Bearer ${entry?.token}` },
    })
    expect(session.status).toBe(200)
    expect(((await session.json()) as { session: { address: string } }).session.address).toBe(
      SIGNER.address,
    )

    await kit.disconnect()
    await expect
      .poll(
        async () =>
          (
            await fetch(`${server.url}/session`, {
              headers: { authorization: `Bearer ${entry?.token}` },
            })
          ).status,
      )
      .toBe(401)
  })

  it('a refusal (another domain) disconnects and toasts the server reason', async () => {
    const kit = signInKit({
      siwx: createServerSiwx({
        url: server.url,
        domain: 'evil.example',
        uri: 'https://evil.example',
        storage: memoryClientStorage(),
      }),
    })
    const events = eventNames(kit)
    await kit.connect({ connectorId: 'mock' })
    await prompted(kit)
    await expect(kit.signIn()).rejects.toThrow('Sign-in message is for another domain')
    expect(kit.getConnectionStatus()).toBe('disconnected')
    const shown = await snapshotWhere(kit, (s) => s.toast?.variant === 'error')
    expect(shown.toast?.message).toBe('Sign-in message is for another domain')
    expect(shown.router.view).toBe('Connect')
    expect(events).toContain('SIWX_AUTH_ERROR')
  })
})
