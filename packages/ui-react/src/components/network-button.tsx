import type { AppKitSnapshot } from '@portico/core'
import { useSnapshot } from '../context/app-kit-context.js'
import { useAppKitButtonState } from '../hooks/use-button-state.js'
import { entryMessages } from '../i18n/en/entry.js'
import { useEntryMessages } from '../i18n/use-entry-messages.js'
import { kitButtonStyle } from './kit-button-style.js'
import { SafeImage } from './safe-image.js'

export interface NetworkButtonProps {
  /** Text when no network is active (default "Network", in the kit's locale). */
  label?: string
  /** Disables the button (the network list cannot be opened from it). */
  disabled?: boolean
  /** Class of the `<button>` (its look comes from inline theme styles; add your own on top). */
  className?: string
  /** Test id of the `<button>` (none by default). */
  'data-testid'?: string
}

const selectThemeMode = (s: AppKitSnapshot) => s.themeMode

/** Shows the active network; opens the network list. */
export function NetworkButton({
  label,
  disabled,
  className,
  'data-testid': testId,
}: NetworkButtonProps) {
  const state = useAppKitButtonState()
  const mode = useSnapshot(selectThemeMode)
  const t = useEntryMessages(entryMessages)
  const name = state.network?.name ?? label ?? t('network')
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      style={kitButtonStyle(mode, 'surface')}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-label={state.network ? t('ariaNetwork', { name }) : undefined}
      onClick={state.openNetworks}
      onPointerEnter={state.preload}
      onFocus={state.preload}
    >
      {state.network ? (
        <SafeImage src={state.network.imageUrl} alt="" size={20} radius={10} />
      ) : null}
      <span>{name}</span>
    </button>
  )
}
