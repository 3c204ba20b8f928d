import { swapFlowOf } from '@portico/core'
import { truncateAddress } from '@portico/core/internal'
import { Button } from '../../components/button.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance } from '../../context/app-kit-context.js'
import { swapMessages } from '../../i18n/en/swap.js'
import { useMessages } from '../../i18n/use-messages.js'
import { useActiveAccount } from '../account/use-active-account.js'
import { SwapSummary } from './swap-summary.js'
import { useSwapState } from './use-swap-state.js'

/**
 * SwapPreview: what is sold and received, price impact, provider and network fees, the minimum
 * received after slippage; then the approval (a first wallet request, when the allowance is
 * short) and the swap. Success shows "Transaction started" with the hash; a rejection or failure
 * shows core's text ("Signature declined", "Something went wrong").
 */
export default function SwapPreviewView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(swapMessages)
  const { network } = useActiveAccount()
  const swap = swapFlowOf(kit)
  const state = useSwapState(swap)
  const { source, target, quote, status, error } = state

  if (status === 'success') {
    return (
      <div className="portico-stack">
        <div className="portico-center">
          <p className="portico-balance" role="status">
            {t('transactionStarted')}
          </p>
          {state.hash ? (
            <Text tone="secondary" size="small">
              {t('swapSent', { hash: truncateAddress(state.hash) })}
            </Text>
          ) : null}
        </div>
        <Button
          onClick={() => {
            swap.reset()
            kit.replace('Account')
          }}
        >
          {t('done')}
        </Button>
      </div>
    )
  }
  if (!source || !target || !quote) {
    return (
      <div className="portico-center">
        <Text tone="secondary">{t('nothingToSwap')}</Text>
        <Button variant="secondary" onClick={() => kit.replace('Swap')}>
          {t('backToSwap')}
        </Button>
      </div>
    )
  }
  const busy = status === 'approving' || status === 'swapping'
  const label =
    status === 'approving'
      ? t('approving')
      : status === 'swapping'
        ? t('swapping')
        : status === 'failed'
          ? t('tryAgain')
          : state.needsApproval
            ? t('approveAndSwap', { symbol: source.symbol })
            : t('swap')
  return (
    <div className="portico-stack">
      <SwapSummary state={state} network={network} />
      {state.needsApproval && !busy ? (
        <p className="portico-warning" style={{ margin: 0 }}>
          {t('approvalExplain', { symbol: source.symbol })}
        </p>
      ) : null}
      {error ? (
        <p className="portico-error-box" role="alert" style={{ margin: 0 }}>
          {error}
        </p>
      ) : null}
      <div className="portico-button-row">
        <Button variant="secondary" onClick={() => kit.goBack()} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void swap.swap()} loading={busy}>
          {label}
        </Button>
      </div>
    </div>
  )
}
