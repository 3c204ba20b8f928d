import { devnetTokens, testErc721Artifact } from '@portico/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createWalletClient, erc721Abi, type Hex, http, parseEther, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import {
  chainReader,
  closeModal,
  connectInjected,
  currentMonthTitle,
  failureShot,
  labPage,
  openConnectList,
  screenshot,
  threeDecimals,
  truncated,
  waitUntil,
} from './lab-driver.js'

// The lab as `pnpm lab` starts it, driven in headless Chromium with the injected EIP-6963 test
// wallet (devnet account 0: ETH, the fixture tokens and NFTs). Scenarios 1, 3-7 of the lab issue.
let lab: LabStack
let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]

beforeAll(async () => {
  lab = await startLabStack({ watch: false })
  browser = await launchChromium()
  ;({ context, errors } = await newLabContext(browser))
  page = await context.newPage()
  await page.goto(lab.url)
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

// A failed scenario must not leave the modal open over the next one.
beforeEach(async () => {
  if (!page || page.isClosed()) return
  await closeModal(page)
  await labPage(page)
    .walletMode(/Approve/)
    .check()
})

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed()) await failureShot(page, task.name)
})

const account = () => lab.config.injectedWallet.address
const recipient = () => lab.devnet.accounts[5]!.address

/**
 * Account 9 mints the next Portico Pals token to the connected account, which then transfers it
 * to account 5 (signed with its devnet key, outside the page); resolves the token id once
 * apps/api has indexed the transfer out.
 */
async function receiveAndSendAwayNft(): Promise<bigint> {
  const rpcUrl = lab.devnet.chains[0].rpcUrl
  const reader = chainReader(lab).client
  const nft = lab.config.contracts.nft
  const minter = createWalletClient({
    account: privateKeyToAccount(lab.devnet.accounts[9]!.privateKey),
    transport: http(rpcUrl),
  })
  const mint = await minter.writeContract({
    address: nft,
    abi: testErc721Artifact.abi,
    functionName: 'mint',
    args: [account(), 'data:application/json,{"name":"Gone"}'],
    chain: null,
  })
  await reader.waitForTransactionReceipt({ hash: mint, timeout: 30_000 })
  const tokenId = (await reader.readContract({
    address: nft,
    abi: testErc721Artifact.abi,
    functionName: 'totalSupply',
  })) as bigint
  const owner = createWalletClient({
    account: privateKeyToAccount(lab.config.injectedWallet.privateKey),
    transport: http(rpcUrl),
  })
  const away = await owner.writeContract({
    address: nft,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [account(), recipient(), tokenId],
    chain: null,
  })
  await reader.waitForTransactionReceipt({ hash: away, timeout: 30_000 })
  await waitUntil('apps/api to index the NFT sent away', async () => {
    const response = await fetch(
      `${lab.apiUrl}/v1/account/${account()}/history?projectId=lab&chainId=eip155:31337`,
    )
    return (await response.text()).toLowerCase().includes(away.toLowerCase())
  })
  return tokenId
}

