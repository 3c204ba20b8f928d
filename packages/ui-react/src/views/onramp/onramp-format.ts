import type { OnRampAmountProblem, OnRampPaymentMethod, OnRampProvider } from '@portico/core'
import type { onrampMessages } from '../../i18n/en/onramp.js'
import type { Translate } from '../../i18n/use-messages.js'

type OnrampTranslate = Translate<keyof (typeof onrampMessages)['en']>

/** Payment method ids → their message keys. */
const METHOD_KEYS = {
  card: 'methodCard',
  bank_account: 'methodBankAccount',
} as const satisfies Record<OnRampPaymentMethod, keyof (typeof onrampMessages)['en']>

const number = (value: number, locale: string) =>
  value.toLocaleString(locale, { maximumFractionDigits: 2 })

/** The payment method's name ("Card"), in the locale. */
export function methodText(id: OnRampPaymentMethod, t: OnrampTranslate): string {
  return t(METHOD_KEYS[id])
}

/** "Fee 1–2%" (or "Fee 1.5%" when the range is one value). */
export function feeText(provider: OnRampProvider, t: OnrampTranslate, locale: string): string {
  const { min, max } = provider.feeRange
  return min === max
    ? t('fee', { fee: number(min, locale) })
    : t('feeRange', { min: number(min, locale), max: number(max, locale) })
}

/** "Card 10–7,500 USD". */
export function limitText(
  method: OnRampProvider['paymentMethods'][number],
  currency: string,
  t: OnrampTranslate,
  locale: string,
): string {
  return t('limits', {
    method: methodText(method.id, t),
    min: number(method.limits.min, locale),
    max: number(method.limits.max, locale),
    currency,
  })
}

/** The words for core's amount check (`OnRampState.amountProblem`): none when it is fine. */
export function amountProblemText(
  problem: OnRampAmountProblem | undefined,
  method: OnRampProvider['paymentMethods'][number] | undefined,
  currency: string,
  t: OnrampTranslate,
  locale: string,
): string | undefined {
  if (problem === 'decimals') return t('amountDecimals')
  if (problem === 'range' && method)
    return t('amountBetween', {
      min: number(method.limits.min, locale),
      max: number(method.limits.max, locale),
      currency,
    })
  return undefined
}
