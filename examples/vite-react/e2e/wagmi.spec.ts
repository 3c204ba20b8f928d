import { expect, test } from '@portico/testing/playwright'
import { verifyMessage } from 'viem'

test('wagmi alone: connect the EIP-6963 test wallet, read its balance, sign', async ({
  page,
  devnet,
}) => {
  const account = devnet.accounts[1]?.address
  await page.goto('/wagmi.html')
  await page.getByRole('button', { name: 'Connect Portico Test Wallet' }).click()
  await expect(page.getByTestId('address')).toHaveText(account ?? '')
  await expect(page.getByText(/^Balance: \d+/)).toBeVisible()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const status = page.getByText(/^Signed: 0x/)
  await expect(status).toBeVisible()
  const signature = ((await status.textContent()) ?? '').replace('Signed: ', '') as `0x${string}`
  expect(await verifyMessage({ address: account ?? '0x', message: 'Hello', signature })).toBe(true)
})
