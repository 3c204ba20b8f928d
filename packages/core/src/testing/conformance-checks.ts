// The conformance suite's own assertions and waits: core's testing entry imports no test runner,
// so a failed check is a thrown `AdapterConformanceError` that names what the adapter did wrong.

/** A conformance check that failed; the message says what the adapter did instead. */
export class AdapterConformanceError extends Error {
  override name = 'AdapterConformanceError'
}

/** Throws `AdapterConformanceError` with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AdapterConformanceError(message)
}

/** Waits `ms` of real time (the kit's clock is a manual one; the wallet and the chain are not). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms))
}

/** Resolves once `condition()` holds, polling in real time; fails with `message` after `ms`. */
export async function eventually(
  condition: () => boolean,
  message: () => string,
  ms = 5_000,
): Promise<void> {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new AdapterConformanceError(message())
    await pause(10)
  }
}

/** A promise's outcome as it is now, so a pending one can be told apart from a settled one. */
export interface Tracked<T> {
  readonly settled: boolean
  readonly value: T | undefined
  readonly error: unknown
  readonly failed: boolean
}

/** Follows `promise` without awaiting it (its rejection is handled here). */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const state: { settled: boolean; value: T | undefined; error: unknown; failed: boolean } = {
    settled: false,
    value: undefined,
    error: undefined,
    failed: false,
  }
  promise.then(
    (value) => {
      state.settled = true
      state.value = value
    },
    (error: unknown) => {
      state.settled = true
      state.failed = true
      state.error = error
    },
  )
  return state
}

/** A value for a failure message: an error by its name and message, anything else as JSON. */
export function describeValue(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
