import { safeImageUrl, safeLinkUrl, sanitizeDisplayText } from '@portico/api-client'
import { BaseError } from '../errors/base-error.js'
import type { WalletListingEntry } from '../types/connector.js'

/**
 * A wallet the app adds to the wallet list (the `customWallets` option): it fills the `custom`
 * group of the connector order, after featured wallets and before the directory's recommended
 * ones. Picking it opens a WalletConnect pairing that deep-links with `mobile_link`.
 */
export interface CustomWallet {
  /** Unique among the list; letters, digits, `-`, `_` and `.` (as directory ids). */
  id: string
  name: string
  /** `https:` or a `data:image/…` URI. */
  image_url?: string
  /** `https:`, or a wallet scheme on the allow list of outside links (`rainbow://`). */
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
  homepage?: string
}

/** A `customWallets` entry that cannot be shown safely: the entry and field are in `details`. */
export class InvalidCustomWalletError extends BaseError {
  override name = 'InvalidCustomWalletError'
  constructor(details: string) {
    super('Invalid `customWallets` option', { details })
  }
}

const ID = /^[-_.a-zA-Z0-9]{1,128}$/
const LINKS = ['mobile_link', 'desktop_link', 'webapp_link', 'homepage'] as const

/**
 * The `customWallets` option checked (it may come from plain JavaScript or a CMS): every entry becomes a listing entry, or the whole option is refused with
 * `InvalidCustomWalletError` naming the entry and field. Refused rather than dropped, because an
 * app whose own wallet silently vanishes from the list would not know why. Links pass the same
 * allow list as the directory's (`safeLinkUrl`), images the same rule as every outside icon.
 *
 * @example
 * checkCustomWallets([{ id: 'acme', name: 'Acme', mobile_link: 'https://acme.example/wc' }])
 * checkCustomWallets([{ id: 'acme', name: 'Acme', mobile_link: 'javascript:alert(1)' }]) // throws
 */
export function checkCustomWallets(value: unknown): WalletListingEntry[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new InvalidCustomWalletError('Expected an array of wallets.')
  const ids = new Set<string>()
  return value.map((raw: unknown, index) => {
    const at = `customWallets[${index}]`
    if (typeof raw !== 'object' || raw === null)
      throw new InvalidCustomWalletError(`${at}: expected an object, got ${String(raw)}.`)
    const wallet = raw as Record<string, unknown>
    if (typeof wallet.id !== 'string' || !ID.test(wallet.id))
      throw new InvalidCustomWalletError(
        `${at}.id: expected 1 to 128 letters, digits, "-", "_" or ".".`,
      )
    if (ids.has(wallet.id))
      throw new InvalidCustomWalletError(`${at}.id: "${wallet.id}" is listed twice.`)
    ids.add(wallet.id)
    const name = typeof wallet.name === 'string' ? sanitizeDisplayText(wallet.name, 128) : ''
    if (name === '' || name !== wallet.name)
      throw new InvalidCustomWalletError(
        `${at}.name: expected a non-empty name of at most 128 characters without control characters.`,
      )
    const entry: WalletListingEntry = { id: wallet.id, name }
    if (wallet.image_url !== undefined) {
      const image = safeImageUrl(wallet.image_url)
      if (image === undefined)
        throw new InvalidCustomWalletError(
          `${at}.image_url: expected an https: URL or a data:image URI.`,
        )
      entry.image_url = image
    }
    for (const field of LINKS) {
      if (wallet[field] === undefined) continue
      const link = safeLinkUrl(wallet[field])
      if (link === undefined)
        throw new InvalidCustomWalletError(
          `${at}.${field}: expected an https: URL or a known wallet scheme such as "rainbow://".`,
        )
      entry[field] = link
    }
    return entry
  })
}

const checked = new WeakMap<object, WalletListingEntry[]>()

/**
 * The app's custom wallets as the wallet list shows them: `options.customWallets` checked once per
 * options object ({@link checkCustomWallets}; a malformed option throws `InvalidCustomWalletError`
 * where the list first reads it). Only the views' lazy code calls it, so every app's start-up
 * carries none of the check.
 *
 * @example
 * const custom = customWalletsOf(kit.options) // [{ id: 'acme', name: 'Acme', ... }]
 */
export function customWalletsOf(options: { customWallets?: unknown }): WalletListingEntry[] {
  let entries = checked.get(options)
  if (!entries) {
    entries = checkCustomWallets(options.customWallets)
    checked.set(options, entries)
  }
  return entries
}