describe('lab e2e: injected EIP-6963 wallet', () => {
  it('1. connects with the injected wallet: address 4 + 6 and balance with 3 decimals (SPEC §2, §5)', async () => {
    const ui = labPage(page)
    await expect(ui.connectButton.textContent()).resolves.toBe('Connect Wallet')
    await openConnectList(page)
    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    await screenshot(page, 'connect')
    await ui.dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })

    const onChain = await chainReader(lab).ethBalance(account())
    const text = (await ui.connectButton.textContent()) ?? ''
    expect(text).toContain(truncated(account()))
    expect(text).toContain(`${threeDecimals(onChain)} ETH`)
    expect(text).toMatch(/\d+\.\d{3} ETH/)
  }, 90_000)

  it('3. Account view: Tokens in USD with 2 decimals without the zero-decimals token; NFTs without spam; Activity under this month', async () => {
    // A transfer made by the test (account 9 → the connected account), indexed by apps/api
    // before the Activity tab is first opened.
    const sender = lab.devnet.accounts[9]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(lab.devnet.chains[0].rpcUrl),
    })
    const hash = await wallet.sendTransaction({
      to: account(),
      value: parseEther('1.234'),
      chain: null,
    })
    await chainReader(lab).client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    await waitUntil('apps/api to index the transfer', async () => {
      const response = await fetch(
        `${lab.apiUrl}/v1/account/${account()}/history?projectId=lab&chainId=eip155:31337`,
      )
      return (await response.text()).toLowerCase().includes(hash.toLowerCase())
    })
    // An NFT received and later sent away: account 9 mints Portico Pals #n to the connected
    // account, which sends it on to account 5. The NFTs tab must not list it.
    const goneId = await receiveAndSendAwayNft()

    const ui = labPage(page)
    await ui.connectButton.click()
    const dialog = ui.dialog
    await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    const tokens = dialog.getByRole('tabpanel')
    for (const symbol of ['ETH', 'USDC', 'DAI', 'USDT']) {
      await tokens.getByText(symbol, { exact: true }).first().waitFor({ timeout: 30_000 })
    }
    const tokenText = (await tokens.textContent()) ?? ''
    expect(tokenText).not.toContain('ZERO')
    const usd = await tokens.getByText(/^\$/).allTextContents()
    expect(usd.length).toBeGreaterThanOrEqual(4)
    for (const value of usd) expect(value).toMatch(/^\$[\d,]+\.\d{2}$/)
    expect(usd).toContain('$10,000.00')
    // One native balance: after the incoming transfer, the header and the button show what the
    // Tokens row shows (the account balance is updated from the fetched portfolio).
    const ethNow = `${threeDecimals(await chainReader(lab).ethBalance(account()))} ETH`
    await tokens.getByText(ethNow, { exact: true }).waitFor({ timeout: 30_000 })
    await expect
      .poll(() => dialog.locator('.portico-balance').textContent(), { timeout: 10_000 })
      .toBe(ethNow)
    await expect.poll(() => ui.connectButton.textContent(), { timeout: 10_000 }).toContain(ethNow)
    // Token icons from the self-hosted API over plain http (its own origin) are drawn, not blank.
    const icons = tokens.locator(`img[src^="${lab.apiUrl}/"]`)
    await expect.poll(() => icons.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4)
    await expect
      .poll(
        () =>
          icons.evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
        { timeout: 10_000 },
      )
      .toBe(true)
    await screenshot(page, 'account')

    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    const nfts = dialog.getByRole('list', { name: 'NFTs' })
    await nfts.getByText('Portico Pals #1').waitFor({ timeout: 30_000 })
    const nftNames = await nfts.getByRole('listitem').allTextContents()
    expect(nftNames).toEqual(['Portico Pals #1'])
    expect(nftNames.join()).not.toContain(`Portico Pals #${goneId}`)
    expect(await dialog.getByRole('tabpanel').textContent()).not.toContain('Claim Free Rewards')

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = dialog.getByRole('tabpanel')
    await activity.getByText(currentMonthTitle(), { exact: true }).waitFor({ timeout: 30_000 })
    await activity.getByText('+1.234 ETH').waitFor({ timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
  }, 120_000)

  it('4. sends ETH and an ERC-20: "Transaction started", balances change on chain, activity entries appear', async () => {
    const ui = labPage(page)
    const reader = chainReader(lab)
    const ethBefore = await reader.ethBalance(recipient())
    const usdc = lab.config.contracts.usdc
    const usdcBefore = await reader.tokenBalance(usdc, recipient(), devnetTokens.usdc.decimals)

    const send = async (symbol: string, amount: string, shot?: string) => {
      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: 'Send' }).click()
      const picker = ui.dialog.getByRole('button', { name: /Token/ })
      await picker.waitFor()
      if (symbol !== 'ETH') {
        await picker.click()
        await ui.dialog
          .getByRole('list', { name: 'Tokens to send' })
          .getByRole('button', { name: new RegExp(symbol) })
          .click()
      }
      await ui.dialog.getByLabel('Amount').fill(amount)
      await ui.dialog.getByLabel('To', { exact: true }).fill(recipient())
      const preview = ui.dialog.getByRole('button', { name: 'Preview send' })
      await expect.poll(() => preview.isEnabled(), { timeout: 20_000 }).toBe(true)
      if (shot) await screenshot(page, shot)
      await preview.click()
      await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByText('Transaction started').first().waitFor({ timeout: 30_000 })
    }

    await send('ETH', '0.5', 'send')
    await waitUntil('the ETH transfer on chain', async () => {
      return Number(await reader.ethBalance(recipient())) === Number(ethBefore) + 0.5
    })
    await page.keyboard.press('Escape')
    await ui.dialog.waitFor({ state: 'detached' })

    await send('USDC', '12.5')
    await waitUntil('the USDC transfer on chain', async () => {
      const now = await reader.tokenBalance(usdc, recipient(), devnetTokens.usdc.decimals)
      return Number(now) === Number(usdcBefore) + 12.5
    })

    // apps/api has indexed both sends...
    await waitUntil('apps/api to index the sends', async () => {
      const response = await fetch(
        `${lab.apiUrl}/v1/account/${account()}/history?projectId=lab&chainId=eip155:31337`,
      )
      const body = await response.text()
      return body.includes('"USDC"') && (body.match(/"send"/g) ?? []).length >= 2
    })
    // ...and, back on Account (SPEC §4: after a successful send), they show in Activity.
    await ui.dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = ui.dialog.getByRole('tabpanel')
    await activity.getByText('-12.500 USDC').waitFor({ timeout: 30_000 })
    await activity.getByText('-0.500 ETH').waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await ui.dialog.waitFor({ state: 'detached' })
  }, 150_000)

  it('6a. a signature declined in the wallet shows "Signature declined" (SPEC §8)', async () => {
    const ui = labPage(page)
    await ui.walletMode(/Reject/).check()
    await ui.action('Sign message').click()
    await expect
      .poll(() => ui.actionResult.textContent(), { timeout: 20_000 })
      .toContain('Sign message: failed')
    // Core raised the toast...
    await expect
      .poll(() => page.evaluate(() => window.__porticoLab?.kit.getSnapshot().toast?.message))
      .toBe('Signature declined')
    // ...and the user must see it on the page.
    await page.getByText('Signature declined').first().waitFor({ timeout: 10_000 })
  }, 60_000)

  it('6b. a method outside the allowlist shows "Action not allowed"; signing works again after (SPEC §6, §8)', async () => {
    const ui = labPage(page)
    await ui.action(/debug_traceTransaction/).click()
    await ui.dialog.getByText('Action not allowed').waitFor({ timeout: 20_000 })
    expect(await ui.dialog.getByText('Action not allowed').count()).toBe(1)
    // On ApproveTransaction, which states the refusal itself, it is still said once.
    await page.evaluate(() => window.__porticoLab?.kit.open({ view: 'ApproveTransaction' }))
    await ui.dialog.getByText(/this connection does not allow/).waitFor({ timeout: 10_000 })
    expect(await ui.dialog.getByText('Action not allowed').count()).toBe(1)
    await expect
      .poll(() => ui.actionResult.textContent())
      .toContain('Requested RPC call is not allowed')
    await page.keyboard.press('Escape')
    await ui.dialog.waitFor({ state: 'detached' })

    // With the wallet approving again, signing works from the lab's action button.
    await ui.action('Sign message').click()
    await expect.poll(() => ui.actionResult.textContent(), { timeout: 20_000 }).toMatch(/ok: 0x/)
  }, 90_000)

  it('lab actions: typed data signed through the gate verifies; "Send 0.01 ETH" lands on chain', async () => {
    const ui = labPage(page)
    await ui.action('Sign typed data').click()
    await expect.poll(() => ui.actionResult.textContent(), { timeout: 20_000 }).toMatch(/ok: 0x/)
    const signature = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1] as Hex
    expect(
      await verifyTypedData({
        address: account(),
        domain: { name: 'Portico lab', version: '1', chainId: 31337 },
        types: {
          Greeting: [
            { name: 'from', type: 'address' },
            { name: 'text', type: 'string' },
          ],
        },
        primaryType: 'Greeting',
        message: { from: account(), text: 'Hello from the Portico lab' },
        signature,
      }),
    ).toBe(true)

    const to = lab.config.walletConnectWallet.address
    const before = await chainReader(lab).ethBalance(to)
    await ui.action('Send 0.01 ETH').click()
    await expect
      .poll(() => ui.actionResult.textContent(), { timeout: 20_000 })
      .toMatch(/Send transaction: ok: 0x[0-9a-f]{64}/)
    const hash = ((await ui.actionResult.textContent()) ?? '').split('ok: ')[1] as Hex
    await chainReader(lab).client.waitForTransactionReceipt({ hash, timeout: 20_000 })
    expect(Number(await chainReader(lab).ethBalance(to))).toBeCloseTo(Number(before) + 0.01, 9)
  }, 90_000)

  it('5. switches network in the modal; the wallet moving to a network that was not requested opens UnsupportedChain', async () => {
    const ui = labPage(page)
    await ui.networkButton.click()
    await ui.dialog.getByRole('button', { name: /Portico Devnet B/ }).click()
    await expect
      .poll(() => page.evaluate(() => window.__porticoTestWallet?.chainId), { timeout: 20_000 })
      .toBe(31338)
    await expect.poll(() => ui.networkButton.textContent()).toContain('Portico Devnet B')
    if (await ui.dialog.isVisible()) await page.keyboard.press('Escape')

    // Only chain 31337 requested (a shared settings URL); the wallet moves to 31338 on its own.
    await ui.moveWalletTo(31337).click()
    await expect.poll(() => ui.networkButton.textContent()).not.toContain('Devnet B')
    await page.goto(`${lab.url}?networks=31337`)
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await ui.moveWalletTo(31338).click()
    await ui.dialog.getByRole('heading', { name: 'Switch Network' }).waitFor({ timeout: 20_000 })
    await expect(ui.hookState('useAppKitNetwork').textContent()).resolves.toContain(
      '"isUnsupported": true',
    )

    // The view offers the requested network: choosing it moves the wallet back.
    await ui.dialog.getByRole('button', { name: /Portico Devnet/ }).click()
    await expect
      .poll(() => page.evaluate(() => window.__porticoTestWallet?.chainId), { timeout: 20_000 })
      .toBe(31337)
    await page.goto(lab.url)
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
  }, 120_000)

  it('7. disconnects; a reload with a saved connection paints connected without a "Connect" flicker', async () => {
    const ui = labPage(page)
    await ui.connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => ui.connectButton.textContent(), { timeout: 20_000 })
      .toBe('Connect Wallet')
    await expect(ui.hookState('useAppKitAccount').textContent()).resolves.toContain(
      '"status": "disconnected"',
    )

    await connectInjected(page)
    const reloaded = await context.newPage()
    // Records every text the connect button shows, from the first DOM mutation on.
    await reloaded.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __buttonTexts: string[] }).__buttonTexts = seen
      const record = () => {
        const button = document.querySelector('[data-testid="lab-connect"]')
        const text = button?.textContent ?? ''
        if (button && seen[seen.length - 1] !== text) seen.push(text)
      }
      new MutationObserver(record).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })
    await reloaded.goto(lab.url)
    const reloadedUi = labPage(reloaded)
    await reloadedUi.connectButton.filter({ hasText: truncated(account()) }).waitFor({
      timeout: 30_000,
    })
    const texts = await reloaded.evaluate(
      () => (window as unknown as { __buttonTexts: string[] }).__buttonTexts,
    )
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.filter((text) => /Connect/.test(text))).toEqual([])
    await reloaded.close()
  }, 90_000)

  it('leaves no page errors behind', () => {
    expect(errors.filter((line) => !line.includes('favicon'))).toEqual([])
  })
})

declare global {
  interface Window {
    __porticoTestWallet?: { chainId: number }
    __porticoLab?: {
      kit: {
        getSnapshot(): { toast?: { message: string } }
        open(options: { view: 'ApproveTransaction' }): Promise<void>
      }
    }
  }
}
