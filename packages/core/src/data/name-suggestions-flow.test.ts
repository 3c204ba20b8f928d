import { describe, expect, it } from 'vitest'
import { testKit, untilSnapshot } from '../app-kit/kit.test-helper.js'
import { NameSuggestionsError } from '../errors/name-errors.js'
import { mainnet } from '../networks/evm-networks.js'
import { fixtureDataApi } from '../testing/fixture-data-api.js'
import { manualClock } from '../testing/manual-clock.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE } from '../testing/test-accounts.js'
import type { DataApi } from './data-api.js'

const TAKEN = new Set(['bob-1.portico.test'])

/** A name service's suggestions: the exact name (taken or not), then two free variants. */
const suggestionsFor = (label: string) => [
  { name: `${label}.portico.test`, registered: TAKEN.has(`${label}.portico.test`) },
  { name: `${label}-app.portico.test`, registered: false },
  { name: `${label}-xyz.portico.test`, registered: false },
]

/**
 * A connected kit on the manual clock with RegisterAccountName open; its data API answers
 * suggestions with `answer` (default: `suggestionsFor`) and records the labels asked.
 */
async function namesKit(answer: (label: string) => unknown = suggestionsFor) {
  const time = manualClock()
  const asked: string[] = []
  const api = fixtureDataApi()
  const nameSuggestions = (label: string) => {
    asked.push(label)
    return Promise.resolve(answer(label))
  }
  const kit = testKit({
    adapters: [mockAdapter({ accounts: [ALICE] })],
    networks: [mainnet],
    clock: time.clock,
    api: { ...api, nameSuggestions: nameSuggestions as DataApi['nameSuggestions'] },
  })
  await kit.connect({ connectorId: 'mock' })
  await kit.preload()
  kit.open({ view: 'Account' })
  kit.push('RegisterAccountName')
  const suggestions = () => kit.getSnapshot().nameSuggestions
  const settled = () => untilSnapshot(kit, (s) => s.nameSuggestions.status !== 'loading')
  return { kit, time, asked, suggestions, settled }
}

