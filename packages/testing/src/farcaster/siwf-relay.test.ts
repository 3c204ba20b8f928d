import { type AppClient, type CreateClientArgs, createAppClient } from '@farcaster/auth-client'
import { createPublicClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilInstance, startAnvil } from '../devnet/anvil.js'
import { TestIdRegistry } from '../devnet/generated/farcaster-artifacts.js'
import { devnetViemChain } from '../devnet/viem-chain.js'
import { createFarcasterTestWallet } from './farcaster-test-wallet.js'
import { type SiwfRelay, startSiwfRelay } from './siwf-relay.js'
import {
  deployTestIdRegistry,
  readTestFid,
  registerTestFid,
  transferTestFid,
} from './test-id-registry.js'

let anvil: AnvilInstance
let relay: SiwfRelay
let registry: `0x${string}`
let app: AppClient
let chain: { chainId: number; rpcUrl: string; privateKey: Hex }

const custodyKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
const strangerKey = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const

// The app side as a host app would build it: auth-client against the stand-in relay, its
// Ethereum connector reading our IdRegistry on anvil instead of Optimism's.
function appClient(): AppClient {
  const publicClient = createPublicClient({
    chain: devnetViemChain(anvil),
    transport: http(anvil.rpcUrl),
  })
  const ethereum: CreateClientArgs['ethereum'] = {
    publicClient,
    getFid: (custody) =>
      publicClient.readContract({
        address: registry,
        abi: TestIdRegistry.abi,
        functionName: 'idOf',
        args: [custody],
      }),
    isValidAuthAddress: async () => false,
  }
  return createAppClient({ relay: relay.url, ethereum })
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31_400 })
  const [payer] = anvil.privateKeys
  if (!payer) throw new Error('anvil gave no keys')
  chain = { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, privateKey: payer }
  registry = await deployTestIdRegistry(chain)
  relay = await startSiwfRelay()
  app = appClient()
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await anvil?.stop()
})

describe('SIWF relay stand-in, scripted wallet and IdRegistry', () => {
  it('registers fids in order and maps custody to fid', async () => {
    const custody = privateKeyToAccount(custodyKey).address
    const fid = await registerTestFid(chain, registry, custody)
    expect(fid).toBe(1)
    expect(await readTestFid(chain, registry, custody)).toBe(1n)
    expect(await readTestFid(chain, registry, privateKeyToAccount(strangerKey).address)).toBe(0n)
  }, 30_000)

  it('runs auth-client’s app flow: channel, pending, wallet approves, completed, verified', async () => {
    const created = await app.createChannel({
      siweUri: 'https://app.example/login',
      domain: 'app.example',
    })
    expect(created.isError).toBe(false)
    if (created.isError) return
    expect(created.response.status).toBe(201)
    const { channelToken, url, nonce } = created.data
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect(relay.channels().map((c) => c.channelToken)).toContain(channelToken)

    const pending = await app.status({ channelToken })
    expect(pending.isError).toBe(false)
    expect(pending.response?.status).toBe(202)
    expect(pending.data?.state).toBe('pending')

    const wallet = createFarcasterTestWallet({ privateKey: custodyKey, fid: 1, username: 'alice' })
    const approval = await wallet.approve(url, relay)
    const done = await app.watchStatus({ channelToken, interval: 10 })
    expect(done.isError).toBe(false)
    expect(done.response?.status).toBe(200)
    expect(done.data).toMatchObject({
      state: 'completed',
      fid: 1,
      username: 'alice',
      custody: wallet.custody,
      message: approval.message,
      signatureParams: { siweUri: 'https://app.example/login', domain: 'app.example', nonce },
    })

    const verified = await app.verifySignInMessage({
      nonce,
      domain: 'app.example',
      message: approval.message,
      signature: approval.signature,
      acceptAuthAddress: false,
    })
    expect(verified.isError).toBe(false)
    expect(verified.fid).toBe(1)
    expect(verified.authMethod).toBe('custody')
  }, 30_000)

  it('a signer that is not the fid’s custody fails verification, as does a former custody', async () => {
    const created = await app.createChannel({
      siweUri: 'https://app.example/',
      domain: 'app.example',
    })
    if (created.isError) throw created.error
    const impostor = createFarcasterTestWallet({
      privateKey: strangerKey,
      fid: 1,
      username: 'alice',
    })
    const approval = await impostor.approve(created.data.url, relay)
    const verify = () =>
      app.verifySignInMessage({
        nonce: created.data.nonce,
        domain: 'app.example',
        message: approval.message,
        signature: approval.signature,
        acceptAuthAddress: false,
      })
    const refused = await verify()
    expect(refused.isError).toBe(true)
    expect(refused.error?.errCode).toBe('unauthorized')

    // The real custody's signature, then custody moves away: the same signature no longer holds.
    const second = await app.createChannel({
      siweUri: 'https://app.example/',
      domain: 'app.example',
    })
    if (second.isError) throw second.error
    const owner = createFarcasterTestWallet({ privateKey: custodyKey, fid: 1, username: 'alice' })
    const signed = await owner.approve(second.data.url, relay)
    const args = {
      nonce: second.data.nonce,
      domain: 'app.example',
      message: signed.message,
      signature: signed.signature,
      acceptAuthAddress: false,
    }
    expect((await app.verifySignInMessage(args)).isError).toBe(false)
    await transferTestFid(chain, registry, custodyKey, privateKeyToAccount(strangerKey).address)
    const after = await app.verifySignInMessage(args)
    expect(after.isError).toBe(true)
    expect(after.error?.errCode).toBe('unauthorized')
  }, 30_000)

  it('refuses an authentication without the relay key, an unknown channel and a malformed request', async () => {
    const created = await app.createChannel({
      siweUri: 'https://app.example/',
      domain: 'app.example',
    })
    if (created.isError) throw created.error
    const wallet = createFarcasterTestWallet({ privateKey: custodyKey, fid: 1, username: 'alice' })
    await expect(
      wallet.approve(created.data.url, { url: relay.url, authKey: 'not-the-key' }),
    ).rejects.toThrow(/HTTP 401/)
    const unknown = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${'0'.repeat(32)}` },
    })
    expect(unknown.status).toBe(401)
    const malformed = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'not a url', domain: 'app.example' }),
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'siweUri must be a URL' })
    const still = await app.status({ channelToken: created.data.channelToken })
    expect(still.response?.status).toBe(202)
  }, 30_000)

  it('hands the next channel to a waiting test, and forgets channels after their lifetime', async () => {
    let clock = 0
    const shortLived = await startSiwfRelay({ channelTtlMs: 1000, now: () => clock })
    try {
      const mark = shortLived.createdCount
      const next = shortLived.waitForChannel({ afterCount: mark })
      const response = await fetch(`${shortLived.url}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          siweUri: 'https://app.example/',
          domain: 'app.example',
          nonce: 'abcdefgh12',
        }),
      })
      const body = (await response.json()) as { channelToken: string; nonce: string }
      expect(body.nonce).toBe('abcdefgh12')
      expect((await next).channelToken).toBe(body.channelToken)
      const status = () =>
        fetch(`${shortLived.url}/v1/channel/status`, {
          headers: { authorization: `Bearer ${body.channelToken}` },
        })
      expect((await status()).status).toBe(202)
      clock = 1001
      expect((await status()).status).toBe(401)
    } finally {
      await shortLived.stop()
    }
  }, 30_000)
})
