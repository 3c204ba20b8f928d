import { createAppKit, createMemoryStorage, type Network } from '@portico/core'
import { mapAdapter, mockAdapter } from '@portico/core/testing'
import { createTestWallet } from '@portico/testing'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { devnetConfig, startTestServer } from './test/harness.js'
import { type TestServer, useDevnet, useTestServer } from './test/suite-hooks.js'

// End to end: core's headless kit registers a name against the real server over HTTP, the
// message signed by a devnet key through a real EIP-1193 test wallet (personal_sign). The kit's
// own data path (api-client, loaded from `apiUrl`) makes the call.
const devnet = useDevnet()
let publicServer: TestServer
const server = useTestServer('pglite', () => devnetConfig(devnet()), {
  // A second replica over the same database that knows its public URL: it expects messages
  // signed for that host.
  ready: async (started) => {
    publicServer = await startTestServer(
      devnetConfig(devnet(), { publicUrl: 'https://names.example.org' }),
      started.db,
    )
  },
})
// Registered after the server's hooks, so it runs before them: this replica closes first.
afterAll(async () => {
  await publicServer?.close()
})

const COIN_31337 = (0x80000000 | 31337) >>> 0

function devnetNetwork(): Network {
  const chain = devnet().chains[0]
  return {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }
}

/**
 * A kit over `apiUrl` whose eip155 account is devnet account `index`; its signatures come from
 * the test wallet's `personal_sign` (a real secp256k1 signature), and are recorded.
 */
async function kitSigningWith(index: number, apiUrl: string) {
  const key = devnet().accounts[index]?.privateKey
  if (!key) throw new Error(`no dev account ${index}`)
  const chain = devnet().chains[0]
  const wallet = createTestWallet({
    privateKey: key,
    rpcUrls: { [chain.chainId]: chain.rpcUrl },
    chainId: chain.chainId,
    authorized: true,
  })
  const signed: { message: string; signature: Hex }[] = []
  const adapter = mapAdapter(mockAdapter({ accounts: [wallet.address] }), (instance) => ({
    ...instance,
    async signMessage({ message, address }: { message: string; address: string }) {
      const signature = (await wallet.provider.request({
        method: 'personal_sign',
        params: [stringToHex(message), address as Hex],
      })) as Hex
      signed.push({ message, signature })
      return signature
    },
  }))
  const kit = createAppKit({
    adapters: [adapter],
    networks: [devnetNetwork()],
    projectId: 'lab',
    apiUrl,
    storage: createMemoryStorage(),
  })
  await kit.connect({ connectorId: 'mock' })
  kit.open({ view: 'Account' })
  kit.push('RegisterAccountName')
  return { kit, wallet, signed }
}

const post = async (url: string, body: unknown) => {
  const response = await fetch(`${url}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { reasons?: { description?: string }[] }
  return { status: response.status, reason: answer.reasons?.[0]?.description }
}

describe('core kit → apps/api name registration over HTTP', () => {
  it('registers the label signed by a devnet key; the server keeps it under its suffix', async () => {
    const { kit, wallet, signed } = await kitSigningWith(7, server().url)
    await kit.registerName('kit-seven')
    expect(kit.getAccount()?.profileName).toBe('kit-seven.portico.id')
    expect(kit.getSnapshot().router.view).toBe('RegisterAccountNameSuccess')

    const [first] = signed
    if (!first) throw new Error('nothing was signed')
    expect(JSON.parse(first.message)).toEqual({
      name: 'kit-seven',
      attributes: {},
      timestamp: expect.any(Number),
      coin_type: COIN_31337,
      domain: new URL(server().url).host,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    expect(
      await verifyMessage({
        address: wallet.address,
        message: first.message,
        signature: first.signature,
      }),
    ).toBe(true)

    const lookup = await fetch(`${server().url}/v1/profile/account/kit-seven`)
    expect(lookup.status).toBe(200)
    expect(await lookup.json()).toMatchObject({
      name: 'kit-seven.portico.id',
      addresses: { [String(COIN_31337)]: { address: wallet.address.toLowerCase() } },
    })

    // The same signed message again: its nonce is spent, the server refuses it.
    const replay = { coin_type: COIN_31337, address: wallet.address, ...first }
    expect(await post(server().url, replay)).toEqual({ status: 409, reason: 'Nonce already used' })
    // A second registration through the kit signs a fresh nonce and is accepted.
    kit.push('RegisterAccountName')
    await kit.registerName('kit-seven-two')
    expect(kit.getAccount()?.profileName).toBe('kit-seven-two.portico.id')
    const nonces = signed.map((s) => (JSON.parse(s.message) as { nonce: string }).nonce)
    expect(new Set(nonces).size).toBe(2)
  })

  it('a deployment with another public host refuses what the kit signed for the one it called', async () => {
    const { signed, wallet, kit } = await kitSigningWith(8, server().url)
    await kit.registerName('kit-eight')
    const [first] = signed
    if (!first) throw new Error('nothing was signed')
    // Replayed at the replica whose public URL is https://names.example.org.
    expect(
      await post(publicServer.url, { coin_type: COIN_31337, address: wallet.address, ...first }),
    ).toEqual({
      status: 400,
      reason: 'Message domain is not this service',
    })
    // And a kit pointed at that replica signs for its own host, which it then refuses as well:
    // the kit names the host it calls, the server the host it is published at.
    const other = await kitSigningWith(9, publicServer.url)
    await expect(other.kit.registerName('kit-nine')).rejects.toThrow(
      'Error registering name kit-nine',
    )
    expect(JSON.parse(other.signed[0]?.message ?? '{}').domain).toBe(new URL(publicServer.url).host)
  })
})
