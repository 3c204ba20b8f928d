import { createFarcasterTestWallet, type FarcasterTestWallet } from '@portico/testing/farcaster'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { labPage } from './lab-driver.js'

// Sign In With Farcaster end to end from the lab's modal: the wallet frame asks apps/api
// for a sign-in link (a channel on the lab's SIWF relay stand-in), the modal shows it as QR code
// and link, the scripted Farcaster wallet "scans" it and signs as the fid's custody, apps/api
// verifies the signature against the IdRegistry on the devnet. A Farcaster login alone makes no
// wallet (the approval in the Farcaster app may have been of a stranger's QR code), so a fid
// signing in for the first time is told how to make one; the lab has no account that already
// holds a wallet under a fid (only a Farcaster login could give one, and it cannot), so the
// connected case is left to the frame's unit tests.
let lab: LabStack
let browser: Browser

type LabWindow = Window & {
  __porticoLab: {
    kit: {
      getAccount(): { address?: string; socialProvider?: string; user?: { userName?: string } }
    }
  }
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, walletFrame: true })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

function farcaster() {
  if (!lab.farcaster) throw new Error('the lab started without Sign In With Farcaster')
  return lab.farcaster
}

/** A Farcaster user whose custody key holds a fid on the devnet's IdRegistry. */
async function registeredUser(username: string): Promise<FarcasterTestWallet> {
  const privateKey = generatePrivateKey()
  const fid = await farcaster().registerFid(privateKeyToAccount(privateKey).address)
  return createFarcasterTestWallet({ privateKey, fid, username })
}

/** The lab page with the modal on ConnectingFarcaster, and the link it shows. */
async function openFarcasterView(context: BrowserContext): Promise<{ page: Page; link: string }> {
  const page = await context.newPage()
  await page.goto(lab.url)
  await labPage(page).connectButton.waitFor()
  // Connect, then Farcaster among the socials.
  await labPage(page).connectButton.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' }).waitFor()
  const link = await dialog.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')
  if (!link) throw new Error('the Farcaster view shows no link')
  return { page, link }
}

const account = (page: Page) =>
  page.evaluate(() => {
    const found = (window as unknown as LabWindow).__porticoLab.kit.getAccount()
    return {
      address: found?.address,
      socialProvider: found?.socialProvider,
      userName: found?.user?.userName,
    }
  })

describe('Sign In With Farcaster from the lab modal (local relay, scripted wallet, devnet IdRegistry)', () => {
  it('the QR link, the wallet signs as custody, and a brand-new fid is told to make its wallet by email or a social account: nothing connects', async () => {
    const { context } = await newLabContext(browser)
    try {
      const { page, link } = await openFarcasterView(context)
      const url = new URL(link)
      expect(url.searchParams.get('channelToken')).toMatch(/^[0-9a-f]{32}$/)
      await expect
        .poll(() => page.getByText('Waiting for approval in Farcaster…').count())
        .toBeGreaterThan(0)

      const wallet = await registeredUser('alice-lab')
      await wallet.approve(link, farcaster().relay)

      const dialog = page.getByRole('dialog')
      // The frame's CREATE_WALLET_REFUSED, said as such (not the generic failure, not a hang).
      await dialog
        .getByText(
          'This Farcaster account has no wallet yet. Sign in with email or a social account once to create it.',
        )
        .waitFor({ timeout: 60_000 })
      expect(await account(page)).toMatchObject({ address: undefined })
      await expect(dialog.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(
        true,
      )
    } finally {
      await context.close()
    }
  }, 180_000)

  it('a signature by a key that is not the fid’s custody is refused: the view says so, nothing connects', async () => {
    const { context } = await newLabContext(browser)
    try {
      const { page, link } = await openFarcasterView(context)
      const owner = await registeredUser('bob-lab')
      const impostor = createFarcasterTestWallet({
        privateKey: generatePrivateKey(),
        fid: owner.user.fid,
        username: 'bob-lab',
      })
      await impostor.approve(link, farcaster().relay)
      const dialog = page.getByRole('dialog')
      // apps/api's FARCASTER_INVALID, said as such (not the generic failure).
      await dialog
        .getByText(
          'The sign-in could not be verified. Approve it in the Farcaster app that holds the account.',
        )
        .waitFor({ timeout: 60_000 })
      expect((await account(page)).address).toBeUndefined()
      await expect(dialog.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(
        true,
      )
    } finally {
      await context.close()
    }
  }, 180_000)
})
