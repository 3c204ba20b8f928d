import { expect, rejectNext, test } from '@portico/testing/playwright'

// The fixture's other families: each wallet is in the page on its local chain, and `rejectNext`
// makes exactly one prompt fail. (The example app itself is EVM only; these read the wallets.)
type Families = {
  __porticoSolanaTestWallet: {
    wallet: { features: { 'standard:connect': { connect(): Promise<{ accounts: unknown[] }> } } }
  }
  __porticoBitcoinTestWallet: {
    provider: { request(method: string, params: unknown): Promise<{ error?: { code: number } }> }
  }
  injectedWeb3: Record<string, { enable(origin: string): Promise<unknown> }>
}

test.describe('solana', () => {
  test.use({ wallet: { family: 'solana' } })
  test('the Wallet Standard wallet declines once, then connects', async ({ page }) => {
    await page.goto('/wagmi.html')
    await rejectNext(page)
    const connect = () =>
      page.evaluate(() =>
        (window as unknown as Families).__porticoSolanaTestWallet.wallet.features[
          'standard:connect'
        ]
          .connect()
          .then(
            (r) => r.accounts.length,
            (e: { code?: number }) => e.code,
          ),
      )
    expect(await connect()).toBe(4001)
    expect(await connect()).toBe(1)
  })
})

test.describe('bitcoin', () => {
  test.use({ wallet: { family: 'bip122' } })
  test('the sats-connect provider declines once, then connects', async ({ page }) => {
    await page.goto('/wagmi.html')
    await rejectNext(page)
    const connect = () =>
      page.evaluate(() =>
        (window as unknown as Families).__porticoBitcoinTestWallet.provider
          .request('wallet_connect', {})
          .then((r) => r.error?.code ?? 'connected'),
      )
    expect(await connect()).toBe(-32000)
    expect(await connect()).toBe('connected')
  })
})

test.describe('polkadot', () => {
  test.use({ wallet: { family: 'polkadot' } })
  test('the injectedWeb3 extension declines once, then enables', async ({ page }) => {
    await page.goto('/wagmi.html')
    await rejectNext(page)
    const enable = () =>
      page.evaluate(() =>
        (window as unknown as Families).injectedWeb3['portico-test']?.enable('example').then(
          () => 'enabled',
          (e: Error) => e.message,
        ),
      )
    expect(await enable()).not.toBe('enabled')
    expect(await enable()).toBe('enabled')
  })
})
