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

/**
 * The app's wagmi config as the @wagmi/core 2 actions of this package use it, once its shape is
 * checked: the chains, connectors and state, the store's functions and the `_internal` parts
 * `wagmi-internals.ts` uses. Anything else is refused with a `ValidationError` naming the option.
 */
export function asWagmiConfig(value: WagmiConfigLike): Config {
  // Read as a partial config: every member is checked before the value is used as one.
  const config = value as unknown as Partial<Config> | null | undefined
  const internal = config?._internal
  const functions = [
    config?.setState,
    config?.subscribe,
    config?.getClient,
    internal?.connectors?.setup,
    internal?.connectors?.setState,
    internal?.events?.change,
    internal?.events?.connect,
    internal?.events?.disconnect,
  ]
  if (
    !config?.chains?.length ||
    !Array.isArray(config.connectors) ||
    !(config.state?.connections instanceof Map) ||
    functions.some((part) => typeof part !== 'function')
  )
    throw new ValidationError('Invalid input', {
      details: "evmAdapter: `wagmiConfig` is not a config made by wagmi's createConfig",
    })
  return config as Config
}
