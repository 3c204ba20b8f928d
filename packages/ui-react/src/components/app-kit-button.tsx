import type { AppKitSnapshot, ChainNamespace } from '@portico/core'
import type { ReactNode } from 'react'
import { useSnapshot } from '../context/app-kit-context.js'
import { type AppKitButtonState, useAppKitButtonState } from '../hooks/use-button-state.js'
import { entryMessages } from '../i18n/en/entry.js'
import { useEntryMessages } from '../i18n/use-entry-messages.js'
import { Avatar } from './avatar.js'
import { kitButtonStyle } from './kit-button-style.js'

export interface AppKitButtonProps {
  /** Text of the disconnected button (default "Connect Wallet", in the kit's locale). */
  label?: string
  /** Text while connecting (default "Connecting...", in the kit's locale). */
  loadingLabel?: string
  /** Show the balance next to the account (default "show"). */
  balance?: 'show' | 'hide'
  /** Namespace whose account the button shows (default: the active one). */
  namespace?: ChainNamespace
  /** Disables the button (the modal cannot be opened from it). */
  disabled?: boolean
  /** Class of the `<button>` (its look comes from inline theme styles; add your own on top). */
  className?: string
  /** Default `portico-connect-button`: the stable hook of `@portico/testing/playwright`'s `connect`. */
  'data-testid'?: string
}

const selectThemeMode = (s: AppKitSnapshot) => s.themeMode

/**
 * The connect button: "Connect Wallet" when disconnected; the account (avatar, profile name or
 * address 4 + 6, balance with 3 decimals) when connected. Hovering or focusing it downloads the
 * modal, so a click shows the dialog at once.
 */
export function AppKitButton({
  label,
  loadingLabel,
  balance = 'show',
  namespace,
  disabled,
  className,
  'data-testid': testId = 'portico-connect-button',
}: AppKitButtonProps) {
  const state = useAppKitButtonState(namespace)
  const mode = useSnapshot(selectThemeMode)
  const t = useEntryMessages(entryMessages)
  const connected = state.status === 'connected' || state.status === 'restoring'
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      data-status={state.status}
      style={kitButtonStyle(mode, connected ? 'surface' : 'accent')}
      disabled={disabled}
      aria-busy={state.status === 'connecting' || state.status === 'restoring' || undefined}
      aria-haspopup="dialog"
      onClick={state.open}
      onPointerEnter={state.preload}
      onFocus={state.preload}
    >
      {buttonContent(state, {
        label: label ?? t('connectWallet'),
        loadingLabel: loadingLabel ?? t('connecting'),
        account: t('account'),
        showBalance: balance === 'show',
      })}
    </button>
  )
}

function buttonContent(
  state: AppKitButtonState,
  texts: { label: string; loadingLabel: string; account: string; showBalance: boolean },
): ReactNode {
  if (state.status === 'disconnected') return texts.label
  if (state.status === 'connecting') return texts.loadingLabel
  if (state.status === 'restoring') {
    // The saved address, laid out as the connected button, so the wallet's confirmation changes
    // nothing on screen; none saved (or not an address): the placeholder.
    return (
      <>
        <Avatar address={state.savedAddress} size={24} />
        <span>{state.displayName ?? texts.account}</span>
      </>
    )
  }
  return (
    <>
      <Avatar address={state.address} imageUrl={state.avatarUrl} size={24} />
      {texts.showBalance && state.balance !== undefined ? (
        <span style={{ opacity: 0.8, fontWeight: 500 }}>
          {state.balance} {state.balanceSymbol ?? ''}
        </span>
      ) : null}
      <span>{state.displayName}</span>
    </>
  )
}

export interface AppKitButtonCustomProps {
  /** Namespace whose account the state describes (default: the active one). */
  namespace?: ChainNamespace
  /** Render your own button from the kit's state (headless). */
  children: (state: AppKitButtonState) => ReactNode
}

/**
 * Headless connect button: you draw it, the kit gives the state and actions.
 *
 * @example
 * <AppKitButton.Custom>{({ status, displayName, open, preload }) => (
 *   <button onClick={open} onPointerEnter={preload}>{status === 'connected' ? displayName : 'Sign in'}</button>
 * )}</AppKitButton.Custom>
 */
export function ConnectButtonCustom({ namespace, children }: AppKitButtonCustomProps) {
  const state = useAppKitButtonState(namespace)
  return <>{children(state)}</>
}

AppKitButton.Custom = ConnectButtonCustom
