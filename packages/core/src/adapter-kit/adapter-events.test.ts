import { describe, expect, it } from 'vitest'
import { createAdapterEvents } from './adapter-events.js'

function recordingWarn() {
  const warnings: { message: string; details: unknown }[] = []
  return {
    warnings,
    warn: (message: string, details?: unknown) => warnings.push({ message, details }),
  }
}

describe('createAdapterEvents', () => {
  it('calls every listener of the event with the payload, and only those', () => {
    const { warn } = recordingWarn()
    const events = createAdapterEvents(warn)
    const heard: string[] = []
    events.on('chainChanged', ({ chainId }) => heard.push(`a:${chainId}`))
    events.on('chainChanged', ({ chainId }) => heard.push(`b:${chainId}`))
    events.on('disconnect', () => heard.push('disconnect'))
    events.emit('chainChanged', { chainId: 1 })
    expect(heard).toEqual(['a:1', 'b:1'])
  })

  it('a throwing listener never stops the others, and its error goes to warn', () => {
    const { warn, warnings } = recordingWarn()
    const events = createAdapterEvents(warn)
    const failure = new Error('listener bug')
    const heard: string[] = []
    events.on('accountsChanged', () => {
      throw failure
    })
    events.on('accountsChanged', ({ accounts }) => heard.push(accounts.join()))
    events.emit('accountsChanged', { accounts: ['0xa'] })
    expect(heard).toEqual(['0xa'])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.details).toBe(failure)
    expect(warnings[0]?.message).toContain('accountsChanged')
  })

  it('unsubscribe and clear stop the calls', () => {
    const { warn } = recordingWarn()
    const events = createAdapterEvents(warn)
    const heard: string[] = []
    const off = events.on('displayUri', ({ uri }) => heard.push(`a:${uri}`))
    events.on('displayUri', ({ uri }) => heard.push(`b:${uri}`))
    off()
    events.emit('displayUri', { uri: '1' })
    events.clear()
    events.emit('displayUri', { uri: '2' })
    expect(heard).toEqual(['b:1'])
  })

  it('a listener that unsubscribes another during an emit does not take this event from it', () => {
    const { warn } = recordingWarn()
    const events = createAdapterEvents(warn)
    const heard: string[] = []
    let offB = () => {}
    events.on('disconnect', () => {
      heard.push('a')
      offB()
    })
    offB = events.on('disconnect', () => heard.push('b'))
    events.emit('disconnect', {})
    events.emit('disconnect', {})
    expect(heard).toEqual(['a', 'b', 'a'])
  })
})
