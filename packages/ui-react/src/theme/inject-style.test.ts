import { describe, expect, it } from 'vitest'
import { injectStyleOnce } from './inject-style.js'

describe('injectStyleOnce', () => {
  it('adopts one constructed stylesheet per id however often it is called, and no <style>', () => {
    const id = 'portico-test-style'
    const before = document.adoptedStyleSheets.length
    injectStyleOnce(document, id, '.a{color:red}')
    injectStyleOnce(document, id, '.b{color:blue}')
    expect(document.adoptedStyleSheets).toHaveLength(before + 1)
    const sheet = document.adoptedStyleSheets.at(-1)
    expect([...(sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')).toContain('red')
    expect(document.querySelectorAll('style')).toHaveLength(0)
  })

  it('falls back to one <style id> where constructable stylesheets are missing', () => {
    const doc = document.implementation.createHTMLDocument('old browser')
    // A document without a window (no CSSStyleSheet constructor), as in browsers before them.
    expect(doc.defaultView).toBeNull()
    injectStyleOnce(doc, 'portico-fallback', '.a{color:red}')
    injectStyleOnce(doc, 'portico-fallback', '.b{color:blue}')
    const styles = doc.head.querySelectorAll('style#portico-fallback')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toBe('.a{color:red}')
  })
})
