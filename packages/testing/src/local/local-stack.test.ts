import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import { LocalPartError } from './api-process.js'
import { type LocalStack, startLocalStack } from './local-stack.js'
import { refused } from './refused.test-helper.js'

// The stack portico-local runs, from this package's sources, with apps/api's built bin installed
// beside an app folder as npm would put it (the packed-apps check runs the bin itself in an app
// the starter wrote).
const apiDir = fileURLToPath(new URL('../../../../apps/api', import.meta.url))
const appDir = mkdtempSync(join(tmpdir(), 'portico-local-app-'))
let browser: Browser

beforeAll(async () => {
  if (!existsSync(join(apiDir, 'dist', 'cli.js')))
    throw new Error('apps/api/dist/cli.js is missing: run pnpm build first')
  mkdirSync(join(appDir, 'node_modules', '@portico'), { recursive: true })
  symlinkSync(apiDir, join(appDir, 'node_modules', '@portico', 'api'), 'dir')
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  rmSync(appDir, { recursive: true, force: true })
})

describe('the local stack of portico-local', () => {
  it('with all four families: chains, apps/api on the devnet and one script installing every test wallet; stop() closes every port', async () => {
    let stack: LocalStack | undefined
    try {
      stack = await startLocalStack({
        families: ['evm', 'solana', 'bitcoin', 'polkadot'],
        appDir,
      })
      const { rpcUrl, apiUrl, testWalletsUrl } = stack.urls
      expect(stack.lines.map((line) => line.split(':')[0])).toEqual([
        'EVM devnet',
        'apps/api',
        'Solana chain',
        'Bitcoin regtest',
        'test wallets',
      ])
      // apps/api reads both devnet chains.
      const chains = await (await fetch(`${apiUrl}/v1/supported-chains`)).json()
      expect(chains).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
      expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)

      const page = await browser.newPage()
      try {
        // Any page of an http origin (the script server's 404 will do): the wallets keep state in
        // localStorage, which about:blank does not have.
        await page.goto(new URL('/', testWalletsUrl).href)
        await page.addScriptTag({ url: testWalletsUrl })
        const installed = await page.evaluate(() => {
          const page = window as unknown as Record<string, unknown> & {
            __porticoTestWallet?: { address: string }
            injectedWeb3?: Record<string, unknown>
          }
          return {
            evm: page.__porticoTestWallet?.address,
            solana: page.__porticoSolanaTestWallet !== undefined,
            bitcoin: page.__porticoBitcoinTestWallet !== undefined,
            polkadot: Object.keys(page.injectedWeb3 ?? {}),
          }
        })
        expect(installed).toEqual({
          // Devnet account 1, as the printed line says.
          evm: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          solana: true,
          bitcoin: true,
          polkadot: ['portico-test'],
        })
        expect(stack.lines.at(-1)).toContain(`Portico Test Wallet (${installed.evm}`)
      } finally {
        await page.close()
      }
    } finally {
      await stack?.stop()
    }
    expect(stack.ports).toHaveLength(6)
    const open = []
    for (const port of stack.ports)
      if (!(await refused(`http://127.0.0.1:${port}/`))) open.push(port)
    expect(open).toEqual([])
  }, 120_000)

  it('names apps/api in one line when no @portico/api is installed beside the app', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'portico-local-bare-'))
    try {
      const starting = startLocalStack({ families: ['evm'], appDir: bare })
      await expect(starting).rejects.toThrow(LocalPartError)
      await expect(starting).rejects.toThrow(
        /^apps\/api not found from .*: install it beside the app \(npm install -D @portico\/api\)$/,
      )
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
