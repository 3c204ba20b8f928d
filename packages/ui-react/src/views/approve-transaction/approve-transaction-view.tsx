import type { AppKitSnapshot } from '@portico/core'
import { Button } from '../../components/button.js'
import { WarningIcon } from '../../components/icons.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { useWalletViewsCss } from '../../components/wallet-views-css.js'
import { useAppKitInstance, useSnapshot } from '../../context/app-kit-context.js'
import { approveTransactionMessages } from '../../i18n/en/approve-transaction.js'
import { useMessages } from '../../i18n/use-messages.js'
import { methodLabel } from './method-label.js'

const selectApproval = (s: AppKitSnapshot) => ({
  stack: s.transactionStack,
  notAllowed: s.actionNotAllowed,
})

/**
 * ApproveTransaction: the pending requests that need the wallet's approval (core's transaction
 * stack, newest last) with their methods; "Action not allowed" when core refused a method
 * (SPEC §8).
 */
export default function ApproveTransactionView() {
  useWalletViewsCss()
  const kit = useAppKitInstance()
  const t = useMessages(approveTransactionMessages)
  const { stack, notAllowed } = useSnapshot(selectApproval)

  if (notAllowed) {
    return (
      <div className="portico-center" role="alert">
        <span className="portico-error-box">
          <WarningIcon />
        </span>
        <Text tone="error" className="portico-strong">
          {t('actionNotAllowed')}
        </Text>
        <Text tone="secondary" size="small">
          {t('notAllowedExplain')}
        </Text>
        <Button variant="secondary" onClick={() => kit.close()}>
          {t('close')}
        </Button>
      </div>
    )
  }

  const count = stack.length
  return (
    <div className="portico-stack">
      <div className="portico-center">
        <Spinner label={t('waiting')} size={32} />
        <Text className="portico-strong">{t('approveInWallet')}</Text>
        <Text tone="secondary" size="small">
          {t('waitingCount', { count })}
        </Text>
      </div>
      {count > 0 ? (
        <ol className="portico-list" aria-label={t('ariaPending')}>
          {stack.map((entry) => (
            <li key={entry.id} className="portico-token">
              <span className="portico-token-main">
                <span className="portico-strong">{methodLabel(entry.method, t)}</span>
                <code className="portico-muted">{entry.method}</code>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
