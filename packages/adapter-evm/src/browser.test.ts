import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Network } from '@portico/core'
import {
  createWalletConnectTestWallet,
  type Devnet,
  type LocalRelay,
  startDevnet,
  startLocalRelay,
  testWalletBrowserScript,
} from '@portico/testing'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetNetworks } from './devnet.test-helper.js'
import type { EvmAdapter } from './evm-adapter-types.js'

const repo = fileURLToPath(new URL('../../..', import.meta.url))
let devnet: Devnet
let relay: LocalRelay
let browser: Browser
let server: Server
let origin: string
let networks: [Network, Network]
const files = new Map<string, string>()
let walletConnectChunks: string[] = []

/** Bundles the page script with Vite in production mode: dynamic imports become lazy chunks. */
async function buildPage(): Promise<void> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    resolve: {
      alias: [
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
  walletConnectChunks = chunks
    .filter((c) => Object.keys(c.modules).some((id) => id.includes('@walletconnect')))
    .map((c) => `/${c.fileName}`)
}

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([
    startDevnet(),
    startLocalRelay(),
    launchChromium(),
    buildPage(),
  ])
  networks = devnetNetworks(devnet)
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
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await relay?.stop()
  await devnet?.stop()
})

type PageWindow = Window & {
  __porticoStart(config: { networks: Network[]; relayUrl: string }): Promise<void>
  __portico: { adapter: EvmAdapter; uris: string[] }
}

/** Opens the dapp page; `requested` collects the script URLs the page loads. */
async function openDapp(initScript?: string): Promise<{ page: Page; requested: string[] }> {
  const page = await browser.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  if (initScript) await page.addInitScript(initScript)
  await page.goto(origin)
  await page.waitForFunction(
    () => typeof (window as unknown as PageWindow).__porticoStart === 'function',
  )
  await page.evaluate((config) => (window as unknown as PageWindow).__porticoStart(config), {
    networks,
    relayUrl: relay.url,
  })
  return { page, requested }
}

describe('evmAdapter in headless Chromium', () => {
  it('finds the in-page wallet through EIP-6963, connects and signs', async () => {
    const { page } = await openDapp(
      testWalletBrowserScript({
        privateKey: devnet.accounts[1]!.privateKey,
        rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
        chainId: 31337,
      }),
    )
    try {
      const connectors = await page.evaluate(() =>
        (window as unknown as PageWindow).__portico.adapter.getConnectors(),
      )
      // window.ethereum and the announcement are the same wallet: listed once, as announced.
      expect(
        connectors.filter((c) => c.type !== 'WALLET_CONNECT').map((c) => [c.id, c.type]),
      ).toEqual([['dev.portico.testwallet', 'ANNOUNCED']])
      const address = devnet.accounts[1]!.address
      const signature = await page.evaluate(async (account) => {
        const { adapter } = (window as unknown as PageWindow).__portico
        await adapter.connect({ connectorId: 'dev.portico.testwallet' })
        return adapter.signMessage({ message: 'from the page', address: account })
      }, address)
      expect(
        await verifyMessage({ address, message: 'from the page', signature: signature as Hex }),
      ).toBe(true)
    } finally {
      await page.close()
    }
  })

  it('loads WalletConnect only when picked, then pairs with a wallet over the local relay', async () => {
    expect(walletConnectChunks.length).toBeGreaterThan(0)
    const { page, requested } = await openDapp()
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: devnet.accounts[5]!.privateKey,
      rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
      chainIds: devnet.chains.map((c) => c.chainId),
    })
    try {
      expect(requested).toContain('/page.js')
      for (const chunk of walletConnectChunks) expect(requested).not.toContain(chunk)

      await page.evaluate(() => {
        const { adapter } = (window as unknown as PageWindow).__portico
        ;(window as unknown as { __connecting: Promise<unknown> }).__connecting = adapter.connect({
          connectorId: 'walletConnect',
        })
      })
      const uri = await page
        .waitForFunction(() => (window as unknown as PageWindow).__portico.uris[0] ?? false)
        .then((handle) => handle.jsonValue() as Promise<string>)
      expect(requested).toEqual(expect.arrayContaining(walletConnectChunks))
      await wallet.pair(uri)
      const connection = await page.evaluate(
        () => (window as unknown as { __connecting: Promise<{ address: string }> }).__connecting,
      )
      expect(connection.address).toBe(wallet.address)
      const signature = await page.evaluate(
        (account) =>
          (window as unknown as PageWindow).__portico.adapter.signMessage({
            message: 'wc from the page',
            address: account,
          }),
        wallet.address,
      )
      expect(
        await verifyMessage({
          address: wallet.address,
          message: 'wc from the page',
          signature: signature as Hex,
        }),
      ).toBe(true)
    } finally {
      await page.close()
      await wallet.stop()
    }
  })
})
