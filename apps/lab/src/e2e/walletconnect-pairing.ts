import type { Locator, Page } from 'playwright-core'

// The lab's `/wallet/` page as the user of a WalletConnect wallet drives it: paste the dapp's
// pairing link, pair, and approve the proposal that arrives over the relay.

/** Waits until the `/wallet/` page's client is up on the relay. */
export const walletReady = (wallet: Page): Promise<void> =>
  wallet.getByTestId('wallet-status').filter({ hasText: 'ready' }).waitFor({ timeout: 60_000 })

/**
 * Pastes `uri` into the `/wallet/` page and pairs; returns the dapp's proposal once it arrived (to
 * read before approving it).
 */
export async function pairInWallet(wallet: Page, uri: string): Promise<Locator> {
  await walletReady(wallet)
  await wallet.getByLabel(/WalletConnect URI/).fill(uri)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  const proposal = wallet.getByRole('article', { name: /Proposal from Portico lab/ })
  await proposal.waitFor({ timeout: 30_000 })
  return proposal
}

/** Approves a proposal `pairInWallet` returned (the wallet page offers every account it holds). */
export const approveProposal = (proposal: Locator): Promise<void> =>
  proposal.getByRole('button', { name: 'Approve session' }).click()
