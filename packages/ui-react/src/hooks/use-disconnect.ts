import type { ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../context/app-kit-context.js'

/** Disconnect the active namespace (or `namespace`); SPEC §4 rules apply in core. */
export function useDisconnect(): {
  disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void>
} {
  const kit = useAppKitInstance()
  return useMemo(() => ({ disconnect: (options) => kit.disconnect(options) }), [kit])
}
