import type { AppKit } from '@portico/core'
import { followConnection } from '@portico/core/internal'
import { useEffect } from 'react'

/**
 * Keeps the inline host on a view that fits the connection, by core's rule (`followConnection`:
 * open at the start view, then Account or Connect as the connection comes and goes) for as long
 * as the host is mounted.
 */
export function useFollowConnection(kit: AppKit): void {
  useEffect(() => followConnection(kit), [kit])
}
