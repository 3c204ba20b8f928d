import { Button } from '../../components/button.js'
import { RetryIcon } from '../../components/icons.js'
import { Text } from '../../components/text.js'
import { modalMessages } from '../../i18n/en/modal.js'
import { useMessages } from '../../i18n/use-messages.js'

export interface ErrorViewProps {
  /** Shown as text; defaults to a generic message. */
  message?: string | undefined
  onRetry: () => void
}

/** What the modal shows when a view throws or fails to load: the host page never crashes. */
export function ErrorView({ message, onRetry }: ErrorViewProps) {
  const t = useMessages(modalMessages)
  return (
    <div className="portico-center" data-testid="portico-error-view">
      <Text size="large">{t('errorTitle')}</Text>
      <Text tone="secondary">{message ?? t('errorDefault')}</Text>
      <Button onClick={onRetry} fullWidth>
        <RetryIcon />
        {t('retry')}
      </Button>
    </div>
  )
}