describe('name suggestions flow (RegisterAccountName)', () => {
  it('asks once typing pauses for 500 ms on the kit clock, for the last text only', async () => {
    const { kit, time, asked, suggestions, settled } = await namesKit()
    await kit.suggestNames('alice')
    time.advance(300)
    await kit.suggestNames(' alice-1 ')
    expect(suggestions()).toEqual({ status: 'loading', label: 'alice-1' })
    time.advance(499)
    expect(asked).toEqual([])
    time.advance(1)
    expect(asked).toEqual(['alice-1'])
    await settled()
    expect(suggestions()).toMatchObject({
      status: 'ready',
      label: 'alice-1',
      availability: 'available',
      exact: { name: 'alice-1.portico.test', label: 'alice-1', registered: false },
    })
    const ready = suggestions()
    expect(ready.status === 'ready' && ready.alternatives.map((s) => s.label)).toEqual([
      'alice-1-app',
      'alice-1-xyz',
    ])
  })

  it('a taken label is said as taken', async () => {
    const { kit, time, suggestions, settled } = await namesKit()
    await kit.suggestNames('bob-1')
    time.advance(500)
    await settled()
    expect(suggestions()).toMatchObject({ status: 'ready', availability: 'taken' })
  })

  it('text the registration rule refuses asks nothing and is idle', async () => {
    const { kit, time, asked, suggestions } = await namesKit()
    for (const text of ['al ice', 'abc', '', 'alice.portico.id']) {
      await kit.suggestNames(text)
      expect(suggestions()).toEqual({ status: 'idle' })
    }
    time.advance(1_000)
    expect(asked).toEqual([])
    expect(time.pending()).toBe(0)
  })

  it('an answer for older text is dropped', async () => {
    let release: (answer: unknown) => void = () => {}
    const { kit, time, suggestions, settled } = await namesKit((label) =>
      label === 'alice-1'
        ? new Promise((resolve) => {
            release = resolve
          })
        : suggestionsFor(label),
    )
    await kit.suggestNames('alice-1')
    time.advance(500)
    await kit.suggestNames('alice-2')
    time.advance(500)
    await settled()
    release(suggestionsFor('alice-1'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(suggestions()).toMatchObject({ status: 'ready', label: 'alice-2' })
  })

  it('a failed call is "Error fetching name suggestions" with the service error as its cause', async () => {
    const failure = new Error('HTTP status code: 500')
    const { kit, time, suggestions, settled } = await namesKit(() => {
      throw failure
    })
    await kit.suggestNames('alice-1')
    time.advance(500)
    await settled()
    const state = suggestions()
    expect(state.status).toBe('error')
    if (state.status !== 'error') return
    expect(state.label).toBe('alice-1')
    expect(state.error).toBeInstanceOf(NameSuggestionsError)
    expect(state.error.message).toBe('Error fetching name suggestions')
    expect(state.error.cause).toBe(failure)
  })

  it("an answer api-client's schema refuses is an error; names are cleaned and kept once, at most 10", async () => {
    const answers: Record<string, unknown> = {
      'alice-1': { suggestions: [] },
      'alice-2': [{ name: 'alice-2.portico.test' }],
      'alice-3': [{ name: '\u200b', registered: false }],
      'alice-4': [
        { name: 'alice-4.portico.test', registered: true },
        { name: 'alice-4-app\u202e.portico.test', registered: false },
        { name: 'ALICE-4.portico.test', registered: false },
        ...Array.from({ length: 20 }, (_, i) => ({
          name: `alice-4-${i}.portico.test`,
          registered: false,
        })),
      ],
    }
    const { kit, time, suggestions, settled } = await namesKit((label) => answers[label])
    for (const label of ['alice-1', 'alice-2', 'alice-3']) {
      await kit.suggestNames(label)
      time.advance(500)
      await settled()
      expect(suggestions(), label).toMatchObject({ status: 'error', label })
    }
    await kit.suggestNames('alice-4')
    time.advance(500)
    await settled()
    const state = suggestions()
    expect(state).toMatchObject({ status: 'ready', availability: 'taken' })
    if (state.status !== 'ready') return
    expect(state.alternatives.map((s) => s.name).slice(0, 2)).toEqual([
      'alice-4-app.portico.test',
      'alice-4-0.portico.test',
    ])
    // Ten kept: the exact name, the cleaned one, eight more (the duplicate dropped).
    expect(state.alternatives).toHaveLength(9)
  })

  it('coming back from a registration asks again; leaving RegisterAccountName drops the pending question', async () => {
    let taken = false
    const { kit, time, asked, suggestions, settled } = await namesKit((label) => [
      { name: `${label}.portico.test`, registered: taken },
    ])
    await kit.suggestNames('alice-1')
    time.advance(500)
    await settled()
    // The registration's success view is pushed on top: the flow still runs.
    kit.push('RegisterAccountNameSuccess', { name: 'alice-1' })
    expect(suggestions()).toMatchObject({ status: 'ready', availability: 'available' })
    // Someone else took the name: the registration failed and its view shows again.
    taken = true
    kit.goBack()
    expect(suggestions()).toEqual({ status: 'loading', label: 'alice-1' })
    time.advance(500)
    await settled()
    expect(suggestions()).toMatchObject({ status: 'ready', availability: 'taken' })
    expect(asked).toEqual(['alice-1', 'alice-1'])
    await kit.suggestNames('alice-2')
    kit.close()
    expect(suggestions()).toEqual({ status: 'idle' })
    time.advance(500)
    expect(asked).toEqual(['alice-1', 'alice-1'])
    // Not in the view: asks nothing.
    await kit.suggestNames('alice-3')
    time.advance(500)
    expect(asked).toEqual(['alice-1', 'alice-1'])
    expect(suggestions()).toEqual({ status: 'idle' })
  })
})
