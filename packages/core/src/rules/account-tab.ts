/** The Account view's tabs (SPEC §2: 0 Tokens, 1 NFTs, 2 Activity). */
export const ACCOUNT_TAB_COUNT = 3

/**
 * Whether `tab` names one of the account view's tabs; anything else is ignored by `setAccountTab`
 * so a stray value from the host can never select a tab that does not exist.
 *
 * @example
 * isAccountTab(1) // true
 * isAccountTab(3) // false
 */
export function isAccountTab(tab: unknown): tab is number {
  return Number.isInteger(tab) && (tab as number) >= 0 && (tab as number) < ACCOUNT_TAB_COUNT
}
