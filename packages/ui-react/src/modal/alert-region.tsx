import type { AppKitAlert } from '@portico/core'
import { IconButton } from '../components/icon-button.js'
import { CloseIcon } from '../components/icons.js'

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
  if (!alert) return null
  return (
    <div role="alert" className="portico-alert">
      <div>
        <strong>{alert.shortMessage}</strong>
        <span>{alert.longMessage}</span>
      </div>
      <IconButton label="Dismiss alert" icon={<CloseIcon />} onClick={onDismiss} />
    </div>
  )
}
