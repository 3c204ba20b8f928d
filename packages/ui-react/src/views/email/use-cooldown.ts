import { EMAIL_COOLDOWN_MS, emailCooldownSeconds } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../../context/app-kit-context.js'

/**
 * Whole seconds left of the 30 s email cooldown (SPEC §5/§9) since `sentAt` (the kit clock's
 * time of the last email login), counting down once a second on the kit's clock; 0 when a new
 * email may be sent.
 */
export function useCooldownSeconds(sentAt: number | undefined): number {
  const kit = useAppKitInstance()
  const clock = kit.clock
  const [now, setNow] = useState(() => clock.now())
  const seconds = emailCooldownSeconds(sentAt, now)

  useEffect(() => {
    if (sentAt === undefined) return
    const current = clock.now()
    if (current !== now) {
      setNow(current)
      return
    }
    if (emailCooldownSeconds(sentAt, current) === 0) return
    // Wake when the whole seconds left change (the text changes then), not on a fixed beat.
    const remaining = sentAt + EMAIL_COOLDOWN_MS - current
    const handle = clock.setTimeout(() => setNow(clock.now()), remaining % 1000 || 1000)
    return () => clock.clearTimeout(handle)
  }, [clock, sentAt, now])

  return seconds
}
