import { afterAll, beforeAll, vi } from 'vitest'

// The files of a worker share one module graph and one DOM window (isolate: false), so each file
// leaves the worker as it found it:
// - the code a test set downloading (a click that opened the modal, a view's chunk) is in before
//   the file's environment is torn down; a load landing after that fails the next file's test;
// - `navigator` has its own fields again: some tests define theirs (the browser's languages, the
//   user agent, a clipboard that records writes);
// - fake timers, global stubs and spies are undone.
// (Files in Node's environment have no navigator.)
let before: PropertyDescriptorMap = {}

beforeAll(() => {
  if (typeof navigator !== 'undefined') before = Object.getOwnPropertyDescriptors(navigator)
})

afterAll(async () => {
  await vi.dynamicImportSettled()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  if (typeof navigator === 'undefined') return
  for (const key of Reflect.ownKeys(navigator)) {
    if (!(key in before)) Reflect.deleteProperty(navigator, key)
  }
  for (const [key, descriptor] of Object.entries(before)) {
    if (descriptor.configurable) Object.defineProperty(navigator, key, descriptor)
  }
})
