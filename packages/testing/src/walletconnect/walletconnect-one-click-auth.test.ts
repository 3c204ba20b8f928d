import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/start-devnet.js'
import { type LocalRelay, startLocalRelay } from './local-relay.js'
import { createMemoryKeyValueStorage } from './memory-key-value-storage.js'
import { createWalletConnectTestWallet, stopSignClient } from './walletconnect-test-wallet.js'

// One-click auth (`wc_sessionAuthenticate`, CAIP-122 over WalletConnect): a real dapp-side
// sign-client asks, the test wallet answers with one signed CACAO per chain.
let devnet: Devnet
let relay: LocalRelay
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[devnet, relay] = await Promise.all([startDevnet(), startLocalRelay()])
}, 30_000)

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

async function dappAndWallet(mode: 'approve' | 'reject' = 'approve') {
  const prefix = `dapp-${randomUUID()}`
  const dapp = await SignClient.init({
    relayUrl: relay.url,
    customStoragePrefix: prefix,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    metadata: {
      name: 'Test dapp',
      description: 'dapp',
      url: 'https://dapp.portico.test',
      icons: [],
    },
  })
  cleanups.push(() => stopSignClient(dapp, prefix))
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKey: devnet.accounts[7]!.privateKey,
    rpcUrls: Object.fromEntries(devnet.chains.map((c) => [c.chainId, c.rpcUrl])),
    chainIds: devnet.chains.map((c) => c.chainId),
    mode,
  })
  cleanups.push(() => wallet.stop())
  return { dapp, wallet }
}

const request = {
  chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
  domain: 'dapp.portico.test',
  uri: 'https://dapp.portico.test',
  nonce: 'k1Nonce0123456789',
  statement: 'Sign in to the test dapp',
  methods: ['personal_sign'],
}

describe('one-click auth with the WalletConnect test wallet', () => {
  it('answers with a verifiable CACAO per chain it has, and a session', async () => {
    const { dapp, wallet } = await dappAndWallet()
    const { uri, response } = await dapp.authenticate(request)
    const answered = response()
    await wallet.pair(uri)
    const { auths, session } = await answered
    expect(auths?.map((cacao) => cacao.p.iss)).toEqual([
      `did:pkh:eip155:31337:${wallet.address}`,
      `did:pkh:eip155:31338:${wallet.address}`,
    ])
    for (const cacao of auths ?? []) {
      const message = dapp.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      expect(message).toContain(
        'dapp.portico.test wants you to sign in with your Ethereum account:',
      )
      expect(message).toContain(`Nonce: ${request.nonce}`)
      if (process.env.PORTICO_PRINT_CACAO) console.log(message)
      expect(
        await verifyMessage({ address: wallet.address, message, signature: cacao.s.s as Hex }),
      ).toBe(true)
    }
    // Asked for methods (a ReCap resource), the wallet's answer also opens a session for them.
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31337:${wallet.address}`)
    expect(session?.namespaces.eip155?.methods).toEqual(['personal_sign'])
  }, 30_000)

  it("refuses in reject mode with the protocol's user-rejected error, and opens no session", async () => {
    const { dapp, wallet } = await dappAndWallet('reject')
    const { uri, response } = await dapp.authenticate(request)
    const answered = response()
    await wallet.pair(uri)
    // The wallet's refusal as WalletConnect defines it (USER_REJECTED: sign-client rejects with
    // its message), not any failure on the way (a timeout, a relay error).
    await expect(answered).rejects.toBe(getSdkError('USER_REJECTED').message)
    expect(dapp.session.getAll()).toEqual([])
  }, 30_000)
})
