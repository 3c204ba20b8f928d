import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { ed25519 } from '@noble/curves/ed25519.js'
import { type Network, solanaLocalnet } from '@portico/core'
import { launchChromium } from '@portico/testing/chromium'
import {
  deterministicSolanaKeypair,
  type SolanaChain,
  solanaTestWalletBrowserScript,
  startSolanaChain,
} from '@portico/testing/solana'
import { getBase58Encoder } from '@solana/kit'
import type { Browser } from 'playwright-core'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaAdapter } from './solana-adapter-types.js'

// The adapter in headless Chromium, bundled as an app ships it: the Solana test wallet registers
// on the real `window` through the Wallet Standard events; signing code arrives on first use.

const repo = fileURLToPath(new URL('../../..', import.meta.url))
let chain: SolanaChain
let local: Network
let browser: Browser
let server: Server
let origin: string
const files = new Map<string, string>()
let chainChunks: string[] = []

async function buildPage(): Promise<void> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: {
      alias: [
        {
          find: /^@portico\/(core|api-client)$/,
          replacement: `${repo}packages/$1/src/exports/index.ts`,
        },
        {
          find: /^@portico\/core\/internal$/,
          replacement: `${repo}packages/core/src/exports/internal.ts`,
        },
      ],
    },
    // An app build (not library mode): Vite defines process.env.NODE_ENV in dependencies too
    // (the program clients read it), as it does for every app.
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: {
        input: fileURLToPath(new URL('./browser-page.test-helper.ts', import.meta.url)),
        preserveEntrySignatures: 'exports-only',
        output: { entryFileNames: 'page.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  for (const chunk of chunks) files.set(`/${chunk.fileName}`, chunk.code)
  chainChunks = chunks
    .filter((c) => Object.keys(c.modules).some((id) => id.includes('@solana-program/token')))
    .map((c) => `/${c.fileName}`)
}

beforeAll(async () => {
  ;[chain, browser] = await Promise.all([startSolanaChain(), launchChromium(), buildPage()])
  local = solanaLocalnet({ genesisHash: chain.genesisHash, rpcUrl: chain.rpcUrl })
  server = createServer((request, response) => {
    const code = files.get(request.url ?? '')
    response.writeHead(200, { 'content-type': code ? 'text/javascript' : 'text/html' })
    response.end(
      code ?? '<!doctype html><title>dapp</title><script type="module" src="/page.js"></script>',
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await chain?.stop()
})

type PageWindow = Window & {
  __porticoStart(config: { networks: Network[] }): Promise<void>
  __portico: { adapter: SolanaAdapter }
}

describe('solanaAdapter in headless Chromium', () => {
  it('finds the in-page Wallet Standard wallet, connects, signs and sends; chain code loads on first use', async () => {
    const account = chain.accounts[0]!
    const page = await browser.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    try {
      await page.addInitScript(
        solanaTestWalletBrowserScript({
          secretKey: account.secretKey,
          rpcUrl: chain.rpcUrl,
          chains: [chain.caip2],
        }),
      )
      await page.goto(origin)
      await page.waitForFunction(
        () => typeof (window as unknown as PageWindow).__porticoStart === 'function',
      )
      await page.evaluate(
        (networks) => (window as unknown as PageWindow).__porticoStart({ networks }),
        [local],
      )
      const connectors = await page.evaluate(() =>
        (window as unknown as PageWindow).__portico.adapter.getConnectors(),
      )
      expect(connectors.map((c) => [c.id, c.type])).toEqual([['Portico Test Wallet', 'ANNOUNCED']])
      expect(chainChunks.length).toBeGreaterThan(0)
      expect(requested.filter((path) => chainChunks.includes(path))).toEqual([])

      const to = deterministicSolanaKeypair('browser receiver').address
      const signature = await page.evaluate(
        async ({ network, to }) => {
          const { adapter } = (window as unknown as PageWindow).__portico
          const connection = await adapter.connect({ connectorId: 'Portico Test Wallet', network })
          const signature = await adapter.signMessage({
            message: 'from the page',
            address: connection.address,
          })
          await adapter.sendTransaction({ to, value: 5_000_000n })
          return signature
        },
        { network: local, to },
      )
      const ok = ed25519.verify(
        new Uint8Array(getBase58Encoder().encode(signature)),
        new TextEncoder().encode('from the page'),
        new Uint8Array(getBase58Encoder().encode(account.address)),
      )
      expect(ok).toBe(true)
      expect(requested.filter((path) => chainChunks.includes(path)).length).toBeGreaterThan(0)
      const response = await fetch(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [to] }),
      })
      expect(((await response.json()) as { result: { value: number } }).result.value).toBe(
        5_000_000,
      )
    } finally {
      await page.close()
    }
  })
})
