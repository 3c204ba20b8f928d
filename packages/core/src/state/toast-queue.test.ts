import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../lifecycle/clock.js'
import type { Toast } from '../types/ui.js'
import {
  createToastQueue,
  TOAST_AUTO_CLOSE_MS,
  TOAST_SWAP_DELAY_MS,
  toastAutoCloses,
} from './toast-queue.js'

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

  it('closes itself after 2.5 s unless it is a loading toast or asks not to', () => {
    expect(toastAutoCloses({ message: 'm', variant: 'success' })).toBe(true)
    expect(toastAutoCloses({ message: 'm', variant: 'loading' })).toBe(false)
    expect(toastAutoCloses({ message: 'm', variant: 'error', autoClose: false })).toBe(false)
    expect(toastAutoCloses({ message: 'm', variant: 'loading', autoClose: true })).toBe(true)
    const { q, current } = queue()
    q.show(first)
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1)
    expect(current()).toBe(first)
    vi.advanceTimersByTime(1)
    expect(current()).toBeUndefined()
    q.show(third)
    vi.advanceTimersByTime(60_000)
    expect(current()).toBe(third)
  })
  it('the auto-close timer of a replaced toast does not close its successor', () => {
    const { q, current } = queue()
    q.show(first)
    vi.advanceTimersByTime(2_000)
    q.show(second)
    vi.advanceTimersByTime(150 + 600)
    expect(current()).toBe(second)
  })
})
