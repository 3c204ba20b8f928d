import type { Clock } from '../app-kit/clock.js'
import type { Toast } from '../types/ui.js'

/** SPEC §4/§9: a toast arriving while another is open closes it and shows 150 ms later. */
export const TOAST_SWAP_DELAY_MS = 150

export interface ToastQueue {
  show(toast: Toast): void
  dismiss(): void
  destroy(): void
}

/**
 * One toast at a time. `read`/`write` are the instance's toast slot; timers come from `clock`.
 * A toast that arrives during the 150 ms gap replaces the one waiting.
 */
export function createToastQueue(params: {
  clock: Clock
  read(): Toast | undefined
  write(toast: Toast | undefined): void
}): ToastQueue {
  const { clock, read, write } = params
  let pending: unknown

  const cancelPending = () => {
    if (pending !== undefined) clock.clearTimeout(pending)
    pending = undefined
  }

  return {
    show(toast) {
      const open = read() !== undefined
      if (!open && pending === undefined) {
        write(toast)
        return
      }
      cancelPending()
      write(undefined)
      pending = clock.setTimeout(() => {
        pending = undefined
        write(toast)
      }, TOAST_SWAP_DELAY_MS)
    },
    dismiss() {
      cancelPending()
      write(undefined)
    },
    destroy: cancelPending,
  }
}
