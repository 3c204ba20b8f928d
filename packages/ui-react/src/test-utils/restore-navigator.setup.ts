import { afterAll, beforeAll } from 'vitest'

// The files of a worker share one module graph and one DOM window (isolate: false). Some tests
// define their own `navigator` fields (the browser's languages, user agent, a clipboard that
// records writes); each file ends with the navigator it started with, so the next file in the
// worker sees the window's own.
// (Files in Node's environment have no navigator.)
let before: PropertyDescriptorMap = {}

beforeAll(() => {
  if (typeof navigator !== 'undefined') before = Object.getOwnPropertyDescriptors(navigator)
})

afterAll(() => {
  if (typeof navigator === 'undefined') return
  for (const key of Reflect.ownKeys(navigator)) {
    if (!(key in before)) Reflect.deleteProperty(navigator, key)
  }
  for (const [key, descriptor] of Object.entries(before)) {
    if (descriptor.configurable) Object.defineProperty(navigator, key, descriptor)
  }
})
