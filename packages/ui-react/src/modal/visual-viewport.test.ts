import { afterEach, describe, expect, it, vi } from 'vitest'
import { fitToVisualViewport } from './visual-viewport.js'

/** A visual viewport the test moves by hand (happy-dom has no on-screen keyboard). */
class TestViewport extends EventTarget {
  offsetTop = 0
  offsetLeft = 0
  width = 360
  height = 740
  set(box: { offsetTop?: number; height: number; width?: number }, event: 'resize' | 'scroll') {
    Object.assign(this, box)
    this.dispatchEvent(new Event(event))
  }
}

function installViewport(viewport: TestViewport | undefined): void {
  Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true })
}

afterEach(() => {
  installViewport(undefined)
  document.body.replaceChildren()
})

describe('fitToVisualViewport', () => {
  it('puts the root over the visual viewport and follows it (keyboard opening, panning)', () => {
    const viewport = new TestViewport()
    installViewport(viewport)
    const root = document.createElement('div')
    document.body.append(root)
    const stop = fitToVisualViewport(root)
    expect([root.style.height, root.style.width]).toEqual(['740px', '360px'])

    viewport.set({ height: 420 }, 'resize')
    expect(root.style.height).toBe('420px')
    viewport.set({ offsetTop: 120, height: 420 }, 'scroll')
    expect(root.style.top).toBe('120px')
    expect(root.style.bottom).toBe('auto')

    stop()
    viewport.set({ offsetTop: 0, height: 740 }, 'resize')
    expect(root.style.height).toBe('420px')
  })

  it('brings the focused field inside back into view when the viewport shrinks', () => {
    const viewport = new TestViewport()
    installViewport(viewport)
    const root = document.createElement('div')
    const field = document.createElement('input')
    const button = document.createElement('button')
    root.append(field, button)
    document.body.append(root)
    fitToVisualViewport(root)
    const fieldScroll = vi.fn()
    const buttonScroll = vi.fn()
    field.scrollIntoView = fieldScroll
    button.scrollIntoView = buttonScroll

    field.focus()
    viewport.set({ height: 400 }, 'resize')
    expect(fieldScroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' })
    // A button keeps its place: only a field the keyboard types into is chased.
    button.focus()
    viewport.set({ height: 380 }, 'resize')
    expect(buttonScroll).not.toHaveBeenCalled()
  })

  it('changes nothing where the browser has no visualViewport', () => {
    installViewport(undefined)
    const root = document.createElement('div')
    const stop = fitToVisualViewport(root)
    expect(root.getAttribute('style')).toBeNull()
    stop()
  })
})
