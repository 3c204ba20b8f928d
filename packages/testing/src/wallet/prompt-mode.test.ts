import { expect, it } from 'vitest'
import { promptMode } from './prompt-mode.js'

it('a mode set once answers one prompt, then the mode from before returns', () => {
  const mode = promptMode<'approve' | 'reject' | 'hang'>('approve')
  mode.set('reject', { once: true })
  expect(mode.current).toBe('reject')
  expect(mode.take()).toBe('reject')
  expect(mode.take()).toBe('approve')
})

it('two once-modes in a row still return to the mode set for good', () => {
  const mode = promptMode<'approve' | 'reject' | 'hang'>('hang')
  mode.set('reject', { once: true })
  mode.set('approve', { once: true })
  expect(mode.take()).toBe('approve')
  expect(mode.take()).toBe('hang')
})

it('a plain set lasts and cancels a pending once', () => {
  const mode = promptMode<'approve' | 'reject' | 'hang'>('approve')
  mode.set('reject', { once: true })
  mode.set('hang')
  expect([mode.take(), mode.take()]).toEqual(['hang', 'hang'])
})
