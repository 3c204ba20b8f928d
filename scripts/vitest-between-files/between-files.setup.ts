import { afterAll, vi } from 'vitest'

// For the projects whose files share one module graph per worker (isolate: false): each file
// leaves the worker as it found it. The code its tests set downloading is in before the next file
// starts (a load landing after the file's environment is gone fails the next file's test); its
// fake timers, global stubs and spies are undone.
afterAll(async () => {
  await vi.dynamicImportSettled()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
