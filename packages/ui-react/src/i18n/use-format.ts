import { formatAmount, formatMonthTitle, formatUsd } from '@portico/core/internal'
import { useContext, useMemo } from 'react'
import { I18nContext } from './i18n-context.js'

export interface LocaleFormat {
  locale: string
  /** A token amount truncated to 3 decimals (or `decimals`), written for the locale. */
  amount: (value: string | number | bigint | undefined | null, decimals?: number) => string
  /** A USD value with 2 decimals, written for the locale. */
  usd: (value: string | number | undefined | null) => string
  /** A transaction month title (month, plus the year when not the current one). */
  month: (year: number, month: number, now: Date | number) => string
}

/** Core's formatting rules (SPEC §2: 3 decimals, USD 2, month titles) in the kit's locale. */
export function useFormat(): LocaleFormat {
  const { locale } = useContext(I18nContext)
  return useMemo(
    () => ({
      locale,
      amount: (value, decimals) => formatAmount(value, decimals, locale),
      usd: (value) => formatUsd(value, locale),
      month: (year, month, now) => formatMonthTitle(year, month, now, locale),
    }),
    [locale],
  )
}
