import type { KitStorage } from './kit-storage.js'

/** Where storage problems are reported (never thrown into the host page). */
export interface StorageLogger {
  warn(message: string, context?: Record<string, unknown>): void
}

/** The default logger: `console.warn`, looked up at call time. */
export const consoleStorageLogger: StorageLogger = {
  warn: (message, context) => globalThis.console?.warn(message, context ?? {}),
}

/**
 * One persisted value: its key, the version of its shape and a guard. Stored as JSON
 * `{ "v": version, "value": ... }`.
 */
export interface StorageItem<T> {
  readonly key: string
  readonly version: number
  readonly validate: (value: unknown) => value is T
}

/**
 * Declares a typed, versioned storage item.
 *
 * @example
 * const theme = defineStorageItem('@portico/theme', 1, (v): v is 'dark' | 'light' => v === 'dark' || v === 'light')
 */
export function defineStorageItem<T>(
  key: string,
  version: number,
  validate: (value: unknown) => value is T,
): StorageItem<T> {
  return { key, version, validate }
}

function drop(storage: KitStorage, key: string, logger: StorageLogger, reason: string): undefined {
  logger.warn(`[portico] dropped stored item "${key}": ${reason}`, { key, reason })
  try {
    storage.removeItem(key)
  } catch {
    // A storage that cannot even remove is already unusable; the value is ignored anyway.
  }
  return undefined
}

/**
 * Reads an item. A missing value gives `undefined`; a corrupted, foreign or wrong-version value is
 * removed with a warning and also gives `undefined`. Never throws.
 */
export function readStorageItem<T>(
  storage: KitStorage,
  item: StorageItem<T>,
  logger: StorageLogger = consoleStorageLogger,
): T | undefined {
  let raw: string | null
  try {
    raw = storage.getItem(item.key)
  } catch {
    return undefined
  }
  if (raw === null || raw === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return drop(storage, item.key, logger, 'not JSON')
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || !('v' in parsed)) {
    return drop(storage, item.key, logger, 'not a Portico value')
  }
  const envelope = parsed as { v: unknown; value?: unknown }
  if (envelope.v !== item.version) {
    return drop(storage, item.key, logger, `version ${String(envelope.v)} is not ${item.version}`)
  }
  if (!item.validate(envelope.value)) return drop(storage, item.key, logger, 'invalid value')
  return envelope.value
}

/** Writes an item (`undefined` removes it). Storage failures are reported, never thrown. */
export function writeStorageItem<T>(
  storage: KitStorage,
  item: StorageItem<T>,
  value: T | undefined,
  logger: StorageLogger = consoleStorageLogger,
): void {
  try {
    if (value === undefined) storage.removeItem(item.key)
    else storage.setItem(item.key, JSON.stringify({ v: item.version, value }))
  } catch (error) {
    logger.warn(`[portico] could not write stored item "${item.key}"`, { key: item.key, error })
  }
}
