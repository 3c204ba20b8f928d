import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LabSolana } from '../lab-config.js'
import { type LabStack, startLabStack } from '../stack/start-lab-stack.js'
import { verifySolanaSignature } from './family-readers.js'
import { launchChromium, newLabContext } from './lab-browser.js'
import { failureShot, labPage, readPairingUri, recordClipboard, truncated } from './lab-driver.js'
import {
  approveProposal,
  approveRequest,
  pairInWallet,
  shownSolanaSignature,
  walletRequest,
} from './walletconnect-pairing.js'

// WalletConnect pairing from the lab's `/wallet/` page with a Solana account. One
// pairing proposes eip155 and solana (the kit's adapters share one WalletConnect client); the
// wallet page approves both, so one session carries both families, and the kit connects both.
let lab: LabStack
let browser: Browser
let dapp: Page
let wallet: Page

const sol = (): LabSolana => {
  if (!lab.config.solana) throw new Error('the lab started no Solana chain')
  return lab.config.solana
}

type LabWindow = {
  __porticoLab: {
    kit: {
      getConnectionStatus(ns: string): string
      getAccount(ns: string): { address?: string } | undefined
      getSnapshot(): { activeNamespace?: string; networks: Record<string, unknown> }
      switchNetwork(id: string): Promise<void>
    }
  }
}

beforeAll(async () => {
  lab = await startLabStack({ watch: false, families: ['solana'] })
  browser = await launchChromium()
  dapp = await (await newLabContext(browser)).context.newPage()
  wallet = await (await newLabContext(browser)).context.newPage()
  await recordClipboard(dapp)
  await Promise.all([dapp.goto(`${lab.url}?families=eip155,solana`), wallet.goto(lab.walletUrl)])
}, 180_000)

afterAll(async () => {
  await browser?.close().catch(() => undefined)
  await lab?.stop()
}, 60_000)

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  if (dapp && !dapp.isClosed()) await failureShot(dapp, `${task.name}-dapp`)
  if (wallet && !wallet.isClosed()) await failureShot(wallet, `${task.name}-wallet`)
})

describe('lab e2e: WalletConnect with a Solana account', () => {
  it('one pairing from the /wallet page connects the EVM and the Solana account of the wallet', async () => {
    const ui = labPage(dapp)
    const uri = await readPairingUri(dapp, wallet)
    expect(uri).toMatch(/^wc:/)
    const proposal = await pairInWallet(wallet, uri ?? '')
    expect(await proposal.textContent()).toContain(sol().caip2)
    await approveProposal(proposal)

    const status = (ns: string) =>
      dapp.evaluate(
        (n) => (window as unknown as LabWindow).__porticoLab.kit.getConnectionStatus(n),
        ns,
      )
    await expect.poll(() => status('eip155'), { timeout: 30_000 }).toBe('connected')
    await expect.poll(() => status('solana'), { timeout: 30_000 }).toBe('connected')
    const solanaAddress = await dapp.evaluate(
      () => (window as unknown as LabWindow).__porticoLab.kit.getAccount('solana')?.address,
    )
    expect(solanaAddress).toBe(sol().walletConnectWallet.address)
    await ui.connectButton
      .filter({ hasText: truncated(lab.config.walletConnectWallet.address) })
      .waitFor({ timeout: 30_000 })
  }, 120_000)

  it('a Solana signature request reaches the wallet page; approved there, it verifies (ed25519)', async () => {
    const ui = labPage(dapp)
    await dapp.evaluate(
      (caip2) => (window as unknown as LabWindow).__porticoLab.kit.switchNetwork(caip2),
      sol().caip2,
    )
    await ui.connectButton.filter({ hasText: 'SOL' }).waitFor({ timeout: 30_000 })
    await ui.action('Sign message').click()
    await approveRequest(await walletRequest(wallet, 'solana_signMessage'))
    const signature = await shownSolanaSignature(dapp)
    const address = sol().walletConnectWallet.address
    expect(verifySolanaSignature(address, 'Hello from the Portico lab', signature)).toBe(true)
    expect(verifySolanaSignature(address, 'another message', signature)).toBe(false)
  }, 90_000)

  it('disconnecting one family ends the session: both families disconnect', async () => {
    const ui = labPage(dapp)
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    const status = (ns: string) =>
      dapp.evaluate(
        (n) => (window as unknown as LabWindow).__porticoLab.kit.getConnectionStatus(n),
        ns,
      )
    await expect.poll(() => status('solana'), { timeout: 30_000 }).toBe('disconnected')
    await expect.poll(() => status('eip155'), { timeout: 30_000 }).toBe('disconnected')
  }, 60_000)
})
