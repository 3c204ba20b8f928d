import type { AppKitSnapshot, SignInStatus } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitSignInReturnType {
  /** Sign-in is required (the sign views cannot be closed). */
  required: boolean
  /** The connected account has a session. */
  hasSession: boolean
  status: SignInStatus
  /** Ask the wallet to sign in now (`kit.signIn()`); rejects as the kit does. */
  signIn(): Promise<void>
}

const selectSignIn = (s: AppKitSnapshot) => s.signIn

/**
 * Sign-in state of the connected account (SPEC §4, with `createAppKit({ siwx })`) and the action
 * to sign in.
 *
 * @example
 * const { hasSession, signIn } = useAppKitSignIn()
 */
export function useAppKitSignIn(): UseAppKitSignInReturnType {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectSignIn)
  return useMemo(() => ({ ...state, signIn: () => kit.signIn() }), [state, kit])
}
