import { BaseError, FaultError, type ToastFault } from '@portico/core'
import { faultOf } from '@portico/core/internal'
import type { modalMessages } from './en/modal.js'
import type { Translate } from './lookup.js'

type ModalKey = keyof (typeof modalMessages)['en']

const FAULT_KEYS: Partial<Record<ToastFault['part'], ModalKey>> = {
  relay: 'faultRelay',
  wallet: 'faultWallet',
  'sign-in': 'faultSignIn',
}

/** The kit's errors a view shows whose text the catalogue has (by class name, not by English). */
const ERROR_KEYS: Readonly<Record<string, ModalKey>> = {
  ChainNotSupportedError: 'errorChainNotSupported',
  UnsupportedChainError: 'errorUnsupportedChain',
}

/**
 * A fault's words in the kit's locale (which part failed, what to do), or undefined for a part
 * without a catalogue text (its English message is then all there is).
 */
export function faultText(fault: ToastFault, t: Translate<ModalKey>): string | undefined {
  if (fault.part === 'rpc')
    return fault.network ? t('faultRpc', { network: fault.network }) : undefined
  const key = FAULT_KEYS[fault.part]
  return key ? t(key) : undefined
}

/**
 * What a view shows for a failed action, in the kit's locale: a fault's words, a kit error the
 * catalogue knows, else — in English — the kit error's own (spec) message, in another language
 * the view's `fallback`; an error from outside the kit (a wallet's own reason) keeps its words.
 */
export function errorText(
  error: unknown,
  t: Translate<ModalKey>,
  locale: string,
  fallback: string,
): string {
  if (!(error instanceof Error)) return fallback
  if (!(error instanceof BaseError)) return error.message || fallback
  if (error instanceof FaultError) {
    const text = faultText(faultOf(error), t)
    if (text) return text
  }
  const key = ERROR_KEYS[error.name]
  if (key) return t(key)
  return locale === 'en' || locale.startsWith('en-') ? error.message : fallback
}
