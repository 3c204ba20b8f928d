import { safeLinkUrl } from '@portico/api-client'
import { expect, it } from 'vitest'
import { generateWalletListing } from './wallet-listing.js'

it("every link of the directory apps/api ships passes the kit's link check (as its parsed href)", () => {
  const listing = generateWalletListing()
  const links = listing.flatMap((wallet) =>
    [wallet.homepage, wallet.mobile_link, wallet.desktop_link, wallet.webapp_link].filter(
      (link): link is string => typeof link === 'string',
    ),
  )
  // Every kind is there: https homepages and web apps, `name://` and `name-desktop://` schemes.
  expect(links.length).toBeGreaterThan(listing.length * 2)
  expect(links.some((link) => link.endsWith('-desktop://'))).toBe(true)
  const refused = links.filter((link) => safeLinkUrl(link) !== new URL(link).href)
  expect(refused).toEqual([])
})
