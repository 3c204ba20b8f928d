import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyBitcoinMessage } from '@portico/verify/bitcoin'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../browser/launch-chromium.js'
import { type BitcoinChain, startBitcoinChain } from '../start-bitcoin-chain.js'
import { bitcoinTestWalletBrowserScript } from './browser-script.js'
import { bitcoinTestWalletKeys } from './wallet-keys.js'

let chain: BitcoinChain
let server: Server
let origin: string
let browser: Browser

beforeAll(async () => {
  ;[chain, browser] = await Promise.all([startBitcoinChain(), launchChromium()])
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><p>dapp</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await chain?.stop()
})

async function openDapp(seed: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(
    bitcoinTestWalletBrowserScript({
      ...bitcoinTestWalletKeys(seed),
      esploraUrl: chain.esploraUrl,
    }),
  )
  await page.goto(origin)
  return page
}

describe('bitcoinTestWalletBrowserScript', () => {
  it('lists the provider for sats-connect, registers one Wallet Standard wallet, signs and pays from the page', async () => {
    const page = await openDapp('browser 1')
    try {
      const found = await page.evaluate(() => {
        const registered: { name: string; features: string[]; provider: unknown }[] = []
        window.dispatchEvent(
          new CustomEvent('wallet-standard:app-ready', {
            detail: {
              register(wallet: { name: string; features: Record<string, { provider?: unknown }> }) {
                registered.push({
                  name: wallet.name,
                  features: Object.keys(wallet.features),
                  provider: wallet.features['sats-connect:']?.provider,
                })
              },
            },
          }),
        )
        const w = window as unknown as {
          btc_providers: { id: string; name: string }[]
          PorticoBitcoinTestWallet: { BitcoinProvider: unknown }
        }
        const [wallet] = registered
        return {
          providers: w.btc_providers.map((p) => [p.id, p.name]),
          standard: registered.map((r) => r.name),
          sameProvider: wallet?.provider === w.PorticoBitcoinTestWallet.BitcoinProvider,
          features: wallet?.features ?? [],
        }
      })
      expect(found.providers).toEqual([
        ['PorticoBitcoinTestWallet.BitcoinProvider', 'Portico Bitcoin Test Wallet'],
      ])
      expect(found.standard).toEqual(['Portico Bitcoin Test Wallet'])
      expect(found.sameProvider).toBe(true)
      expect(found.features).toContain('bitcoin:signMessage')

      const keys = await page.evaluate(async () => {
        const provider = (
          window as unknown as {
            PorticoBitcoinTestWallet: {
              BitcoinProvider: { request(m: string, p?: unknown): Promise<{ result?: unknown }> }
            }
          }
        ).PorticoBitcoinTestWallet.BitcoinProvider
        const connected = (await provider.request('wallet_connect', null)).result as {
          addresses: { address: string; purpose: string }[]
        }
        const ordinals = connected.addresses.find((a) => a.purpose === 'ordinals')?.address ?? ''
        const signed = (await provider.request('signMessage', { address: ordinals, message: 'gm' }))
          .result as { signature: string }
        return { addresses: connected.addresses, ordinals, signature: signed.signature }
      })
      expect(
        verifyBitcoinMessage({ address: keys.ordinals, message: 'gm', signature: keys.signature }),
      ).toBe(true)
      const payment = keys.addresses.find((a) => a.purpose === 'payment')?.address ?? ''
      await chain.faucet(payment, 80_000)

      const sent = await page.evaluate(async (to) => {
        const wallet = (
          window as unknown as {
            __porticoBitcoinTestWallet: { request(m: string, p?: unknown): Promise<unknown> }
          }
        ).__porticoBitcoinTestWallet
        return wallet.request('sendTransfer', { recipients: [{ address: to, amount: 30_000 }] })
      }, chain.faucetAddress)
      const { txid } = sent as { txid: string }
      await chain.mine(1)
      const status = await (await fetch(`${chain.esploraUrl}/tx/${txid}/status`)).json()
      expect(status).toMatchObject({ confirmed: true })
    } finally {
      await page.context().close()
    }
  })

  it('remembers the approval across a reload (silent reconnect) and honours reject mode', async () => {
    const page = await openDapp('browser 2')
    try {
      const request = (method: string) =>
        page.evaluate(
          (m) =>
            (
              window as unknown as {
                PorticoBitcoinTestWallet: {
                  BitcoinProvider: { request(m: string, p?: unknown): Promise<unknown> }
                }
              }
            ).PorticoBitcoinTestWallet.BitcoinProvider.request(m, null),
          method,
        )
      expect(await request('wallet_getAccount')).toMatchObject({ error: { code: -32002 } })
      await request('wallet_connect')
      await page.reload()
      expect(await request('wallet_getAccount')).toMatchObject({
        result: { id: expect.any(String) },
      })
      await page.evaluate(() =>
        (
          window as unknown as { __porticoBitcoinTestWallet: { setMode(m: string): void } }
        ).__porticoBitcoinTestWallet.setMode('reject'),
      )
      expect(await request('getAccounts')).toMatchObject({ error: { code: -32000 } })
    } finally {
      await page.context().close()
    }
  })
})
