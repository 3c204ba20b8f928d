import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifySolanaMessage } from '@portico/verify/solana'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchChromium } from '../browser/launch-chromium.js'
import { solanaTestWalletBrowserScript } from './solana-browser-script.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain
let server: Server
let origin: string
let browser: Browser

beforeAll(async () => {
  ;[chain, browser] = await Promise.all([startSolanaChain(), launchChromium()])
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

it('registers in a page, signs there, sends to the local chain and reconnects silently after reload', async () => {
  const payer = chain.accounts[2]!
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(
    solanaTestWalletBrowserScript({
      secretKey: payer.secretKey,
      rpcUrl: chain.rpcUrl,
      chains: [chain.caip2],
    }),
  )
  await page.goto(origin)
  const rpc = createSolanaRpc(chain.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const receiver = chain.accounts[3]!.address
  const transaction = getTransactionEncoder().encode(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(payer.address), m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: createNoopSigner(address(payer.address)),
              destination: address(receiver),
              amount: lamports(123_456_789n),
            }),
            m,
          ),
      ),
    ),
  )
  const before = (await rpc.getBalance(address(receiver)).send()).value
  const result = await page.evaluate(
    async ({ bytes, chainId }) => {
      type Features = Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
      const wallets: { name: string; accounts: { address: string }[]; features: Features }[] = []
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', {
          detail: {
            register: (...w: typeof wallets) => {
              wallets.push(...w)
              return () => {}
            },
          },
        }),
      )
      const wallet = wallets[0]!
      const { accounts } = (await wallet.features['standard:connect']!.connect!()) as {
        accounts: { address: string }[]
      }
      const message = new TextEncoder().encode('hello from the page')
      const [signed] = (await wallet.features['solana:signMessage']!.signMessage!({
        account: accounts[0],
        message,
      })) as { signature: Uint8Array }[]
      const [sent] = (await wallet.features['solana:signAndSendTransaction']!
        .signAndSendTransaction!({
        account: accounts[0],
        chain: chainId,
        transaction: Uint8Array.from(bytes),
      })) as { signature: Uint8Array }[]
      return {
        count: wallets.length,
        name: wallet.name,
        address: accounts[0]!.address,
        signature: Array.from(signed!.signature),
        sent: Array.from(sent!.signature),
      }
    },
    { bytes: Array.from(transaction), chainId: chain.caip2 },
  )
  expect(result).toMatchObject({ count: 1, name: 'Portico Test Wallet', address: payer.address })
  expect(
    verifySolanaMessage({
      address: payer.address,
      message: 'hello from the page',
      signature: Uint8Array.from(result.signature),
    }),
  ).toBe(true)
  expect((await rpc.getBalance(address(receiver)).send()).value).toBe(before + 123_456_789n)
  expect(chain.transactions().at(-1)?.signature).toBe(base58.encode(Uint8Array.from(result.sent)))

  await page.reload()
  const silent = await page.evaluate(async () => {
    const wallet = (
      window as unknown as {
        __porticoSolanaTestWallet: {
          wallet: {
            features: Record<string, { connect: (i: unknown) => Promise<{ accounts: unknown[] }> }>
          }
        }
      }
    ).__porticoSolanaTestWallet.wallet
    return (await wallet.features['standard:connect']!.connect({ silent: true })).accounts.length
  })
  expect(silent).toBe(1)
  await context.close()
})
