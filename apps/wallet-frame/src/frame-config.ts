import { isOrigin } from './frame-params.js'
import {
  bundlerOrigins,
  parseSmartAccountConfig,
  type SmartAccountConfig,
} from './smart-account/smart-account-config.js'

/**
 * What the operator configures (served as `config.json` next to the frame's page): the apps/api
 * that holds the accounts, and the dapp origins that may embed the frame.
 */
export interface FrameConfig {
  apiUrl: string
  allowedOrigins: string[]
  /**
   * Escrow each new wallet's recovery share with apps/api, so a new device needs only the email
   * login and its emailed approval (default false; see the README's threat model).
   */
  recoveryEscrow?: boolean
  /** ERC-4337 smart accounts (SPEC §6: eip155's default account type) and where they are enabled. */
  smartAccounts?: SmartAccountConfig
}

/**
 * Checks a parsed `config.json`. Throws on anything else: a frame that does not know whom it
 * serves must not start.
 *
 * @example
 * parseFrameConfig({ apiUrl: 'https://api.example/', allowedOrigins: ['https://dapp.example'] })
 */
export function parseFrameConfig(value: unknown): FrameConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: not an object')
  const { apiUrl, allowedOrigins, recoveryEscrow, smartAccounts } = value as Record<string, unknown>
  if (typeof apiUrl !== 'string' || !/^https?:\/\//.test(apiUrl) || !URL.canParse(apiUrl)) {
    throw new Error('config.json: apiUrl must be an http(s) URL')
  }
  if (
    !Array.isArray(allowedOrigins) ||
    allowedOrigins.length === 0 ||
    allowedOrigins.length > 100 ||
    !allowedOrigins.every((origin) => typeof origin === 'string' && isOrigin(origin))
  ) {
    throw new Error('config.json: allowedOrigins must list 1 to 100 origins')
  }
  if (recoveryEscrow !== undefined && typeof recoveryEscrow !== 'boolean') {
    throw new Error('config.json: recoveryEscrow must be true or false')
  }
  const smart = parseSmartAccountConfig(smartAccounts)
  return {
    apiUrl,
    allowedOrigins: [...allowedOrigins] as string[],
    ...(recoveryEscrow ? { recoveryEscrow } : {}),
    ...(smart ? { smartAccounts: smart } : {}),
  }
}

/**
 * The frame page's Content-Security-Policy: its own script and stylesheet only (no inline code,
 * no third party), requests to its own origin and the API only, no plugins, no forms leaving,
 * and embeddable only by the listed dapps (`frame-ancestors`).
 */
export function frameContentSecurityPolicy(config: FrameConfig): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${["'self'", new URL(config.apiUrl).origin, ...bundlerOrigins(config.smartAccounts)].join(' ')}`,
    `frame-ancestors ${config.allowedOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}
