import type { Clock } from '../lifecycle/clock.js'
import type { Toast } from '../types/ui.js'

/** SPEC §4/§9: a toast arriving while another is open closes it and shows 150 ms later. */
export const TOAST_SWAP_DELAY_MS = 150

/**
 * How long an auto-closing toast stays. The spec gives no figure; this is Portico's choice.
 * Loading toasts stay until replaced or dismissed unless they ask for `autoClose: true`.
 */
export const TOAST_AUTO_CLOSE_MS = 2_500

export interface ToastQueue {
  show(toast: Toast): void
  dismiss(): void
  destroy(): void
}

/**
 * Whether `toast` closes itself: `autoClose` when given, else every variant but `loading`.
 *
 * @example
 * toastAutoCloses({ message: 'Authenticating...', variant: 'loading' }) // false
 */
export function toastAutoCloses(toast: Toast): boolean {
  return toast.autoClose ?? toast.variant !== 'loading'
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
  let closing: unknown

  const cancel = () => {
    if (pending !== undefined) clock.clearTimeout(pending)
    if (closing !== undefined) clock.clearTimeout(closing)
    pending = undefined
    closing = undefined
  }

  const display = (toast: Toast) => {
    write(toast)
    if (!toastAutoCloses(toast)) return
    closing = clock.setTimeout(() => {
      closing = undefined
      if (read() === toast) write(undefined)
    }, TOAST_AUTO_CLOSE_MS)
  }

  return {
    show(toast) {
      const open = read() !== undefined
      const waiting = pending !== undefined
      cancel()
      if (!open && !waiting) {
        display(toast)
        return
      }
      write(undefined)
      pending = clock.setTimeout(() => {
        pending = undefined
        display(toast)
      }, TOAST_SWAP_DELAY_MS)
    },
    dismiss() {
      cancel()
      write(undefined)
    },
    destroy: cancel,
  }
}
