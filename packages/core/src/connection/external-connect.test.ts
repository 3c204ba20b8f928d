import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { evmAndSolanaKit, flush, testKit, untilSnapshot } from '../app-kit/kit.test-helper.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import type { ExternalConnectTarget } from '../navigation/view-params.js'
import { type MockAdapter, mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, SOL_ALICE } from '../testing/test-accounts.js'

const mockOf = (kit: AppKit, namespace: 'eip155' | 'solana' = 'eip155') =>
  kit.getAdapter(namespace) as ChainAdapter & MockAdapter

/** Opens ConnectingExternal for `data`; the kit starts its flow (its code is in beforehand). */
async function openAndStart(
  kit: AppKit,
  data: { connectorId: string; connectors?: ExternalConnectTarget[] } = { connectorId: 'mock' },
) {
  await kit.preload()
  kit.open({ view: 'ConnectingExternal', data })
  await flush()
}

/** The wallet's next connect waits until the test answers it. */
function holdConnect(adapter: ChainAdapter & MockAdapter) {
  const original = adapter.connect.bind(adapter)
  let approve: () => void = () => {}
  adapter.connect = (params) =>
    new Promise((resolve, reject) => {
      approve = () => {
        adapter.connect = original
        original(params).then(resolve, reject)
      }
    })
  return { approve: () => approve() }
}

const bothFamilies: ExternalConnectTarget[] = [
  { id: 'mock', chain: 'eip155' },
  { id: 'mock', chain: 'solana' },
]

