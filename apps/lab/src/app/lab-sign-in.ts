import type { SiwxConfig } from '@portico/core'
import { createServerSiwx } from '@portico/siwx'

/** The lab's sign-in setting (`signin=optional|required` in the page URL; off when absent). */
export type LabSignIn = 'off' | 'optional' | 'required'

export const LAB_SIGN_IN_MODES: readonly LabSignIn[] = ['off', 'optional', 'required']

/** Reads `signin` from a query string; anything else than optional / required is off. */
export function parseLabSignIn(search: string): LabSignIn {
  const value = new URLSearchParams(search).get('signin')
  return value === 'optional' || value === 'required' ? value : 'off'
}

/**
 * The kit's `siwx` option for the setting: sessions verified by apps/api's SIWX server
 * (`<apiUrl>/v1/siwx`, nonces issued and consumed there), the page's own host as the domain.
 */
export function labSiwx(mode: LabSignIn, apiUrl: string): SiwxConfig | undefined {
  if (mode === 'off') return undefined
  return createServerSiwx({
    url: `${apiUrl.replace(/\/$/, '')}/v1/siwx`,
    required: mode === 'required',
    statement: 'Sign in to the Portico lab',
  })
}
