import type { AppKitEvent } from '@portico/core'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'

/**
 * The latest event the instance emitted (MODAL_OPEN, CONNECT_SUCCESS, ...), undefined before any.
 *
 * @example
 * ```tsx
 * import { useAppKitEvents } from '@portico/ui-react'
 *
 * function LastEvent() {
 *   const event = useAppKitEvents()
 *   return <p>{event ? event.data.event : 'nothing yet'}</p>
 * }
 * ```
 */
export function useAppKitEvents(): AppKitEvent | undefined {
  const kit = useAppKitInstance()
  const [event, setEvent] = useState<AppKitEvent | undefined>(undefined)
  useEffect(() => kit.watchEvents(setEvent), [kit])
  return event
}
