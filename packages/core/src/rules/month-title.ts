const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * Title of a transaction month group: the month name, plus the year when it is not the current
 * year (SPEC §2). Months are 0–11 and years are UTC, like the transaction grouping. With a
 * `locale`, `Intl.DateTimeFormat` names the month (and places the year) for it.
 *
 * @example
 * formatMonthTitle(2025, 0, Date.UTC(2025, 5)) // 'January'
 * formatMonthTitle(2024, 0, Date.UTC(2025, 5)) // 'January 2024'
 * formatMonthTitle(2024, 0, Date.UTC(2025, 5), 'fr') // 'janvier 2024'
 */
export function formatMonthTitle(
  year: number,
  month: number,
  now: Date | number,
  locale?: string,
): string {
  const name = monthNames[month]
  if (name === undefined) throw new RangeError(`month must be 0-11, got ${month}`)
  const currentYear = new Date(now).getUTCFullYear()
  if (locale !== undefined) {
    return new Intl.DateTimeFormat(locale, {
      month: 'long',
      timeZone: 'UTC',
      ...(year === currentYear ? {} : { year: 'numeric' }),
    }).format(Date.UTC(year, month, 15))
  }
  return year === currentYear ? name : `${name} ${year}`
}