describe('external connect flow', () => {
  it('asks the wallet once, then closes the modal connected', async () => {
    const kit = testKit()
    await kit.ready
    await openAndStart(kit)
    expect(mockOf(kit).mock.state.connectCalls).toBe(1)
    expect(kit.getAccount('eip155')?.address).toBe(ALICE)
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(kit.getSnapshot().externalConnect).toEqual({
      status: 'idle',
      error: undefined,
      attempt: 0,
    })
  })

  it('says waiting while the wallet has not answered', async () => {
    const kit = testKit()
    await kit.ready
    await kit.preload()
    const wallet = holdConnect(mockOf(kit))
    await openAndStart(kit)
    expect(kit.getSnapshot().externalConnect).toEqual({
      status: 'waiting',
      error: undefined,
      attempt: 1,
    })
    wallet.approve()
    await untilSnapshot(kit, (s) => !s.modal.open)
    expect(kit.getAccount('eip155')?.address).toBe(ALICE)
  })

  it('is declined when the user rejects (4001), and a retry asks again and closes', async () => {
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { connectError: true } })],
    })
    await kit.ready
    await openAndStart(kit)
    const state = kit.getSnapshot().externalConnect
    expect(state.status).toBe('declined')
    expect(state.error).toBeInstanceOf(UserRejectedRequestError)
    expect(state.attempt).toBe(1)
    expect(kit.getSnapshot().modal.open).toBe(true)

    mockOf(kit).mock.setFeatures({ connectError: undefined })
    await kit.retryExternalConnect()
    expect(kit.getSnapshot().externalConnect.attempt).toBe(2)
    await flush()
    expect(mockOf(kit).mock.state.connectCalls).toBe(2)
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('counts a wallet error carrying code 4001 as declined too', async () => {
    const rejected = Object.assign(new Error('User denied account authorization'), { code: 4001 })
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { connectError: rejected } })],
    })
    await kit.ready
    await openAndStart(kit)
    expect(kit.getSnapshot().externalConnect.status).toBe('declined')
  })

  it('fails with the wallet’s own error for anything else', async () => {
    const locked = new Error('Wallet locked')
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { connectError: locked } })],
    })
    await kit.ready
    await openAndStart(kit)
    expect(kit.getSnapshot().externalConnect).toEqual({
      status: 'failed',
      error: locked,
      attempt: 1,
    })
    expect(kit.getSnapshot().router.view).toBe('ConnectingExternal')
  })

  it('asks each family of the wallet, and a retry skips those already connected', async () => {
    const kit = evmAndSolanaKit()
    await kit.ready
    mockOf(kit, 'solana').mock.setFeatures({ connectError: true })
    await openAndStart(kit, { connectorId: 'mock', connectors: bothFamilies })
    await untilSnapshot(kit, (s) => s.externalConnect.status === 'declined')
    expect(kit.getAccount('eip155')?.address).toBe(ALICE)

    mockOf(kit, 'solana').mock.setFeatures({ connectError: undefined })
    await kit.retryExternalConnect()
    await flush()
    expect(mockOf(kit, 'eip155').mock.state.connectCalls).toBe(1)
    expect(mockOf(kit, 'solana').mock.state.connectCalls).toBe(2)
    expect(kit.getAccount('solana')?.address).toBe(SOL_ALICE)
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('ignores an answer that arrives after the user left the view, and asks the rest no more', async () => {
    const kit = evmAndSolanaKit()
    await kit.ready
    await kit.preload()
    const wallet = holdConnect(mockOf(kit, 'eip155'))
    await openAndStart(kit, { connectorId: 'mock', connectors: bothFamilies })
    kit.push('Networks')
    expect(kit.getSnapshot().externalConnect.status).toBe('idle')
    wallet.approve()
    await untilSnapshot(kit, (s) => s.connection.eip155 === 'connected')
    // The flow's answer runs a few turns after the connection is written.
    await flush()
    await flush()
    // The wallet did connect, but the modal stays where the user went and the flow says nothing.
    expect(kit.getAccount('eip155')?.address).toBe(ALICE)
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().router.view).toBe('Networks')
    expect(kit.getSnapshot().externalConnect.status).toBe('idle')
    expect(mockOf(kit, 'solana').mock.state.connectCalls).toBe(0)
  })

  it('starts afresh when the view opens again: a new attempt count, nothing remembered', async () => {
    const kit = testKit({
      adapters: [mockAdapter({ accounts: [ALICE], features: { connectError: true } })],
    })
    await kit.ready
    await openAndStart(kit)
    await kit.retryExternalConnect()
    await flush()
    expect(kit.getSnapshot().externalConnect.attempt).toBe(2)
    kit.close()
    expect(kit.getSnapshot().externalConnect.status).toBe('idle')
    await openAndStart(kit)
    expect(kit.getSnapshot().externalConnect).toMatchObject({ status: 'declined', attempt: 1 })
    expect(mockOf(kit).mock.state.connectCalls).toBe(3)
  })

  it('asks the other wallet at once when its entry replaces the one on screen', async () => {
    const kit = evmAndSolanaKit()
    await kit.ready
    mockOf(kit, 'eip155').mock.setFeatures({ connectError: true })
    await openAndStart(kit, { connectorId: 'mock', connectors: [{ id: 'mock', chain: 'eip155' }] })
    expect(kit.getSnapshot().externalConnect.status).toBe('declined')
    kit.replace('ConnectingExternal', { connectorId: 'mock', namespace: 'solana' })
    expect(kit.getSnapshot().externalConnect).toMatchObject({ status: 'waiting', attempt: 1 })
    await untilSnapshot(kit, (s) => !s.modal.open)
    expect(mockOf(kit, 'solana').mock.state.connectCalls).toBe(1)
    expect(mockOf(kit, 'eip155').mock.state.connectCalls).toBe(1)
  })

  it('asks nothing with no ConnectingExternal view shown, nor when retried while waiting', async () => {
    const kit = testKit()
    await kit.ready
    await kit.retryExternalConnect()
    expect(mockOf(kit).mock.state.connectCalls).toBe(0)

    const wallet = holdConnect(mockOf(kit))
    await openAndStart(kit)
    await kit.retryExternalConnect()
    expect(kit.getSnapshot().externalConnect.attempt).toBe(1)
    wallet.approve()
    await untilSnapshot(kit, (s) => !s.modal.open)
    expect(mockOf(kit).mock.state.connectCalls).toBe(1)
  })
})
