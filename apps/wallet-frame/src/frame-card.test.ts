// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { manualArming } from './card-arming.test-helper.js'
import { armButtons, cardButton, showCard, waitForChoice } from './frame-card.js'
import { trackedVisibility } from './frame-visibility.js'

function card() {
  const root = document.createElement('main')
  document.body.replaceChildren(root)
  const parts = showCard(root, { id: 'test', title: 'Test', texts: [] })
  const no = cardButton(parts.actions, 'No')
  const yes = cardButton(parts.actions, 'Yes', { primary: true })
  const choice = waitForChoice(
    [
      [no, 'no'],
      [yes, 'yes'],
    ],
    undefined,
    'aborted',
  )
  return { ...parts, no, yes, choice }
}

const pointer = (type: string) => new PointerEvent(type, { isPrimary: true, button: 0 })

describe('armButtons without IntersectionObserver v2: press and hold', () => {
  it('happy-dom has no isVisible: the default is press-and-hold', () => {
    expect(trackedVisibility(window as unknown as Window & typeof globalThis)).toBeUndefined()
    const { card: section, yes } = card()
    armButtons(section, [yes])
    expect(section.dataset.confirm).toBe('hold')
    expect(
      section.querySelector('.hold-note + .approval-actions')?.previousElementSibling?.textContent,
    ).toBe('Press and hold a button to confirm')
  })

  it('a click does nothing; a hold of 1.5 s on the button chooses it; released early nothing happens', async () => {
    const arming = manualArming()
    const { card: section, no, yes, choice } = card()
    armButtons(section, [no, yes], { timers: arming.options.timers, visibility: 'hold' })
    expect(yes.disabled).toBe(false)
    let chosen: string | undefined
    void choice.then((value) => {
      chosen = value
    })
    yes.click()
    await Promise.resolve()
    expect(chosen).toBeUndefined()

    yes.dispatchEvent(pointer('pointerdown'))
    expect(yes.hasAttribute('data-holding')).toBe(true)
    expect(arming.pending()).toEqual([1_500])
    yes.dispatchEvent(pointer('pointerup'))
    expect(arming.pending()).toEqual([])
    expect(yes.hasAttribute('data-holding')).toBe(false)
    await Promise.resolve()
    expect(chosen).toBeUndefined()

    yes.dispatchEvent(pointer('pointerdown'))
    arming.elapse()
    expect(await choice).toBe('yes')
  })

  it('holding Enter counts the same; letting go early cancels', async () => {
    const arming = manualArming()
    const { card: section, no, yes, choice } = card()
    armButtons(section, [no, yes], { timers: arming.options.timers, visibility: 'hold' })
    no.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    no.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter' }))
    expect(arming.pending()).toEqual([])
    no.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    // Key repeat while held does not restart the hold.
    no.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', repeat: true }))
    expect(arming.pending()).toEqual([1_500])
    arming.elapse()
    expect(await choice).toBe('no')
  })

  it('stop() removes the hold: no timer is left behind', () => {
    const arming = manualArming()
    const { card: section, yes } = card()
    const armed = armButtons(section, [yes], { timers: arming.options.timers, visibility: 'hold' })
    yes.dispatchEvent(pointer('pointerdown'))
    armed.stop()
    expect(arming.pending()).toEqual([])
  })
})

describe('armButtons with visibility reports', () => {
  it('the buttons work only after the card was seen without a break, and stop when it is not', () => {
    const arming = manualArming()
    const { card: section, no, yes } = card()
    let armedTimes = 0
    armButtons(section, [no, yes], {
      ...arming.options,
      armDelayMs: 250,
      onArmed: () => {
        armedTimes++
      },
    })
    expect([no.disabled, yes.disabled]).toEqual([true, true])
    arming.report(true)
    expect(arming.pending()).toEqual([250])
    arming.elapse()
    expect([no.disabled, yes.disabled, armedTimes]).toEqual([false, false, 1])
    arming.report(false)
    expect([no.disabled, yes.disabled]).toEqual([true, true])
    arming.see()
    expect([no.disabled, yes.disabled, armedTimes]).toEqual([false, false, 2])
  })

  it('a gated button waits for its condition as well', () => {
    const arming = manualArming()
    const { card: section, no, yes } = card()
    const armed = armButtons(section, [no, yes], arming.options)
    armed.gate(yes, false)
    arming.see()
    expect([no.disabled, yes.disabled]).toEqual([false, true])
    armed.gate(yes, true)
    expect(yes.disabled).toBe(false)
  })
})
