import {
  type AppKit,
  type AppKitOptions,
  createAppKit as createHeadlessAppKit,
} from '@portico/core'
import { rememberInitialSnapshot } from '../context/initial-snapshot.js'

/**
 * Creates one Portico instance for a React app: core's `createAppKit` (which also wires the data
 * API over `apiUrl`, downloaded on first use), with its first snapshot remembered so server
 * rendering and hydration agree. Pass the instance to `<AppKitProvider instance={...}>`. Each call
 * makes a new, independent instance.
 *
 * @example
 * const kit = createAppKit({
 *   adapters: [evmAdapter({ networks: [mainnet], walletConnect: { projectId } })],
 *   networks: [mainnet],
 *   projectId,
 *   apiUrl: 'https://api.example.com',
 * })
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const kit = createHeadlessAppKit(options)
  // Before any async restore: what the server rendered from, so hydration matches (no flicker).
  rememberInitialSnapshot(kit)
  return kit
}
