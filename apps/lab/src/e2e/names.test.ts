import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { LabStack } from '../stack/start-lab-stack.js'
import { axeViolations } from './axe.js'
import { closeModal, connectInjected, labPage, screenshot } from './lab-driver.js'
import { setUpLabSession } from './lab-session.js'

// Names: the injected EIP-6963 test wallet (not an embedded one) chooses a name in the
// Account view, against apps/api's name service on the local stack. The zone suffix is apps/api's
// default, `portico.id`.
let lab: LabStack
let page: Page
let errors: string[]

setUpLabSession({}, (session) => {
  ;({ lab, page, errors } = session)
})

const SUFFIX = 'portico.id'
const RULE_TEXT = 'Use letters, digits and hyphens only, at least 4 characters.'

/**
 * Registers `label` for devnet account `index` straight through apps/api (`POST
 * /v1/profile/account`), signed with that account's key the way the kit signs: another user
 * taking the name while this one is still choosing.
 */
async function registerElsewhere(index: number, label: string): Promise<void> {
  const key = lab.devnet.accounts[index]?.privateKey
  if (!key) throw new Error(`no devnet account ${index}`)
  const signer = privateKeyToAccount(key as Hex)
  const chainId = lab.devnet.chains[0].chainId
  const coinType = (0x80000000 | chainId) >>> 0
  const message = JSON.stringify({
    name: label,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    coin_type: coinType,
    domain: new URL(lab.apiUrl).host,
    nonce: randomBytes(16).toString('hex'),
  })
  const response = await fetch(`${lab.apiUrl}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`)
}

describe('lab e2e: names (SPEC §4 name registration, §5 rule, §7 /v1/profile/*)', () => {
  it('chooses a name: rule, suggestions, a name taken meanwhile, then registration; the name shows in the button and the header', async () => {
    const ui = labPage(page)
    await connectInjected(page)
    await ui.connectButton.click()
    const dialog = ui.dialog
    await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    await screenshot(page, 'names-choose')
    await dialog.getByRole('button', { name: 'Choose a name' }).click()
    await dialog.getByRole('heading', { name: 'Choose Name' }).waitFor()
    const field = dialog.getByRole('textbox', { name: 'Name', exact: true })
    const register = dialog.getByRole('button', { name: 'Register' })

    // SPEC §5: letters, digits and hyphen only.
    await field.fill('lab taken')
    await dialog.getByText(RULE_TEXT).waitFor()
    expect(await register.isDisabled()).toBe(true)

    // Suggestions and availability from apps/api as the user types.
    await field.fill('lab-taken')
    await dialog.getByText(`lab-taken.${SUFFIX} is available`).waitFor({ timeout: 30_000 })
    const suggested = dialog.getByRole('list', { name: 'Suggested names' }).getByRole('button')
    expect(await suggested.allTextContents()).toEqual(
      ['1', '2', '3', 'app', 'xyz'].map((tail) => `lab-taken-${tail}`),
    )
    await screenshot(page, 'names-register')

    // Another account takes the name before Register: the service refuses, the view comes back.
    await registerElsewhere(6, 'lab-taken')
    await register.click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'Error registering name lab-taken' })
    await alert.waitFor({ timeout: 30_000 })
    await dialog.getByRole('heading', { name: 'Choose Name' }).waitFor()
    expect(await alert.textContent()).toContain(`Name lab-taken.${SUFFIX} is already taken`)
    expect(await field.inputValue()).toBe('lab-taken')
    await screenshot(page, 'names-error')

    // A free name: the test wallet signs the registration message, the success view shows it.
    await field.fill('lab-alice')
    await dialog.getByText(`lab-alice.${SUFFIX} is available`).waitFor({ timeout: 30_000 })
    expect(await register.isDisabled()).toBe(false)
    await register.click()
    await dialog.getByRole('heading', { name: 'Name Registered' }).waitFor()
    await dialog.getByText(`lab-alice.${SUFFIX}`).waitFor({ timeout: 30_000 })
    await screenshot(page, 'names-success')
    expect(await axeViolations(page)).toEqual([])

    // The Account header and the button show the name; "Choose a name" is gone.
    await dialog.getByRole('button', { name: 'Back to account' }).click()
    await dialog.getByRole('tab', { name: 'Tokens' }).waitFor()
    await dialog.getByText(`lab-alice.${SUFFIX}`).waitFor()
    expect(await dialog.getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    await screenshot(page, 'names-account')
    // "Back to account" went back past the name views: the Account view is the only entry, so
    // the header offers no Back into the name form again.
    expect(await dialog.getByRole('button', { name: 'Back', exact: true }).count()).toBe(0)
    await closeModal(page)
    await ui.connectButton.filter({ hasText: `lab-alice.${SUFFIX}` }).waitFor()

    // After a reload the restored connection names the account again (reverse lookup, cached).
    await page.reload()
    await labPage(page)
      .connectButton.filter({ hasText: `lab-alice.${SUFFIX}` })
      .waitFor({ timeout: 30_000 })
    // The one error the browser logs is the refused registration's 409 (the name taken).
    expect(errors.filter((error) => !/status of 409 \(Conflict\)/.test(error))).toEqual([])
  }, 120_000)
})
