import { AlertText } from '@portico/core/testing'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestKit, renderWithKit } from '../test-utils/test-kit.js'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const alert = AlertText.invalidAppConfiguration

describe('alerts (SPEC §8)', () => {
  it('with the modal closed, shows as a toast with its title and explanation; Dismiss clears it', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit, <p>host</p>)
    act(() => kit.showAlert(alert))
    // The first alert downloads the modal's code, which shows it (slow on a loaded machine).
    const region = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(region.textContent).toContain(alert.shortMessage)
    expect(region.textContent).toContain(alert.longMessage)
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss alert' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(kit.getSnapshot().alert).toBeUndefined()
  })

  it('with the modal open, shows inside the dialog, once', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit)
    act(() => kit.open())
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    act(() => kit.showAlert(alert))
    const regions = within(dialog).getAllByRole('alert')
    expect(regions).toHaveLength(1)
    expect(regions[0]?.textContent).toContain('Invalid App Configuration')
    // The same alert again (another 403) is not shown a second time.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss alert' }))
    act(() => kit.showAlert(alert))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('renders the texts as text, never as markup', async () => {
    const { kit } = createTestKit()
    await kit.ready
    renderWithKit(kit)
    act(() => kit.showAlert({ shortMessage: '<img src=x onerror=1>', longMessage: '<b>x</b>' }))
    const region = await screen.findByRole('alert')
    expect(region.querySelector('img, b')).toBeNull()
    expect(region.textContent).toContain('<img src=x onerror=1>')
  })
})
