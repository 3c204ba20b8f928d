import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@portico/testing/chromium'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { bundleTestPage } from '../test-page-bundle.test-helper.js'

// The device share store in real Chromium: IndexedDB and WebCrypto of a page served on a local
// origin (two ports = two origins, each with its own storage).

let browser: Browser
const servers: Server[] = []
let script = ''
let origins: [string, string]

async function serve(): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === '/store.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(script)
      return
    }
    response.writeHead(200, {
      'content-type': 'text/html',
      'content-security-policy': "default-src 'none'; script-src 'self'",
    })
    response.end(
      '<!doctype html><title>store</title><script type="module" src="/store.js"></script>',
    )
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function open(page: Page, origin: string) {
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => 'shareStore' in window)
}

beforeAll(async () => {
  ;[{ entry: script }, browser] = await Promise.all([
    bundleTestPage(fileURLToPath(new URL('./device-share-store.test-page.ts', import.meta.url))),
    launchChromium(),
  ])
  origins = [await serve(), await serve()]
}, 120_000)

afterAll(async () => {
  await browser?.close()
  for (const server of servers) server.close()
})

const SHARE = Array.from({ length: 33 }, (_, i) => (i * 7 + 3) % 256)
const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

it('keeps the share wrapped under a non-extractable AES-GCM key, and loads it back after a reload', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await open(page, origins[0])
  await page.evaluate(
    async ({ share, address }) => {
      const store = window.shareStore.openDeviceShareStore()
      await store.save('user-1', address as `0x${string}`, Uint8Array.from(share))
      store.close()
    },
    { share: SHARE, address: ADDRESS },
  )
  await page.reload()
  await page.waitForFunction(() => 'shareStore' in window)
  const seen = await page.evaluate(async () => {
    const store = window.shareStore.openDeviceShareStore()
    const loaded = await store.load('user-1')
    const none = await store.load('user-2')
    store.close()
    // What is at rest: the raw records, read around the store.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('portico-wallet-keys')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const get = (name: string, key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).get(key)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
    const key = (await get('wrapping-keys', 'device')) as CryptoKey
    const record = (await get('device-shares', 'user-1')) as { ciphertext: ArrayBuffer }
    const exported = await crypto.subtle.exportKey('raw', key).then(
      () => 'exported',
      (error: Error) => error.name,
    )
    db.close()
    return {
      loaded: loaded ? { address: loaded.address, share: Array.from(loaded.share) } : undefined,
      none: none === undefined,
      algorithm: key.algorithm.name,
      extractable: key.extractable,
      exported,
      atRest: Array.from(new Uint8Array(record.ciphertext)),
    }
  })
  expect(seen.loaded).toEqual({ address: ADDRESS, share: SHARE })
  expect(seen.none).toBe(true)
  expect(seen).toMatchObject({
    algorithm: 'AES-GCM',
    extractable: false,
    exported: 'InvalidAccessError',
  })
  expect(seen.atRest).toHaveLength(33 + 16)
  expect(seen.atRest.slice(0, 33)).not.toEqual(SHARE)
  await context.close()
}, 60_000)

it('a record copied to another user does not open, and another origin sees no share', async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await open(page, origins[0])
  const copied = await page.evaluate(
    async ({ share, address }) => {
      const store = window.shareStore.openDeviceShareStore({ dbName: 'copy-test' })
      await store.save('alice', address as `0x${string}`, Uint8Array.from(share))
      store.close()
      const db = await new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open('copy-test')
        req.onsuccess = () => resolve(req.result)
      })
      const shares = () => db.transaction('device-shares', 'readwrite').objectStore('device-shares')
      const record = await new Promise((resolve) => {
        const req = shares().get('alice')
        req.onsuccess = () => resolve(req.result)
      })
      await new Promise((resolve) => {
        const req = shares().put(record, 'mallory')
        req.onsuccess = resolve
      })
      db.close()
      const again = window.shareStore.openDeviceShareStore({ dbName: 'copy-test' })
      return again.load('mallory').then(
        () => 'opened',
        (error: Error) => `${error.name}: ${error.message}`,
      )
    },
    { share: SHARE, address: ADDRESS },
  )
  expect(copied).toBe('DeviceShareStoreError: The device share does not open on this device')
  const elsewhere = await context.newPage()
  await open(elsewhere, origins[1])
  expect(
    await elsewhere.evaluate(async () => {
      const store = window.shareStore.openDeviceShareStore({ dbName: 'copy-test' })
      return (await store.load('alice')) === undefined
    }),
  ).toBe(true)
  await context.close()
}, 60_000)
