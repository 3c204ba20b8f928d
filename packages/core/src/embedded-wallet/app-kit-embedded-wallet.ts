import type { ChainNamespace } from '../types/chain.js'
import type { EmbeddedWalletActions } from './embedded-wallet.js'

/** The embedded wallet (email, social and Farcaster logins through the wallet frame) and its views' flows. A part of `AppKit`. */
export interface AppKitEmbeddedWallet {
  /** The Farcaster sign-in URL shown by ConnectingFarcaster (cleared by Back without an address). */
  setFarcasterUrl(url: string | undefined, namespace?: ChainNamespace): void
  /** Email login throttle (SPEC §5): throws `EmailCooldownError` within 30 s of the last one, else records now. */
  beginEmailLogin(): void
  /** Email login and email update through the wallet frame (SPEC §4), loaded on first use. */
  readonly embeddedWallet: EmbeddedWalletActions
  /**
   * ConnectingFarcaster's flow (SPEC §4), which the kit starts when the view is shown: the frame's
   * Sign In With Farcaster link, kept as the account's `farcasterUrl`, then the wait while the user
   * approves in their Farcaster app; leaving the view withdraws the wait. State: `farcasterLogin`.
   * After a failed sign-in, this asks for a new link on a new relay channel.
   */
  retryFarcasterLogin(): Promise<void>
  /** Continue after the Farcaster sign-in: closes the modal if it still shows the view. */
  finishFarcasterLogin(): Promise<void>
  /**
   * The email views' flow (SPEC §4), which the kit starts when one is shown: the login or the
   * address update in the wallet frame's own card. Logged in, the modal closes; updated, back to
   * Account; Cancel in the card goes back; leaving the view withdraws the card. State:
   * `emailFrame`. After a failed step, this shows the frame's card again.
   */
  retryEmailFrame(): Promise<void>
}
