import {
  approveNext,
  ConnectFailedError,
  connect,
  expect,
  porticoModal,
  porticoView,
  rejectNext,
  signIn,
  test,
} from '@portico/testing/playwright'

test('the wallet declines once: the modal says so, "Try again" connects', async ({ page }) => {
  await page.goto('/')
  await rejectNext(page)
  await expect(connect(page)).rejects.toThrow(ConnectFailedError)
  await expect(porticoModal(page).getByText('Connection declined')).toBeVisible()
  await porticoModal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(porticoView(page, 'SIWXSignMessage')).toBeVisible()
})

test('the wallet declines the sign-in signature: back to Connect, the next try signs in', async ({
  page,
}) => {
  await page.goto('/')
  await connect(page)
  await rejectNext(page)
  await porticoView(page, 'SIWXSignMessage')
    .getByRole('button', { name: 'Sign', exact: true })
    .click()
  await expect(porticoView(page, 'Connect')).toBeVisible()
  await connect(page)
  await signIn(page)
  await expect(page.getByTestId('portico-connect-button')).toHaveAttribute(
    'data-status',
    'connected',
  )
})

test.describe('a wallet that declines everything', () => {
  test.use({ wallet: { mode: 'reject' } })
  test('approveNext lets the connection through, the sign-in prompt is declined again', async ({
    page,
  }) => {
    await page.goto('/')
    await approveNext(page)
    await connect(page)
    await porticoView(page, 'SIWXSignMessage')
      .getByRole('button', { name: 'Sign', exact: true })
      .click()
    await expect(porticoView(page, 'Connect')).toBeVisible()
  })
})
