import { modalMessages } from '../i18n/en/modal.js'
import { useMessages } from '../i18n/use-messages.js'
import { IconButton } from './icon-button.js'
import { BackIcon, CloseIcon } from './icons.js'

export interface HeaderProps {
  title: string
  /** Id of the title element (the dialog's aria-labelledby). */
  titleId: string
  /** Omit to hide the Back button. */
  onBack?: (() => void) | undefined
  onClose: () => void
  /** SPEC §2: disabled on sign views when sign-in is required and no session exists. */
  closeDisabled?: boolean
}

/** The dialog header: Back (when there is history), the title, Close. */
export function Header({ title, titleId, onBack, onClose, closeDisabled }: HeaderProps) {
  const t = useMessages(modalMessages)
  return (
    <div className="portico-header">
      {onBack ? <IconButton label={t('back')} icon={<BackIcon />} onClick={onBack} /> : <span />}
      <h2 id={titleId} className="portico-title">
        {title}
      </h2>
      <IconButton
        label={t('close')}
        icon={<CloseIcon />}
        onClick={onClose}
        disabled={closeDisabled}
        data-portico-close=""
      />
    </div>
  )
}
