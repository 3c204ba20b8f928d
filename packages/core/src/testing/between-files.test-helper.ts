import { afterAll, vi } from 'vitest'

// The files of a worker share one module graph (isolate: false), so each file leaves the worker as
// it found it: the code its tests set downloading is in before the next file starts (a load landing
// later fails that file's test), its global stubs, fake timers and spies are undone.
afterAll(async () => {
  await vi.dynamicImportSettled()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
