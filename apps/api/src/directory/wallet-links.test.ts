import { safeLinkUrl } from '@portico/api-client'
import { expect, it } from 'vitest'
import { generateWalletListing } from './wallet-listing.js'

it("the directory apps/api ships meets the kit's link check: https links pass as their parsed href, invented app schemes are refused", () => {
  const listing = generateWalletListing()
  const links = listing.flatMap((wallet) =>
    [wallet.homepage, wallet.mobile_link, wallet.desktop_link, wallet.webapp_link].filter(
      (link): link is string => typeof link === 'string',
    ),
  )
  const https = links.filter((link) => link.startsWith('https://'))
  const schemes = links.filter((link) => !link.startsWith('https://'))
  // Every kind is there: https homepages, universal links and web apps, `name://` and
  // `name-desktop://` schemes.
  expect(https.length).toBeGreaterThan(listing.length)
  expect(listing.some((wallet) => wallet.mobile_link?.startsWith('https://link.'))).toBe(true)
  expect(schemes.some((link) => /^[a-z0-9]+:\/\/$/.test(link))).toBe(true)
  expect(schemes.some((link) => link.endsWith('-desktop://'))).toBe(true)
  expect(https.filter((link) => safeLinkUrl(link) !== new URL(link).href)).toEqual([])
  // The listed wallets are fictional, so no phone has an app for their schemes, and the kit takes
  // wallet schemes from its own allow list, never on a listing's word: the kit offers the QR code.
  expect(schemes.filter((link) => safeLinkUrl(link) !== undefined)).toEqual([])
})
