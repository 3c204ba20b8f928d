import { describe, expect, it } from 'vitest'
import { type ConnectionSnapshot, connectionEvents } from './wallet-events.js'

const a = '0x00000000000000000000000000000000000000aa'
const b = '0x00000000000000000000000000000000000000bb'
const connected = (accounts: string[], chainId: number): ConnectionSnapshot => ({
  accounts,
  chainId,
  connected: true,
})
const none: ConnectionSnapshot = { accounts: [], chainId: undefined, connected: false }

describe('connectionEvents', () => {
  it('a lost connection is a disconnect only', () => {
    expect(connectionEvents(connected([a], 1), none)).toEqual([{ name: 'disconnect', payload: {} }])
  })
  it('other accounts and another chain give both events', () => {
    expect(connectionEvents(connected([a], 1), connected([b, a], 10))).toEqual([
      { name: 'accountsChanged', payload: { accounts: [b, a] } },
      { name: 'chainChanged', payload: { chainId: 10 } },
    ])
  })
  it('nothing changed, or still disconnected, gives nothing', () => {
    expect(connectionEvents(connected([a], 1), connected([a], 1))).toEqual([])
    expect(connectionEvents(none, none)).toEqual([])
  })
})
