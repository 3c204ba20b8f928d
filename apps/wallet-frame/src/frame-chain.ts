// The chain the frame signs on. The dapp picks it while the user has seen nothing on it: in the
// frame's URL, and at connect, where the kit's GET_USER (after a login or a page load) names the
// chain the dapp is on. Once the session has used a chain, only the user's Approve on the
// "Switch network" card moves it: a script on the dapp's page could otherwise move the frame to
// another chain just before a signing request.

export interface FrameChain {
  /** The chain the frame signs and reads on now. */
  current(): number
  /**
   * GET_USER's chain for a signed-in session: `asked` the first time (the connect aligns it),
   * the current chain after that whatever was asked.
   */
  connect(asked: number | undefined): number
  /** The signed-in session used the current chain (a request answered): asks no longer move it. */
  settle(): void
  /** The user approved a switch, or no one is signed in yet (SWITCH_NETWORK). */
  set(next: number): void
  /** Signed out: the next login's connect aligns the chain again. */
  release(): void
}

/**
 * @example
 * const chain = createFrameChain(Number(params.chainId ?? 1) || 1)
 * GET_USER: () => ({ ...user, chainId: chain.connect(payload.chainId) })
 */
export function createFrameChain(initial: number): FrameChain {
  let chainId = initial
  let settled = false
  return {
    current: () => chainId,
    connect(asked) {
      if (!settled && asked !== undefined) chainId = asked
      settled = true
      return chainId
    },
    settle() {
      settled = true
    },
    set(next) {
      chainId = next
    },
    release() {
      settled = false
    },
  }
}
