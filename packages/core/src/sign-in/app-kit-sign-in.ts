/** Sign-in (SIWX, SPEC §4) of the active account. A part of `AppKit`. */
export interface AppKitSignIn {
  /**
   * SPEC §4 sign-in of the active account: the `siwx` config writes the message, the wallet signs
   * it (ConnectingSiwe meanwhile), the config records the session (the server verifies it). On
   * failure the kit disconnects, resets to Connect, toasts (SPEC §8) and rethrows. Throws
   * "SIWX is not enabled" without `siwx`, "No ActiveCaipAddress found" when nothing is connected.
   */
  signIn(): Promise<void>
  /** SPEC §2 Cancel on the sign views: disconnects when sign-in is required, else closes. */
  cancelSignIn(): Promise<void>
}
