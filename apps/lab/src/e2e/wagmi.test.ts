import { devnetTokens } from '@portico/testing'
import type { Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { WAGMI_PANEL_RECIPIENT, WAGMI_PANEL_USDC_AMOUNT } from '../app/wagmi/wagmi-panel-values.js'
import type { LabStack } from '../stack/start-lab-stack.js'
import { chainReader, connectInjected, labPage } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// The lab as a wagmi app (`wagmi=on`: WagmiProvider + QueryClientProvider, its wagmi config passed
// to `evmAdapter({ wagmiConfig })`), driven from both sides in headless Chromium: after each step
// wagmi's hooks (useAccount, useBalance, useSwitchChain, useWriteContract) and Portico's
// (useAppKitAccount, useAppKitNetwork) must show the same connection, account and chain.
let lab: LabStack
let page: Page

setUpLabSession(
  { query: '?wagmi=on', ready: (loaded) => loaded.getByTestId('wagmi-useAccount').waitFor() },
  (session) => {
    ;({ lab, page } = session)
  },
)

/** The lab's debugging handle, as far as this file uses it. */
interface LabWindow {
  __porticoLab: { kit: { switchNetwork(id: string): Promise<void>; disconnect(): Promise<void> } }
}

interface Side {
  status: string
  address: string | null
  chainId: number | null
}

/** What each side's hooks render now (the panels show them as JSON text). */
async function bothSides(): Promise<{ portico: Side; wagmi: Side }> {
  const ui = labPage(page)
  const read = async (text: Promise<string | null>) => JSON.parse((await text) ?? 'null')
  const account = await read(ui.hookState('useAppKitAccount').locator('pre').textContent())
  const network = await read(ui.hookState('useAppKitNetwork').locator('pre').textContent())
  const wagmi = await read(page.getByTestId('wagmi-useAccount').textContent())
  const connected = account.status === 'connected'
  return {
    portico: {
      status: account.status,
      address: account.address ?? null,
      // The kit keeps a selected network while disconnected; wagmi has no chain then.
      chainId: connected ? Number(network.chainId) : null,
    },
    wagmi: { status: wagmi.status, address: wagmi.address, chainId: wagmi.chainId },
  }
}

/** Waits until both sides show `expected` (bounded), failing with what each side showed. */
async function expectBoth(expected: Side): Promise<void> {
  await expect.poll(bothSides, { timeout: 30_000 }).toEqual({ portico: expected, wagmi: expected })
}

const wagmiButton = (name: string | RegExp) =>
  page.getByTestId('lab-wagmi').getByRole('button', { name })

describe('lab e2e: a wagmi + TanStack Query app sharing its config with Portico', () => {
  it('connect, switch, write and disconnect from either side: both sides agree after each step', async () => {
    const address = lab.config.injectedWallet.address
    const [chainA, chainB] = lab.config.chains.map((chain) => chain.chainId)
    if (chainA === undefined || chainB === undefined) throw new Error('the lab has one chain')
    await expectBoth({ status: 'disconnected', address: null, chainId: null })

    // 1. Portico's modal connects: wagmi's useAccount sees it.
    await connectInjected(page)
    await expectBoth({ status: 'connected', address, chainId: chainA })

    // 2. wagmi's useSwitchChain moves to chain B: Portico's network follows.
    await wagmiButton(`wagmi: switch to ${chainB}`).click()
    await expectBoth({ status: 'connected', address, chainId: chainB })

    // 3. Portico switches back to chain A: wagmi follows.
    await page.evaluate(
      (caip2) => (window as unknown as LabWindow).__porticoLab.kit.switchNetwork(caip2),
      `eip155:${chainA}`,
    )
    await expectBoth({ status: 'connected', address, chainId: chainA })

    // 4. wagmi's useBalance reads the account Portico connected; useWriteContract sends through
    //    the same wallet (1 USDC lands on chain).
    await expect
      .poll(() => page.getByTestId('wagmi-useBalance').textContent(), { timeout: 30_000 })
      .toMatch(/^\d+(\.\d+)? ETH$/)
    const reader = chainReader(lab)
    const usdc = lab.config.contracts.usdc
    const decimals = devnetTokens.usdc.decimals
    const before = await reader.tokenBalance(usdc, WAGMI_PANEL_RECIPIENT, decimals)
    await wagmiButton('wagmi: send 1 USDC').click()
    await expect
      .poll(() => page.getByTestId('wagmi-useWriteContract').textContent(), { timeout: 30_000 })
      .toMatch(/^0x[0-9a-f]{64}$/)
    const hash = (await page.getByTestId('wagmi-useWriteContract').textContent()) as `0x${string}`
    await reader.client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    const after = await reader.tokenBalance(usdc, WAGMI_PANEL_RECIPIENT, decimals)
    expect(parseUnits(after, decimals) - parseUnits(before, decimals)).toBe(WAGMI_PANEL_USDC_AMOUNT)
    expect(WAGMI_PANEL_USDC_AMOUNT).toBe(10n ** BigInt(decimals))
    await expectBoth({ status: 'connected', address, chainId: chainA })

    // 5. wagmi's useDisconnect: Portico is disconnected too.
    await wagmiButton('wagmi: disconnect').click()
    await expectBoth({ status: 'disconnected', address: null, chainId: null })
    await expect(labPage(page).connectButton.textContent()).resolves.toBe('Connect Wallet')

    // 6. wagmi's useConnect with the test wallet (wagmi's own EIP-6963 connector): Portico takes
    //    the connection over, its button shows the account.
    await page
      .locator('[data-testid="lab-wagmi"] button[data-connector="dev.portico.testwallet"]')
      .click()
    await expectBoth({ status: 'connected', address, chainId: chainA })
    await labPage(page).connectButton.filter({ hasText: 'ETH' }).waitFor({ timeout: 30_000 })

    // 7. Portico disconnects: wagmi is disconnected too.
    await page.evaluate(() => (window as unknown as LabWindow).__porticoLab.kit.disconnect())
    await expectBoth({ status: 'disconnected', address: null, chainId: null })
  }, 150_000)
})
