import type { Page } from 'playwright-core'
import type { Hash } from 'viem'
import { solanaLamports } from '../e2e/family-readers.js'
import {
  chainReader,
  closeModal,
  connectInjected,
  labPage,
  openConnectList,
  waitUntil,
} from '../e2e/lab-driver.js'
import type { LabStack } from '../stack/start-lab-stack.js'

/** One family's round as a user plays it: connect, send a small amount, switch network, disconnect. */
export interface SoakRound {
  family: string
  run(): Promise<void>
}

/** The lab's local Solana network (`solanaLocalnet`'s name). */
const SOLANA_LOCAL = 'Solana Local (simulated)'
const SEND_RESULT = /^Send transaction: (ok|failed): (.*)$/
/** 0.001 SOL: small enough for thousands of rounds from the funded test wallet. */
const SOL_SENT_LAMPORTS = 1_000_000n

/**
 * The rounds of the soak's scripted user on the lab page: EVM with the injected test wallet and
 * Solana with the Wallet Standard test wallet. Every step waits for what the user would see (or
 * the chain records), never for a fixed time.
 */
export function soakRounds(page: Page, lab: LabStack): SoakRound[] {
  const ui = labPage(page)
  const [devnetA, devnetB] = lab.config.chains
  const solana = lab.config.solana
  if (!devnetA || !devnetB) throw new Error('the soak needs the lab devnet’s two chains')
  if (!solana) throw new Error('the soak needs the lab stack started with Solana')
  const evmChain = chainReader(lab)

  const waitForButton = (text: string) =>
    ui.connectButton.filter({ hasText: text }).waitFor({ timeout: 30_000 })

  const networkNames = [...lab.config.chains.map((chain) => chain.name), SOLANA_LOCAL]
  /**
   * A row of the Networks view (its name, then an optional tag such as "Active"), and not the row
   * of a longer name that starts with it: "Portico Devnet" is not "Portico Devnet B".
   */
  const networkRow = (network: string) =>
    networkNames
      .filter((name) => name !== network && name.startsWith(network))
      .reduce(
        (row, longer) => row.filter({ hasNotText: longer }),
        ui.dialog.getByRole('button', { name: network }),
      )

  /** Picks `network` from the network button's list; the button shows exactly its name when done. */
  const switchTo = async (network: string, buttonText: string) => {
    await ui.networkButton.click()
    await networkRow(network).click()
    const shown = await page.waitForFunction(
      // The button's last child is the name (an icon may come before it).
      (name) =>
        document.querySelector('[data-testid="lab-network"]')?.lastElementChild?.textContent ===
        name,
      network,
      { timeout: 30_000 },
    )
    await shown.dispose()
    await closeModal(page)
    await waitForButton(buttonText)
  }

  const disconnect = async () => {
    await ui.connectButton.click()
    await ui.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await ui.connectButton.filter({ hasText: 'Connect Wallet' }).waitFor({ timeout: 30_000 })
    await closeModal(page)
  }

  const evm: SoakRound = {
    family: 'EVM',
    async run() {
      await connectInjected(page)
      await closeModal(page)
      // The lab's "Send 0.01 ETH" action (eth_sendTransaction through the kit), mined on the devnet.
      const before = await ui.actionResult.textContent()
      await ui.action('Send 0.01 ETH').click()
      const result = await page.waitForFunction(
        ({ before, pattern }) => {
          const text = document.querySelector('[data-testid="lab-action-result"]')?.textContent
          return text && text !== before && new RegExp(pattern).test(text) ? text : false
        },
        { before, pattern: SEND_RESULT.source },
        { timeout: 30_000 },
      )
      const text = String(await result.jsonValue())
      await result.dispose()
      const [, outcome, detail] = SEND_RESULT.exec(text) ?? []
      if (outcome !== 'ok') throw new Error(`Send 0.01 ETH failed: ${detail}`)
      await evmChain.client.waitForTransactionReceipt({ hash: detail as Hash, timeout: 30_000 })
      await switchTo(devnetB.name, 'ETH')
      await switchTo(devnetA.name, 'ETH')
      await disconnect()
    },
  }

  const sol: SoakRound = {
    family: 'Solana',
    async run() {
      await openConnectList(page)
      await ui.dialog.getByRole('button', { name: /Portico Solana Wallet/ }).click()
      await waitForButton('SOL')
      await closeModal(page)
      // The Send view: SOL to the lab's receiver, then the receiver's balance read from the chain.
      const before = await solanaLamports(solana.rpcUrl, solana.receiver)
      await ui.connectButton.click()
      await ui.dialog.getByRole('button', { name: 'Send' }).click()
      const picker = ui.dialog.getByRole('button', { name: /Token/ })
      await picker.waitFor()
      if (!(await picker.textContent())?.includes('SOL')) {
        await picker.click()
        await ui.dialog
          .getByRole('list', { name: 'Tokens to send' })
          .getByRole('button', { name: /SOL/ })
          .click()
      }
      await ui.dialog.getByLabel('Amount').fill('0.001')
      await ui.dialog.getByLabel('To', { exact: true }).fill(solana.receiver)
      // The click waits until the button is enabled (the draft validated). No element handle is
      // kept here: a handle pins its node, and the closed view with it, in the page's heap.
      await ui.dialog.getByRole('button', { name: 'Preview send' }).click()
      await ui.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await waitUntil('the SOL transfer on chain', async () => {
        return (await solanaLamports(solana.rpcUrl, solana.receiver)) >= before + SOL_SENT_LAMPORTS
      })
      await closeModal(page)
      // Another family's network from the network button, then back to Solana's local one.
      await switchTo(devnetA.name, 'Connect')
      await switchTo(SOLANA_LOCAL, 'SOL')
      await disconnect()
    },
  }

  return [evm, sol]
}
