/** The part of pino's logger that WalletConnect's clients call (core, sign client, provider). */
export interface WalletConnectLogger {
  level: string
  child(bindings: Record<string, unknown>): WalletConnectLogger
  fatal(...args: unknown[]): void
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
  info(...args: unknown[]): void
  debug(...args: unknown[]): void
  trace(...args: unknown[]): void
}

const drop = (): void => {}

/**
 * A logger that keeps nothing. Given a level name (`logger: 'silent'`), WalletConnect still makes
 * a logger at level `trace` whose every entry is serialised into an in-memory buffer of up to
 * 1,000 KB (`@walletconnect/logger`'s chunk logger, for `downloadLogsBlobInBrowser`), one per
 * layer (core, sign client, provider): the heap after the modal's WalletConnect warm-up grew by
 * it and the warm-up spent its CPU on JSON. Given a logger object it uses that one.
 * Every child is a new object: WalletConnect writes each child's context name onto it.
 */
export function silentWalletConnectLogger(): WalletConnectLogger {
  return {
    level: 'silent',
    child: silentWalletConnectLogger,
    fatal: drop,
    error: drop,
    warn: drop,
    info: drop,
    debug: drop,
    trace: drop,
  }
}
