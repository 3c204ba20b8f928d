import { describe, expect, it } from 'vitest'
import { testKit } from '../app-kit/kit.test-helper.js'
import { ALICE } from '../testing/test-accounts.js'
import { followConnection } from './follow-connection.js'

async function embeddedKit() {
  const kit = testKit({ enableEmbedded: true })
  await kit.ready
  return kit
}

const view = (kit: ReturnType<typeof testKit>) => kit.getSnapshot().router.view

describe('followConnection (embedded mode)', () => {
  it('opens a closed kit at the start view, and keeps the view of one already open', async () => {
    const kit = await embeddedKit()
    const stop = followConnection(kit)
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(view(kit)).toBe('Connect')
    kit.push('AllWallets')
    stop()
    followConnection(kit)
    expect(view(kit)).toBe('AllWallets')
  })

  it('a connection made while Connect rests untouched goes to Account', async () => {
    const kit = await embeddedKit()
    followConnection(kit)
    await kit.connect({ connectorId: 'mock' })
    expect(kit.getAccount()?.address).toBe(ALICE)
    expect(view(kit)).toBe('Account')
  })

  it('a connection made while the user is in a flow leaves the flow on screen', async () => {
    const kit = await embeddedKit()
    followConnection(kit)
    kit.push('AllWallets')
    await kit.connect({ connectorId: 'mock' })
    expect(view(kit)).toBe('AllWallets')
  })

  it('a lost connection goes to Connect from any view', async () => {
    const kit = await embeddedKit()
    followConnection(kit)
    await kit.connect({ connectorId: 'mock' })
    kit.push('Networks')
    await kit.disconnect()
    expect(view(kit)).toBe('Connect')
  })

  it('stops following once stopped', async () => {
    const kit = await embeddedKit()
    const stop = followConnection(kit)
    stop()
    await kit.connect({ connectorId: 'mock' })
    expect(view(kit)).toBe('Connect')
  })
})
