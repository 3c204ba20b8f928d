import type { AppKitSnapshot, SignInStatus } from '@portico/core'
import { useMemo } from 'react'
import { useAppKitInstance, useSnapshot } from '../context/app-kit-context.js'

export interface UseAppKitSignInReturnType {
  /** Sign-in is required (the sign views cannot be closed). */
  required: boolean
  /** The connected account has a session. */
  hasSession: boolean
  /** `idle`, `signing`, `signed` or `failed`. */
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
 * ```tsx
 * import { useAppKitSignIn } from '@portico/ui-react'
 *
 * function SignInGate() {
 *   const { hasSession, status, signIn } = useAppKitSignIn()
 *   if (hasSession) return <p>Signed in</p>
 *   return (
 *     <button type="button" disabled={status === 'signing'} onClick={() => signIn()}>
 *       Sign in
 *     </button>
 *   )
 * }
 * ```
 */
export function useAppKitSignIn(): UseAppKitSignInReturnType {
  const kit = useAppKitInstance()
  const state = useSnapshot(selectSignIn)
  return useMemo(() => ({ ...state, signIn: () => kit.signIn() }), [state, kit])
}
