import { ValidationError } from '@portico/core'
import type { Config } from '@wagmi/core'

/**
 * What `evmAdapter({ wagmiConfig })` takes: a config made by `createConfig` of `@wagmi/core` 2.x
 * or 3.x (`wagmi` 3's `createConfig` is the latter). It is typed by the members both majors share
 * because their connector types differ by a field the adapter never reads (3.x connectors get
 * `providers`); the rest of the shape is checked when an adapter instance takes the config.
 */
export interface WagmiConfigLike {
  readonly chains: readonly { readonly id: number }[]
  readonly connectors: readonly { readonly id: string; readonly uid: string }[]
  readonly state: {
    readonly chainId: number
    readonly current: string | null
    readonly connections: ReadonlyMap<string, unknown>
    readonly status: string
  }
  // Parameters typed `never` so that any wagmi major's generic signatures are accepted.
  setState(...args: never[]): unknown
  subscribe(...args: never[]): unknown
  getClient(...args: never[]): unknown
  readonly _internal: object
}

const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function'
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The app's wagmi config as the @wagmi/core 2 actions of this package use it, once its shape is
 * checked: the state, the store's functions and the `_internal` parts `wagmi-internals.ts` uses.
 * Anything else is refused with a `ValidationError` naming the option.
 */
export function asWagmiConfig(value: WagmiConfigLike): Config {
  const candidate: unknown = value
  const internal = isObject(candidate) ? candidate._internal : undefined
  const connectors = isObject(internal) ? internal.connectors : undefined
  const events = isObject(internal) ? internal.events : undefined
  const state = isObject(candidate) ? candidate.state : undefined
  const ok =
    isObject(candidate) &&
    Array.isArray(candidate.chains) &&
    candidate.chains.length > 0 &&
    Array.isArray(candidate.connectors) &&
    isObject(state) &&
    state.connections instanceof Map &&
    isFunction(candidate.setState) &&
    isFunction(candidate.subscribe) &&
    isFunction(candidate.getClient) &&
    isObject(connectors) &&
    isFunction(connectors.setup) &&
    isFunction(connectors.setState) &&
    isObject(events) &&
    isFunction(events.change) &&
    isFunction(events.connect) &&
    isFunction(events.disconnect)
  if (!ok)
    throw new ValidationError('Invalid input', {
      details: "evmAdapter: `wagmiConfig` is not a config made by wagmi's createConfig",
    })
  // Checked above; the 2.x and 3.x configs share this state and these internals.
  return candidate as unknown as Config
}
