/** How a test wallet answers a prompt: approve it, reject it (the user said no), or never answer. */
export type PromptAnswer = 'approve' | 'reject' | 'hang'

/** The options of every test wallet's `setMode`. */
export interface SetModeOptions {
  /** Only the next prompt gets this mode; later prompts get the mode from before. */
  once?: boolean
}

/** A test wallet's prompt mode: set from the test, taken by each prompt. */
export interface PromptMode<M extends string> {
  readonly current: M
  set(mode: M, options?: SetModeOptions): void
  /** The answer to one prompt; a mode set `once` ends with it. */
  take(): M
}

/** Shared by the four families' test wallets, so `setMode(mode, { once: true })` means one thing. */
export function promptMode<M extends string>(initial: M): PromptMode<M> {
  let current = initial
  // The mode to return to after the next prompt (set by a `once` mode).
  let after: M | undefined
  return {
    get current() {
      return current
    },
    set(mode, options) {
      after = options?.once ? (after ?? current) : undefined
      current = mode
    },
    take() {
      const answer = current
      if (after !== undefined) {
        current = after
        after = undefined
      }
      return answer
    },
  }
}
