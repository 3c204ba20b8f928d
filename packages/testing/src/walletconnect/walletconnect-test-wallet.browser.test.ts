import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignClient } from '@walletconnect/sign-client'
import { buildSync } from 'esbuild'
import type { Browser } from 'playwright-core'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { type LocalRelay, startLocalRelay } from './local-relay.js'
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js'
import { stopSignClient } from './walletconnect-test-wallet.js'

let devnet: Devnet
let relay: LocalRelay
let browser: Browser
let server: Server
let origin: string

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([
    startDevnet(),
    startLocalRelay(),
    launchChromium(),
  ])
  // The "phone" page: the browser-safe entry bundled as a page script.
  const bundle = buildSync({
    stdin: {
      contents:
        "import { createWalletConnectTestWallet } from './src/exports/walletconnect-wallet'\nwindow.createWalletConnectTestWallet = createWalletConnectTestWallet",
      resolveDir: new URL('../..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { global: 'globalThis' },
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text
  server = createServer((request, response) => {
    if (request.url === '/wallet.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(bundle)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>phone</title><script src="/wallet.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

/** Bounds a step so a stuck step fails with its name instead of the test timeout. */
function step<T>(name: string, promise: Promise<T>, ms = 20_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${name}: no result within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await relay?.stop()
  await devnet?.stop()
})

describe('createWalletConnectTestWallet in a browser page', () => {
  it('pairs with a Node dapp through the relay and signs in the page', async () => {
    const prefix = `dapp-${randomUUID()}`
    const dapp = await SignClient.init({
      relayUrl: relay.url,
      customStoragePrefix: prefix,
      storage: createMemoryKeyValueStorage(),
      logger: 'silent',
    })
    const page = await browser.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    try {
      await page.goto(origin)
      const account = devnet.accounts[4]!
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: ['personal_sign'],
            events: ['accountsChanged'],
          },
        },
      })
      // sign-client pitfall: approval() must be called before the wallet approves, or it never resolves.
      const approved = approval()
      const paired = page.evaluate(
        async ({ uri, relayUrl, privateKey, rpcUrl }) => {
          type Factory = (options: object) => Promise<{ pair(uri: string): Promise<void> }>
          const create = (window as unknown as { createWalletConnectTestWallet: Factory })
            .createWalletConnectTestWallet
          const wallet = await create({
            relayUrl,
            privateKey,
            rpcUrls: { 31337: rpcUrl },
            chainIds: [31337],
            timeoutMs: 30_000,
          })
          await wallet.pair(uri)
        },
        {
          uri: uri!,
          relayUrl: relay.url,
          privateKey: account.privateKey,
          rpcUrl: devnet.chains[0].rpcUrl,
        },
      )
      await step('pairing in the page', paired, 45_000).catch((error: Error) => {
        throw new Error(`${error.message} (page errors: ${pageErrors.join('; ') || 'none'})`)
      })
      const session = await step('session approval', approved)
      const signature = (await step(
        'personal_sign',
        dapp.request({
          topic: session.topic,
          chainId: 'eip155:31337',
          request: {
            method: 'personal_sign',
            params: [stringToHex('from the phone'), account.address],
          },
        }),
      )) as Hex
      expect(
        await verifyMessage({ address: account.address, message: 'from the phone', signature }),
      ).toBe(true)
    } finally {
      await page.close()
      await stopSignClient(dapp, prefix)
    }
  }, 120_000)
})
