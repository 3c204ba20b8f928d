import { createMemoryStorage, type SiwxConfig, type SiwxSession } from '@portico/core'
import { type Hex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { adapterContext } from '../devnet.test-helper.js'
import { evmAdapter } from '../evm-adapter.js'
import { useWalletConnectSuite } from './walletconnect-suite.test-helper.js'

// One-click auth over the local relay with the WalletConnect test wallet (a real sign-client).
// The sign-in config is an in-memory one written to core's SiwxConfig (adapters import core only);
// with `createServerSiwx` the same CACAO text is what the SIWX server verifies.
const suite = useWalletConnectSuite()
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

function memorySiwx(refuse = false) {
  const sessions: SiwxSession[] = []
  const config: SiwxConfig = {
    async createMessage(input) {
      const data = {
        ...input,
        domain: 'dapp.portico.test',
        uri: 'https://dapp.portico.test',
        version: '1',
        nonce: 'oneClickNonce42',
        issuedAt: new Date().toISOString(),
        statement: 'Sign in to the test dapp',
      }
      return { ...data, toString: () => 'not signed: one-click auth signs the CACAO' }
    },
    async addSession(session) {
      if (refuse) throw new Error('Invalid signature')
      sessions.push(session)
    },
    async revokeSession() {},
    async setSessions() {},
    async getSessions() {
      return sessions
    },
  }
  return { config, sessions }
}

async function dappWith(siwx: SiwxConfig) {
  const adapter = evmAdapter({
    networks: suite.networks,
    walletConnect: {
      projectId: 'test-project',
      relayUrl: suite.relay.url,
      metadata: { name: 'dapp', description: '', url: 'https://dapp.portico.test', icons: [] },
      oneClickAuth: siwx,
    },
  }).create(adapterContext(suite.networks, createMemoryStorage(), { warnings: suite.warnings }))
  cleanups.push(() => adapter.destroy())
  await adapter.setup()
  return adapter
}

describe('WalletConnect one-click auth (wc_sessionAuthenticate)', () => {
  it('connects and signs in with one request: the CACAO of the chain is recorded', async () => {
    const wallet = await suite.phoneWallet(8)
    const siwx = memorySiwx()
    const adapter = await dappWith(siwx.config)
    const connection = await suite.pairAndConnect(adapter, wallet)
    expect(connection.address).toBe(wallet.address)
    expect(connection.chainId).toBe(31337)
    const [session] = siwx.sessions
    expect(session?.data).toMatchObject({
      chainId: 'eip155:31337',
      accountAddress: wallet.address,
      nonce: 'oneClickNonce42',
    })
    expect(session?.message).toContain('dapp.portico.test wants you to sign in')
    expect(session?.message).toContain('Chain ID: 31337')
    expect(
      await verifyMessage({
        address: wallet.address,
        message: session?.message ?? '',
        signature: session?.signature as Hex,
      }),
    ).toBe(true)
    // The session works for requests afterwards.
    const signature = await adapter.signMessage({ message: 'after', address: wallet.address })
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'after',
        signature: signature as Hex,
      }),
    ).toBe(true)
  })

  it('a refused CACAO still connects (the kit then asks for a signature as usual)', async () => {
    const wallet = await suite.phoneWallet(9)
    const siwx = memorySiwx(true)
    const adapter = await dappWith(siwx.config)
    const connection = await suite.pairAndConnect(adapter, wallet)
    expect(connection.address).toBe(wallet.address)
    expect(siwx.sessions).toHaveLength(0)
    expect(suite.warnings.map((w) => w.message)).toContain(
      'One-click auth: the session was refused',
    )
  })
})
