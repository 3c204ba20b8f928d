import { describe, expect, it } from 'vitest'
import { injectStyleOnce } from './inject-style.js'

describe('injectStyleOnce', () => {
  it('adds one <style> per id however often it is called', () => {
    const id = 'portico-test-style'
    injectStyleOnce(document, id, '.a{color:red}')
    injectStyleOnce(document, id, '.b{color:blue}')
    const styles = document.head.querySelectorAll(`style#${id}`)
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toBe('.a{color:red}')
  })
})
