import type { AppKitEvent } from '@portico/core'
import { useEffect, useState } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'

/** The latest event the instance emitted (MODAL_OPEN, CONNECT_SUCCESS, ...), undefined before any. */
export function useAppKitEvents(): AppKitEvent | undefined {
  const kit = useAppKitInstance()
  const [event, setEvent] = useState<AppKitEvent | undefined>(undefined)
  useEffect(() => kit.watchEvents(setEvent), [kit])
  return event
}
