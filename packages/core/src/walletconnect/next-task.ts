interface YieldingScheduler {
  yield(): Promise<void>
}

/**
 * Resolves in a later task of the event loop, so work awaiting it leaves the current task: the
 * browser can paint and take input in between. `scheduler.yield()` where there is one (it resumes
 * ahead of other queued work), else a message through a `MessageChannel` (no 4 ms clamp, unlike
 * nested timers).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(undefined)
  })
}
