import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino'

/** The levels `logLevel` may name (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = LevelWithSilent

export type { DestinationStream, Logger }

const REDACTED = '[redacted]'

// Field names whose value is personal or a credential, wherever they appear in a log object or
// a logged query string: codes, tokens, signatures, emails, cookies, authorization headers.
const SECRET_KEY =
  /email|token|otp|signature|secret|password|cookie|authorization|share|api-?key|^code$|resultcode|^state$|^nonce$/i

const EMAIL = /[^\s@"'<>,;:()/?&=]+@[^\s@"'<>,;:()/?&=]+\.[A-Za-z]{2,}/g
const BEARER = /\b(Bearer|Basic)\s+[^\s"',]+/gi
const EVM_ADDRESS = /\b0x[0-9a-fA-F]{40}\b/g
const BECH32_ADDRESS = /\b(?:bc1|tb1|bcrt1)[02-9ac-hj-np-z]{20,}\b/gi
// Solana and SS58 (Polkadot) addresses: 32 to 48 base58 characters.
const BASE58_ADDRESS = /\b[1-9A-HJ-NP-Za-km-z]{32,48}\b/g

export interface Redaction {
  /** Also replace blockchain addresses (EVM, bech32, base58) in logged text. */
  addresses: boolean
}

/** `text` with emails, bearer credentials and (when asked) addresses replaced. */
export function scrubText(text: string, redaction: Redaction): string {
  let out = text.replace(EMAIL, '[email]').replace(BEARER, `$1 ${REDACTED}`)
  if (redaction.addresses)
    out = out
      .replace(EVM_ADDRESS, '[address]')
      .replace(BECH32_ADDRESS, '[address]')
      .replace(BASE58_ADDRESS, '[address]')
  return out
}

/**
 * A request target as it may be logged: the values of secret query parameters replaced, then
 * the text scrubbed (an email or an address in a path segment).
 */
export function scrubTarget(target: string, redaction: Redaction): string {
  const mark = target.indexOf('?')
  if (mark < 0) return scrubText(target, redaction)
  const query = target
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const key = eq < 0 ? pair : pair.slice(0, eq)
      let name = key
      try {
        name = decodeURIComponent(key)
      } catch {}
      return eq >= 0 && SECRET_KEY.test(name) ? `${key}=${REDACTED}` : pair
    })
    .join('&')
  return scrubText(`${target.slice(0, mark)}?${query}`, redaction)
}

/** An error as logged: type, message, stack, code and its `cause` chain, each scrubbed. */
function serializeError(error: Error, redaction: Redaction, depth: number): unknown {
  const out: Record<string, unknown> = {
    type: error.name,
    message: scrubText(error.message, redaction),
  }
  if (error.stack) out.stack = scrubText(error.stack, redaction)
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') out.code = code
  if (error.cause !== undefined)
    out.cause = depth < 8 ? scrub(error.cause, redaction, depth + 1) : '[cause chain cut]'
  return out
}

/** A log value with secret fields replaced and its text scrubbed (errors serialized with causes). */
export function scrub(value: unknown, redaction: Redaction, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, redaction)
  if (value instanceof Error) return serializeError(value, redaction, depth)
  if (Array.isArray(value))
    return depth > 8 ? '[deep]' : value.map((item) => scrub(item, redaction, depth + 1))
  if (value && typeof value === 'object') {
    if (depth > 8) return '[deep]'
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value))
      out[key] =
        SECRET_KEY.test(key) && item !== undefined && item !== null
          ? REDACTED
          : scrub(item, redaction, depth + 1)
    return out
  }
  return value
}

/**
 * The server's JSON logger (pino): one JSON object per line, personal data redacted from every
 * object and message before it is written. `stream` defaults to stdout.
 */
export function createLogger(options: {
  level: LogLevel
  redactAddresses: boolean
  stream?: DestinationStream | undefined
}): Logger {
  const redaction: Redaction = { addresses: options.redactAddresses }
  return pino(
    {
      level: options.level,
      base: { service: 'portico-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Serializers run after the formatter, which already turned errors (with their causes)
      // into plain scrubbed objects: pino's own `err` serializer must leave them as they are.
      serializers: { err: (value: unknown) => value },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrub(object, redaction) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[]
          // An error logged alone gets its (scrubbed) message as the line's message.
          const scrubbed =
            first instanceof Error
              ? [{ err: first }, ...(rest.length ? rest : [first.message])]
              : [first, ...rest]
          method.apply(
            this,
            scrubbed.map((arg) =>
              typeof arg === 'string' ? scrubText(arg, redaction) : arg,
            ) as Parameters<typeof method>,
          )
        },
      },
    },
    options.stream ?? process.stdout,
  )
}
