import { expect, it } from 'vitest'
import { DEBOUNCE_DEFAULT_MS, IMAGE_PRELOAD_GIVE_UP_MS } from './timing-constants.js'

it('SPEC §9: debounce default 500 ms, image preload gives up at 2 s', () => {
  expect(DEBOUNCE_DEFAULT_MS).toBe(500)
  expect(IMAGE_PRELOAD_GIVE_UP_MS).toBe(2000)
})
