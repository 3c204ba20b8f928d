import type { ResolvedAuthConfig } from '../auth/auth-config.js'
import type { RouteFeature } from './route-table.js'

/** The route table's features this configuration turns on. */
export function routeFeatures(auth: ResolvedAuthConfig | undefined): ReadonlySet<RouteFeature> {
  const on = new Set<RouteFeature>()
  if (!auth) return on
  on.add('auth')
  if (auth.social) on.add('auth.social')
  if (auth.recoveryEscrowKey) on.add('auth.recoveryEscrow')
  return on
}
