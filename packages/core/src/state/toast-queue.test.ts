import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../app-kit/clock.js'
import type { Toast } from '../types/ui.js'
import { createToastQueue, TOAST_SWAP_DELAY_MS } from './toast-queue.js'

function queue() {
  let current: Toast | undefined
  const q = createToastQueue({
    clock: systemClock,
    read: () => current,
    write: (t) => {
      current = t
    },
  })
  return { q, current: () => current }
}
const first: Toast = { message: 'first', variant: 'success' }
const second: Toast = { message: 'second', variant: 'error' }
const third: Toast = { message: 'third', variant: 'loading' }

describe('toasts (SPEC §4/§9: one at a time, next after 150 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a toast at once when none is open', () => {
    const { q, current } = queue()
    q.show(first)
    expect(current()).toBe(first)
  })
  it('a toast arriving while another is open closes it; the new one shows after 150 ms', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
    const { q, current } = queue()
    q.show(first)
    q.show(second)
    expect(current()).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(current()).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(current()).toBe(second)
  })
  it('a toast arriving during the gap replaces the waiting one', () => {
    const { q, current } = queue()
    q.show(first)
    q.show(second)
    vi.advanceTimersByTime(100)
    q.show(third)
    vi.advanceTimersByTime(150)
    expect(current()).toBe(third)
  })
  it('dismiss closes the toast and cancels a waiting one', () => {
    const { q, current } = queue()
    q.show(first)
    q.show(second)
    q.dismiss()
    vi.advanceTimersByTime(1_000)
    expect(current()).toBeUndefined()
  })
})
