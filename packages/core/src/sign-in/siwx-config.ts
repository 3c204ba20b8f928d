import { BaseError } from '../errors/base-error.js'
import type { SiwxConfig } from '../types/siwx.js'

/**
 * The `siwx` option is not a sign-in config (e.g. the `@portico/siwx` module itself, a factory
 * that was not called, or a hand-made object missing a method). Thrown by `createAppKit` so a
 * misconfigured sign-in fails at start instead of silently never asking anyone to sign.
 */
export class InvalidSiwxConfigError extends BaseError {
  override name = 'InvalidSiwxConfigError'
  constructor(details: string) {
    super('Invalid `siwx` option', { details })
  }
}

const METHODS = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const satisfies readonly (keyof SiwxConfig)[]

/**
 * The `siwx` option checked at run time (it may come from plain JavaScript): `undefined` when
 * sign-in is off, the config when every method of core's `SiwxConfig` is there, else a thrown
 * `InvalidSiwxConfigError` naming what is wrong.
 *
 * @example
 * checkSiwxConfig(createLocalSiwx()) // the config
 * checkSiwxConfig(createLocalSiwx)   // throws: a function, not a config (call it)
 */
export function checkSiwxConfig(value: unknown): SiwxConfig | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'function')
    throw new InvalidSiwxConfigError('Got a function: call it (`siwx: createServerSiwx({ url })`).')
  if (typeof value !== 'object' || value === null)
    throw new InvalidSiwxConfigError(`Expected a sign-in config object, got ${String(value)}.`)
  const config = value as Record<string, unknown>
  const missing = METHODS.filter((method) => typeof config[method] !== 'function')
  if (missing.length > 0)
    throw new InvalidSiwxConfigError(`Missing method(s): ${missing.join(', ')}.`)
  if (config.getRequired !== undefined && typeof config.getRequired !== 'function')
    throw new InvalidSiwxConfigError('"getRequired" must be a function.')
  if (config.signOutOnDisconnect !== undefined && typeof config.signOutOnDisconnect !== 'boolean')
    throw new InvalidSiwxConfigError('"signOutOnDisconnect" must be a boolean.')
  return value as SiwxConfig
}
