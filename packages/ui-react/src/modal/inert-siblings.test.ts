// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { inertSiblings } from './inert-siblings.js'

describe('inertSiblings', () => {
  it("makes the page inert but not the dialog's host nor the embedded wallet's frame, and restores", () => {
    const page = document.createElement('main')
    const host = document.createElement('div')
    const frame = document.createElement('iframe')
    frame.setAttribute('data-portico-frame', '')
    const labelled = document.createElement('aside')
    labelled.setAttribute('aria-hidden', 'false')
    document.body.replaceChildren(page, labelled, frame, host)

    const restore = inertSiblings(host)
    expect(page.hasAttribute('inert')).toBe(true)
    expect(labelled.getAttribute('aria-hidden')).toBe('true')
    expect(host.hasAttribute('inert')).toBe(false)
    // The frame is shown over the dialog for approvals: it must take the user's click.
    expect(frame.hasAttribute('inert')).toBe(false)
    expect(frame.hasAttribute('aria-hidden')).toBe(false)

    restore()
    expect(page.hasAttribute('inert')).toBe(false)
    expect(labelled.getAttribute('aria-hidden')).toBe('false')
  })
})
