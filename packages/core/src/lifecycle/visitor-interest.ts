/** The visitor's first sign of interest in connecting; see {@link createVisitorInterest}. */
export interface VisitorInterest {
  /**
   * Marks the interest (a hover, focus or touch of a kit button, the open, a connect). Returns
   * the setups that waited for it (resolving once done, never rejecting), or `undefined` when
   * none did, so a caller with nothing to wait for goes on in the same turn. Idempotent.
   */
  show(): Promise<void> | undefined
  /** The start-up hands over the setups that wait for the interest (run at once if it was shown). */
  whenShown(setUp: () => Promise<void>): void
}

/**
 * The moment the visitor first points at the kit. The start-up leaves the setups of adapters
 * whose code is large (`setupOnInterest`) and that have nothing to restore to it, so a visitor
 * who never points at the kit never downloads that code.
 */
export function createVisitorInterest(): VisitorInterest {
  let shown = false
  let waiting: (() => Promise<void>) | undefined
  let done: Promise<void> | undefined
  const run = (): Promise<void> | undefined => {
    if (shown && waiting) done ??= waiting()
    return done
  }
  return {
    show() {
      shown = true
      return run()
    },
    whenShown(setUp) {
      waiting = setUp
      void run()
    },
  }
}
