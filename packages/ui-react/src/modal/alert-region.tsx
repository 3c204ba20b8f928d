import type { AppKitAlert } from '@portico/core'
import { IconButton } from '../components/icon-button.js'
import { CloseIcon } from '../components/icons.js'
import { modalMessages } from '../i18n/en/modal.js'
import { useMessages } from '../i18n/use-messages.js'
import { alertTexts } from './spec-texts.js'

/**
 * A SPEC §8 alert ("Invalid App Configuration", "Session Expired", ...): announced at once
 * (`role="alert"`), its title and explanation rendered as text, dismissed with its close button.
 * The modal shows it at the top of the dialog, or as a toast when the modal is closed.
 */
export function AlertRegion({
  alert,
  onDismiss,
}: {
  alert: AppKitAlert | undefined
  onDismiss: () => void
}) {
  const t = useMessages(modalMessages)
  if (!alert) return null
  const texts = alertTexts(alert, t)
  return (
    <div role="alert" className="portico-alert">
      <div>
        <strong>{texts.short}</strong>
        <span>{texts.long}</span>
      </div>
      <IconButton label={t('dismissAlert')} icon={<CloseIcon />} onClick={onDismiss} />
    </div>
  )
}
