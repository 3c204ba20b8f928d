import { connect, expect, signIn, test } from '@portico/testing/playwright'

test('connect, sign in, sign a message', async ({ page }) => {
  await page.goto('/')
  await connect(page)
  await signIn(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText(/^Signed: 0x[0-9a-f]{130}$/)).toBeVisible()
})
