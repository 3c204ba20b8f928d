'use client'

import { AppKitButton, type AppKitButtonState } from '@portico/ui-react'
import { shortAddress } from './short-address'

export interface AccountButtonProps {
  /** The address the browser last saw connected (the example's cookie), for the first paint. */
  savedAccount: string | undefined
}

function label(state: AppKitButtonState, savedAccount: string | undefined): string {
  if (state.status === 'connected') {
    const balance =
      state.balance !== undefined ? `${state.balance} ${state.balanceSymbol ?? ''} · ` : ''
    return `${balance}${state.displayName ?? ''}`
  }
  // A saved connection being restored: the server and the first browser render draw the saved
  // address, so a reload never paints "Connect Wallet" before the wallet answers.
  if (state.status === 'restoring') return savedAccount ? shortAddress(savedAccount) : 'Account'
  if (state.status === 'connecting') return 'Connecting...'
  return 'Connect Wallet'
}

/**
 * The connect button, drawn from the kit's headless state with a class (no inline style, which the
 * strict policy's `style-src` refuses in server HTML).
 */
export function AccountButton({ savedAccount }: AccountButtonProps) {
  return (
    <AppKitButton.Custom>
      {(state) => (
        <button
          type="button"
          className="account-button"
          data-testid="account-button"
          data-status={state.status}
          aria-busy={state.status === 'connecting' || state.status === 'restoring' || undefined}
          aria-haspopup="dialog"
          onClick={state.open}
          onPointerEnter={state.preload}
          onFocus={state.preload}
        >
          {label(state, savedAccount)}
        </button>
      )}
    </AppKitButton.Custom>
  )
}
