import type { Locator, Page } from 'playwright-core'
import { labPage } from './lab-driver.js'

// The lab's `/wallet/` page as the user of a WalletConnect wallet drives it: paste the dapp's
// pairing link, pair, and approve the proposal that arrives over the relay, then the requests; and
// what the dapp page shows once the wallet answered.

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

/** The dapp's request `method` (e.g. `solana_signMessage`) once it arrived at the `/wallet/` page. */
export async function walletRequest(wallet: Page, method: string): Promise<Locator> {
  const request = wallet.getByRole('article', { name: `Request ${method}` })
  await request.waitFor({ timeout: 30_000 })
  return request
}

/** Approves a request `walletRequest` returned (the wallet page's test wallet answers it). */
export const approveRequest = (request: Locator): Promise<void> =>
  request.getByRole('button', { name: 'Approve request' }).click()

/** The base58 Solana signature the lab page's "Sign message" shows once the wallet answered. */
export async function shownSolanaSignature(dapp: Page): Promise<string> {
  const result = labPage(dapp).actionResult.filter({
    hasText: /Sign message: ok: [1-9A-HJ-NP-Za-km-z]{80,90}/,
  })
  await result.waitFor({ timeout: 30_000 })
  return ((await result.textContent()) ?? '').split('ok: ')[1]?.trim() ?? ''
}
