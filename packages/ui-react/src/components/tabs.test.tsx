import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs, tabPanelProps } from './tabs.js'

afterEach(cleanup)

const TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

function Harness() {
  const [selected, setSelected] = useState('tokens')
  return (
    <>
      <Tabs tabs={TABS} selected={selected} onSelect={setSelected} label="Account" idPrefix="t" />
      <div {...tabPanelProps('t', selected)}>{selected}</div>
    </>
  )
}

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('exposes a labelled tablist with one selected, focusable tab', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id)
  })

  it('moves and selects with arrow keys, Home and End', () => {
    render(<Harness />)
    const first = screen.getByRole('tab', { name: 'Tokens' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(screen.getByRole('tabpanel').textContent).toBe('activity')
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(screen.getByRole('tabpanel').textContent).toBe('tokens')
  })

  it('right-to-left, ArrowLeft moves to the next tab and ArrowRight to the previous one', () => {
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    )
    const first = screen.getByRole('tab', { name: 'Tokens' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel').textContent).toBe('tokens')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel').textContent).toBe('activity')
  })
})
