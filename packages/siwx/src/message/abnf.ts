/**
 * The grammar pieces of EIP-4361 / CAIP-122 messages as anchored regular expressions, built from
 * the RFC 3986 (URI), RFC 3339 (date-time) and EIP-4361 ABNF rules. The SIWE unit vectors test
 * these rules one by one, so each rule has its own source string.
 */

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pct = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${pct})`
const h16 = '[0-9A-Fa-f]{1,4}'
// Leading zeros are accepted ("000.000.010.001"): the SIWE vectors list them as valid.
const decOctet = '(?:25[0-5]|2[0-4][0-9]|[01]?[0-9]?[0-9])'
const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`
const ls32 = `(?:${h16}:${h16}|${ipv4})`
const ipv6 = [
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
]
  .map((alternative) => `(?:${alternative})`)
  .join('|')
const ipvFuture = `v[0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`
const ipLiteral = `\\[(?:${ipv6}|${ipvFuture})\\]`
const regName = `(?:[${unreserved}${subDelims}]|${pct})*`
const userinfo = `(?:[${unreserved}${subDelims}:]|${pct})*`
const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*'
const host = `(?:${ipLiteral}|${ipv4}|${regName})`
const authority = `(?:(?<userinfo>${userinfo})@)?(?<host>${host})(?::(?<port>[0-9]*))?`
const segment = `${pchar}*`
const segmentNz = `${pchar}+`
const fragment = `(?:${pchar}|[/?])*`

const anchored = (source: string) => new RegExp(`^(?:${source})$`)

/** The single rules the SIWE `valid_chars` / `invalid_chars` vectors name. */
export const rules: Readonly<Record<string, RegExp>> = {
  scheme: anchored(scheme),
  statement: anchored(`[${unreserved}:/?#\\[\\]@${subDelims} ]*`),
  'pct-encoded': anchored(pct),
  userinfo: anchored(userinfo),
  IPvFuture: anchored(ipvFuture),
  'reg-name': anchored(regName),
  'segment-nz': anchored(segmentNz),
  fragment: anchored(fragment),
}

const uriPattern = new RegExp(
  `^(?<scheme>${scheme}):(?:\\/\\/${authority}(?<abempty>(?:\\/${segment})*)` +
    `|(?<absolute>\\/(?:${segmentNz}(?:\\/${segment})*)?)` +
    `|(?<rootless>${segmentNz}(?:\\/${segment})*)` +
    `|(?<empty>))(?:\\?(?<query>${fragment}))?(?:#(?<fragment>${fragment}))?$`,
)

/** The parts of an RFC 3986 URI (`null` for an absent part; the port as a number when given). */
export interface UriParts {
  scheme: string
  userinfo: string | null
  host: string | null
  port: number | '' | null
  path: string
  query: string | null
  fragment: string | null
}

/**
 * Splits an RFC 3986 URI (absolute, with a scheme) into its parts, or `undefined` when the text
 * is not one. IP literals are returned without their brackets.
 *
 * @example
 * parseUri('https://[::1]:80/a?b#c')?.host // '::1'
 */
export function parseUri(value: string): UriParts | undefined {
  const groups = uriPattern.exec(value)?.groups
  if (!groups) return undefined
  const hasAuthority = groups.abempty !== undefined
  const rawHost = groups.host ?? null
  const host = rawHost?.startsWith('[') ? rawHost.slice(1, -1) : rawHost
  const port = groups.port === undefined ? null : groups.port === '' ? '' : Number(groups.port)
  return {
    scheme: groups.scheme as string,
    userinfo: groups.userinfo ?? null,
    host: hasAuthority ? host : null,
    port,
    path: groups.abempty ?? groups.absolute ?? groups.rootless ?? '',
    query: groups.query ?? null,
    fragment: groups.fragment ?? null,
  }
}

/** Whether `value` is an RFC 3986 URI. */
export function isUri(value: string): boolean {
  return uriPattern.test(value)
}

const authorityPattern = anchored(authority)
const schemePattern = anchored(scheme)

/** Whether `value` is an RFC 3986 authority (what EIP-4361 calls the domain). Never empty. */
export function isAuthority(value: string): boolean {
  return value.length > 0 && authorityPattern.test(value)
}

/** Whether `value` is a URI scheme. */
export function isScheme(value: string): boolean {
  return schemePattern.test(value)
}

/** EIP-4361 `request-id = *pchar`. */
export function isRequestId(value: string): boolean {
  return anchored(`${pchar}*`).test(value)
}

/** EIP-4361 `nonce = 8*( ALPHA / DIGIT )`. */
export function isNonce(value: string): boolean {
  return /^[A-Za-z0-9]{8,}$/.test(value)
}

const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/

/** Why a timestamp is refused: its shape (`syntax`) or an impossible value (`semantics`). */
export type DateTimeProblem = 'syntax' | 'semantics'

/**
 * Checks an RFC 3339 `date-time` (upper-case `T` and `Z`, as EIP-4361 messages write them):
 * `undefined` when valid, otherwise what is wrong. Days are checked against the month and leap
 * years; a leap second (`:60`) is refused because no clock here can compare it.
 *
 * @example
 * dateTimeProblem('2023-03-32T12:45:13.610Z') // 'semantics'
 */
export function dateTimeProblem(value: string): DateTimeProblem | undefined {
  const match = dateTimePattern.exec(value)
  if (!match) return 'syntax'
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[]
  const offsetHour = match[9] === undefined ? 0 : Number(match[9])
  const offsetMinute = match[10] === undefined ? 0 : Number(match[10])
  const daysInMonth = new Date(Date.UTC(year as number, month as number, 0)).getUTCDate()
  if ((month as number) < 1 || (month as number) > 12) return 'semantics'
  if ((day as number) < 1 || (day as number) > daysInMonth) return 'semantics'
  if ((hour as number) > 23 || (minute as number) > 59 || (second as number) > 59)
    return 'semantics'
  if (offsetHour > 23 || offsetMinute > 59) return 'semantics'
  return undefined
}

/** Milliseconds since the epoch of a valid RFC 3339 timestamp. */
export function dateTimeToMs(value: string): number {
  return Date.parse(value)
}
