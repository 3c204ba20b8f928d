import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordEvents, testKit, usdc } from '../app-kit/kit.test-helper.js'
import { RpcUnreachableError } from '../errors/rpc-unreachable-error.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('send flow: a part of the stack that fails is named', () => {
  it('a node that cannot be reached shows the network and what to do, not "Something went wrong"; the next send works', async () => {
    vi.useFakeTimers()
    const unreachable = new RpcUnreachableError('Portico Devnet', { cause: new Error('refused') })
    const adapter = mockAdapter({
      accounts: [ALICE],
      features: { sendTransactionError: unreachable },
      tokenDecimals: { [usdc.address!]: 6 },
    })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    kit.setSendDraft({ token: usdc, sendTokenAmount: '1', receiverAddress: BOB })
    const events = recordEvents(kit)
    expect(await kit.sendToken()).toBeUndefined()
    vi.advanceTimersByTime(150)
    expect(kit.getSnapshot().toast).toEqual({
      message: 'Could not reach Portico Devnet. Check your connection and try again.',
      // What a UI words in its own language.
      fault: { part: 'rpc', network: 'Portico Devnet' },
      variant: 'error',
    })
    expect(events.at(-1)).toMatchObject({
      event: 'SEND_ERROR',
      properties: { message: unreachable.message },
    })
    // The node is back: the draft kept, the same send goes through.
    adapter.mock.setFeatures({ sendTransactionError: undefined })
    expect(await kit.sendToken()).toMatch(/^0x/)
  })
})
