import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { bitcoinRegtest } from '@portico/core'
import {
  type BitcoinChain,
  bitcoinTestWalletBrowserScript,
  startBitcoinChain,
} from '@portico/testing/bitcoin'
import { bitcoinTestWalletKeys, createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet'
import { launchChromium } from '@portico/testing/chromium'
import { Verifier } from 'bip322-js'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BitcoinAdapter } from './bitcoin-adapter-types.js'

// bitcoinAdapter with its defaults (window, the page's Wallet Standard registry) in headless
// Chromium, with the Bitcoin test wallet's page script on the real regtest node.

const repo = fileURLToPath(new URL('../../..', import.meta.url))
let chain: BitcoinChain
let browser: Awaited<ReturnType<typeof launchChromium>>
let server: Server
let origin: string
const files = new Map<string, string>()
let signingChunks: string[] = []

async function buildPage(): Promise<void> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    resolve: {
      alias: [
        {
          find: /^@portico\/core\/internal$/,
          replacement: `${repo}packages/core/src/exports/internal.ts`,
        },
        {
          find: /^@portico\/(core|api-client)$/,
          replacement: `${repo}packages/$1/src/exports/index.ts`,
        },
      ],
    },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./browser-page.test-helper.ts', import.meta.url)),
        formats: ['es'],
        fileName: 'page',
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  for (const chunk of chunks) files.set(`/${chunk.fileName}`, chunk.code)
  // The message verifier (@portico/verify's bitcoin schemes) is what the first signature loads.
  signingChunks = chunks
    .filter((c) => Object.keys(c.modules).some((id) => /verify\/(src|dist)\/bitcoin\//.test(id)))
    .map((c) => `/${c.fileName}`)
}

beforeAll(async () => {
  ;[chain, browser] = await Promise.all([startBitcoinChain(), launchChromium(), buildPage()])
  server = createServer((request, response) => {
    const code = files.get(request.url ?? '')
    if (code !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(code)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>dapp</title><script type="module" src="/page.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await chain?.stop()
})

type PageWindow = Window & {
  __porticoStart(config: { esploraUrl: string }): Promise<void>
  __portico: { adapter: BitcoinAdapter }
}

describe('bitcoinAdapter in headless Chromium', () => {
  it('finds the page wallet once (sats-connect registry + Wallet Standard), connects, signs, loads the verifier on first sign, reads the balance', async () => {
    const keys = bitcoinTestWalletKeys('adapter-bitcoin browser')
    const { payment } = createBitcoinTestWallet({ ...keys, esploraUrl: chain.esploraUrl })
    await chain.faucet(payment.address, 25_000_000)
    const page = await browser.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.addInitScript(
      bitcoinTestWalletBrowserScript({ ...keys, esploraUrl: chain.esploraUrl }),
    )
    await page.goto(origin)
    await page.waitForFunction(
      () => typeof (window as unknown as PageWindow).__porticoStart === 'function',
    )
    await page.evaluate(
      (esploraUrl) => (window as unknown as PageWindow).__porticoStart({ esploraUrl }),
      chain.esploraUrl,
    )

    const connectors = await page.evaluate(() =>
      (window as unknown as PageWindow).__portico.adapter.getConnectors(),
    )
    expect(connectors.map((c) => [c.id, c.type])).toEqual([
      ['PorticoBitcoinTestWallet.BitcoinProvider', 'INJECTED'],
    ])

    const connection = await page.evaluate(() =>
      (window as unknown as PageWindow).__portico.adapter.connect({
        connectorId: 'PorticoBitcoinTestWallet.BitcoinProvider',
      }),
    )
    expect(connection.address).toBe(payment.address)
    expect(signingChunks.length).toBeGreaterThan(0)
    expect(requested.filter((path) => signingChunks.includes(path))).toEqual([])

    const signature = await page.evaluate(
      (address) =>
        (window as unknown as PageWindow).__portico.adapter.signMessage({
          address,
          message: 'from the page',
        }),
      payment.address,
    )
    expect(Verifier.verifySignature(payment.address, 'from the page', signature)).toBe(true)
    expect(requested.some((path) => signingChunks.includes(path))).toBe(true)

    const network = bitcoinRegtest({ esploraUrl: chain.esploraUrl })
    const balance = await page.evaluate(
      ({ address, network }) =>
        (window as unknown as PageWindow).__portico.adapter.getBalance({ address, network }),
      { address: payment.address, network },
    )
    expect(balance).toEqual({ balance: '0.25', symbol: 'BTC', decimals: 8 })
    await page.close()
  })
})
