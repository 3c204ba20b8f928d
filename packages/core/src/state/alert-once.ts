import type { AppKitAlert } from '../app-kit/app-kit-types.js'

/** Remembers which alerts an instance showed; `admit` says whether one may show now. */
export interface AlertOnce {
  /** True the first time this alert (same short and long message) is offered, false after. */
  admit(alert: AppKitAlert): boolean
}

/**
 * SPEC §8 alerts: the same alert is shown once per instance, so a misconfiguration reported on
 * every request does not stack the same message again and again.
 *
 * @example
 * const once = createAlertOnce()
 * if (once.admit(alert)) show(alert)
 */
export function createAlertOnce(): AlertOnce {
  const shown = new Set<string>()
  return {
    admit(alert) {
      const key = `${alert.shortMessage}\n${alert.longMessage}`
      if (shown.has(key)) return false
      shown.add(key)
      return true
    },
  }
}
