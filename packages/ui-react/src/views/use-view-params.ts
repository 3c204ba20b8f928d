import { type AppKitSnapshot, type ViewName, type ViewParams, viewParamsOf } from '@portico/core'
import { useCallback } from 'react'
import { useSnapshot } from '../context/app-kit-context.js'

/**
 * A view's route data, as core's router parsed it when the view was pushed (`ViewParams[view]`);
 * `undefined` when the router is not on `view` (a view leaving the screen never reads the next
 * one's data). Views read their data here and never parse it themselves.
 *
 * @example
 * const side = useViewParams('SwapSelectToken')?.side ?? 'source'
 */
export function useViewParams<V extends ViewName>(view: V): ViewParams[V] | undefined {
  const select = useCallback((s: AppKitSnapshot) => viewParamsOf(s.router, view), [view])
  return useSnapshot(select)
}
