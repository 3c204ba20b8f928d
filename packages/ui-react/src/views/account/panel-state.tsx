import type { ReactNode } from 'react'
import { Button } from '../../components/button.js'
import { RetryIcon } from '../../components/icons.js'
import { Spinner } from '../../components/spinner.js'
import { Text } from '../../components/text.js'
import { accountMessages } from '../../i18n/en/account.js'
import { useMessages } from '../../i18n/use-messages.js'

/** A tab panel's loading state: an announced spinner. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="portico-panel-state">
      <Spinner label={label} />
    </div>
  )
}

/** A tab panel's empty state. */
export function PanelEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="portico-panel-state">
      <Text className="portico-strong">{title}</Text>
      {children ? (
        <Text tone="secondary" size="small">
          {children}
        </Text>
      ) : null}
    </div>
  )
}

/** A tab panel's error state with a retry button. */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(accountMessages)
  return (
    <div className="portico-panel-state" role="alert">
      <Text tone="error" className="portico-strong">
        {message}
      </Text>
      <Button variant="secondary" onClick={onRetry}>
        <RetryIcon />
        {t('tryAgain')}
      </Button>
    </div>
  )
}
