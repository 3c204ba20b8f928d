/** Extra facts an error can carry besides its fixed short message. */
export interface BaseErrorParameters {
  /** The error this one wraps (kept as `cause`, reachable through `walk`). */
  cause?: unknown
  /** Free text about what happened (e.g. a wallet's own message). Never part of `message`. */
  details?: string
  /** Extra lines a developer may want to see (e.g. the request that failed). */
  metaMessages?: string[]
}

/**
 * Root of every error Portico throws.
 *
 * Unlike viem, `message` is exactly `shortMessage` (the text of SPEC §8), so UIs and tests can
 * match the spec's wording; `details` and `metaMessages` stay separate fields and are joined only
 * by {@link BaseError.describe}.
 *
 * @example
 * try { await kit.switchNetwork(net) } catch (e) {
 *   if (e instanceof BaseError) console.log(e.shortMessage, e.walk())
 * }
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  override readonly cause: unknown

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage)
    this.shortMessage = shortMessage
    this.cause = parameters.cause
    this.metaMessages = parameters.metaMessages
    this.details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
  }

  /** A multi-line text for logs: the short message, meta messages and details. */
  describe(): string {
    return [
      this.shortMessage,
      ...(this.metaMessages ?? []),
      ...(this.details ? [`Details: ${this.details}`] : []),
    ].join('\n')
  }

  /**
   * Walks the `cause` chain. Without `fn`, returns the deepest error; with `fn`, returns the first
   * error (this one included) for which `fn` is true, or `null`.
   *
   * @example
   * const rejected = error.walk((e) => e instanceof UserRejectedRequestError)
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walkCause(this, fn)
  }
}

function walkCause(error: unknown, fn: ((error: unknown) => boolean) | undefined): unknown {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (true) {
    if (fn?.(current)) return current
    seen.add(current)
    const next =
      current !== null && typeof current === 'object' && 'cause' in current
        ? (current as { cause: unknown }).cause
        : undefined
    if (next === undefined || next === null || seen.has(next)) return fn ? null : current
    current = next
  }
}
