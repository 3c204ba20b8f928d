import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Truncate } from './text.js'

afterEach(cleanup)

describe('Truncate (text from outside)', () => {
  it.each([
    ['right-to-left override', 'Wallet\u202eksaMateM', 'WalletksaMateM'],
    ['isolate', '\u2067USDC\u2069', 'USDC'],
    ['zero-width space', 'Meta\u200bMask', 'MetaMask'],
    ['stray joiner and BOM', '\ufeffUS\u200dDC', 'USDC'],
    ['control characters', 'ETH\u0000\u0085', 'ETH'],
  ])('shows a name with a %s as plain text, tooltip included', (_, raw, shown) => {
    const { container } = render(<Truncate text={raw} />)
    const span = container.querySelector('span')!
    expect(span.textContent).toBe(shown)
    expect(span.getAttribute('title')).toBe(shown)
  })
})
