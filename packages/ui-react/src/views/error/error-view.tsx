import { Button } from '../../components/button.js'
import { RetryIcon } from '../../components/icons.js'
import { Text } from '../../components/text.js'

export interface ErrorViewProps {
  /** Shown as text; defaults to a generic message. */
  message?: string | undefined
  onRetry: () => void
}

/** What the modal shows when a view throws or fails to load: the host page never crashes. */
export function ErrorView({ message, onRetry }: ErrorViewProps) {
  return (
    <div className="portico-center" data-testid="portico-error-view">
      <Text size="large">Something went wrong</Text>
      <Text tone="secondary">{message ?? 'This screen could not be shown.'}</Text>
      <Button onClick={onRetry} fullWidth>
        <RetryIcon />
        Retry
      </Button>
    </div>
  )
}
