import type { AccountState, SendDraft } from '@portico/core'
import { hasInsufficientGas } from '@portico/core/internal'

/**
 * SPEC §5 insufficient gas (core's rule) for the draft, judged only once the network balance in
 * USD is known, so a missing price never blocks a send.
 */
export function insufficientGas(draft: SendDraft, account: AccountState | undefined): boolean {
  if (draft.networkBalanceInUSD === undefined) return false
  const accountType = account?.allAccounts.find((entry) => entry.address === account.address)?.type
  return hasInsufficientGas({
    nativeBalanceInUsd: draft.networkBalanceInUSD,
    gasPriceInUsd: draft.gasPriceInUSD,
    accountType,
  })
}
