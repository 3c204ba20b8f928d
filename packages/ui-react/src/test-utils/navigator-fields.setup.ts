import { afterAll, beforeAll } from 'vitest'

// The files of a worker share one DOM window (isolate: false; the rest of what a file leaves
// behind is undone by scripts/vitest-between-files): some tests define their own `navigator`
// fields (the browser's languages, the user agent, a clipboard that records writes), so each file
// ends with the navigator's own fields again. (Files in Node's environment have no navigator.)
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
