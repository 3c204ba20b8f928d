/** The visitor's first sign of interest in connecting; see {@link createVisitorInterest}. */
export interface VisitorInterest {
  /** Resolves once, at the first {@link VisitorInterest.show}; never rejects. */
  readonly shown: Promise<void>
  /** Marks the interest (a hover, focus or touch of a kit button, the open, a connect). Idempotent. */
  show(): void
}

/**
 * The moment the visitor first points at the kit. Adapters whose code is large and that have no
 * saved connection to restore wait for it before downloading that code (their context's
 * `interest`), so a page whose visitor never points at the kit never fetches it.
 */
export function createVisitorInterest(): VisitorInterest {
  let resolve!: () => void
  const shown = new Promise<void>((done) => {
    resolve = done
  })
  return { shown, show: () => resolve() }
}
