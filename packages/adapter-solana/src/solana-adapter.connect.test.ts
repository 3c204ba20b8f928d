import {
  AdapterOrConnectorNotFoundError,
  ChainNotSupportedError,
  mainnet,
  solana,
  solanaDevnet,
  solanaLocalnet,
  UnauthorizedError,
  UnknownProviderError,
  ValidationError,
} from '@portico/core'
import { deterministicSolanaKeypair } from '@portico/testing/solana'
import { afterEach, describe, expect, it } from 'vitest'
import { publicClusters, startAdapter, testContext } from './adapter-context.test-helper.js'
import { InvalidSignatureError } from './errors/invalid-signature-error.js'
import { createLocalWallet } from './local-wallet.test-helper.js'
import { solanaAdapter } from './solana-adapter.js'
import type { SolanaAdapter } from './solana-adapter-types.js'

const key = deterministicSolanaKeypair('adapter-connect')
const other = deterministicSolanaKeypair('adapter-connect-2')
const local = solanaLocalnet({
  genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
  rpcUrl: 'http://127.0.0.1:1',
})
const networks = [local, ...publicClusters]
const running: SolanaAdapter[] = []

async function start(target: EventTarget) {
  const started = await startAdapter({ target }, networks)
  running.push(started.adapter)
  return started
}

afterEach(async () => {
  for (const adapter of running.splice(0)) await adapter.destroy()
})

describe('Wallet Standard discovery', () => {
  it('finds a wallet registered before start (app-ready) and one registering later', async () => {
    const target = new EventTarget()
    const early = createLocalWallet({ ...key, name: 'Early' })
    // A wallet loaded first waits for app-ready and registers in answer.
    target.addEventListener('wallet-standard:app-ready', (event) =>
      (event as CustomEvent<{ register(w: unknown): void }>).detail.register(early.wallet),
    )
    const { adapter } = await start(target)
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.chain])).toEqual([
      ['Early', 'ANNOUNCED', 'solana'],
    ])
    const changes: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => changes.push(connectors.map((c) => c.id)))
    createLocalWallet({ ...key, name: 'Late' }).register(target)
    expect(changes).toEqual([['Early', 'Late']])
  })

  it('ignores wallets without standard:connect or a solana feature, and a second one of a name', async () => {
    const target = new EventTarget()
    const { adapter, context } = await start(target)
    const evmOnly = {
      version: '1.0.0',
      name: 'EVM only',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['eip155:1'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
    }
    for (const wallet of [evmOnly, { name: 'broken' }, null]) {
      target.dispatchEvent(
        new CustomEvent('wallet-standard:register-wallet', {
          detail: (api: { register(w: unknown): void }) => api.register(wallet),
        }),
      )
    }
    createLocalWallet({ ...key, name: 'Twin' }).register(target)
    createLocalWallet({ ...other, name: 'Twin' }).register(target)
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['Twin'])
    expect(context.warnings).toContain('Ignored a second Wallet Standard wallet of the same name')
  })

  it('stops listening at destroy(): later registrations reach no one', async () => {
    const target = new EventTarget()
    const { adapter } = await start(target)
    await adapter.destroy()
    createLocalWallet({ ...key }).register(target)
    expect(adapter.getConnectors()).toEqual([])
  })
})

describe('connecting a Wallet Standard wallet', () => {
  async function connected() {
    const target = new EventTarget()
    const wallet = createLocalWallet({ ...key })
    const started = await start(target)
    wallet.register(target)
    const connection = await started.adapter.connect({
      connectorId: wallet.wallet.name,
      network: local,
    })
    return { ...started, wallet, target, connection }
  }

  it('connects: the account, the network asked for and the wallet info', async () => {
    const { connection, wallet, adapter } = await connected()
    expect(connection).toMatchObject({
      address: key.address,
      accounts: [{ address: key.address, type: 'eoa' }],
      chainId: local.id,
      connectorId: 'Local Solana Wallet',
      walletInfo: { name: 'Local Solana Wallet', type: 'ANNOUNCED' },
    })
    expect(wallet.requests).toEqual(['standard:connect'])
    expect(adapter.getProvider()).toBe(wallet.wallet)
  })

  it('restores silently (standard:connect with silent) and gives undefined when not authorised', async () => {
    const { wallet, adapter, target } = await connected()
    await adapter.destroy()
    const next = await start(target)
    wallet.register(target)
    const restored = await next.adapter.reconnect({
      connectorId: wallet.wallet.name,
      network: local,
    })
    expect(restored?.address).toBe(key.address)
    expect(wallet.requests.at(-1)).toBe('standard:connect(silent)')
    wallet.authorised = false
    expect(await next.adapter.reconnect({ connectorId: wallet.wallet.name })).toBeUndefined()
  })

  it('a restore waits for a wallet that registers after start', async () => {
    const target = new EventTarget()
    const wallet = createLocalWallet({ ...key })
    wallet.authorised = true
    const { adapter } = await start(target)
    const restoring = adapter.reconnect({ connectorId: wallet.wallet.name, network: local })
    wallet.register(target)
    expect((await restoring)?.address).toBe(key.address)
  })

  it('reports account changes and an empty list when the wallet drops the account', async () => {
    const { wallet, adapter } = await connected()
    const seen: string[][] = []
    adapter.on('accountsChanged', ({ accounts }) => seen.push(accounts))
    wallet.emitChange({ accounts: [{ ...wallet.account, address: other.address }] })
    wallet.emitChange({ accounts: [{ ...wallet.account, address: 'not base58 0OIl' }] })
    wallet.emitChange({ accounts: [] })
    expect(seen).toEqual([[other.address], []])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('follows the wallet to another of its clusters on a chains change', async () => {
    const { wallet, adapter } = await connected()
    const seen: (string | number)[] = []
    adapter.on('chainChanged', ({ chainId }) => seen.push(chainId))
    wallet.emitChange({ chains: ['solana:localnet', 'solana:devnet'] })
    wallet.emitChange({ chains: ['solana:devnet'] })
    expect(seen).toEqual([solanaDevnet.id])
    expect(adapter.getNetwork()).toBe(solanaDevnet)
  })

  it('disconnects through standard:disconnect and stops listening', async () => {
    const { wallet, adapter } = await connected()
    const seen: string[][] = []
    adapter.on('accountsChanged', ({ accounts }) => seen.push(accounts))
    await adapter.disconnect()
    expect(wallet.requests.at(-1)).toBe('standard:disconnect')
    wallet.emitChange({ accounts: [wallet.account] })
    expect(seen).toEqual([])
  })

  it('refuses a signature that is not 64 bytes (wallet output is outside data)', async () => {
    const { wallet, adapter } = await connected()
    const feature = wallet.wallet.features['solana:signMessage'] as {
      signMessage(...inputs: unknown[]): Promise<unknown>
    }
    feature.signMessage = async () => [
      { signedMessage: new Uint8Array(1), signature: new Uint8Array(10) },
    ]
    await expect(
      adapter.signMessage({ message: 'x', address: key.address }),
    ).rejects.toBeInstanceOf(UnknownProviderError)
  })

  it('refuses a 64-byte signature that does not verify for the account (verified before it is reported)', async () => {
    const { wallet, adapter } = await connected()
    const feature = wallet.wallet.features['solana:signMessage'] as {
      signMessage(...inputs: unknown[]): Promise<unknown>
    }
    feature.signMessage = async () => [
      { signedMessage: new Uint8Array(1), signature: new Uint8Array(64).fill(7) },
    ]
    await expect(
      adapter.signMessage({ message: 'x', address: key.address }),
    ).rejects.toBeInstanceOf(InvalidSignatureError)
  })

  it('a connect answered with malformed accounts only is "Invalid input" (the wallet answering garbage), an empty one is not authorised', async () => {
    const target = new EventTarget()
    const wallet = createLocalWallet({ ...key })
    const { adapter } = await start(target)
    wallet.register(target)
    const feature = wallet.wallet.features['standard:connect'] as { connect: () => unknown }
    const answer = (accounts: unknown) => {
      feature.connect = async () => ({ accounts })
    }
    const connect = () => adapter.connect({ connectorId: wallet.wallet.name, network: local })
    for (const garbage of [
      [{ address: 42, publicKey: 'garbage' }],
      [{ address: 'not-base58-0OIl', chains: [local.caipNetworkId] }],
      [{ address: {} }, null],
    ]) {
      answer(garbage)
      const refused = await connect().catch((error: unknown) => error)
      expect(refused, JSON.stringify(garbage)).toBeInstanceOf(ValidationError)
      expect((refused as Error).message).toBe('Invalid input')
    }
    answer([])
    await expect(connect()).rejects.toBeInstanceOf(UnauthorizedError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('refuses an unknown connector', async () => {
    const { adapter } = await start(new EventTarget())
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toBeInstanceOf(
      AdapterOrConnectorNotFoundError,
    )
  })
})

describe('clusters and addresses', () => {
  it('switches among its clusters and refuses a network it does not have', async () => {
    const { adapter } = await start(new EventTarget())
    const seen: (string | number)[] = []
    adapter.on('chainChanged', ({ chainId }) => seen.push(chainId))
    for (const network of [solana, solanaDevnet, local]) await adapter.switchNetwork(network)
    expect(seen).toEqual([solana.id, solanaDevnet.id, local.id])
    await expect(adapter.switchNetwork(mainnet)).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(adapter.switchNetwork(mainnet)).rejects.toThrow('Chain is not supported')
  })

  it('refuses every address until setup() has brought the address codec in', async () => {
    const adapter = solanaAdapter({ target: new EventTarget() }).create(testContext(networks))
    running.push(adapter)
    // The codec (base58) is not part of the page's start-up: nothing is accepted unchecked.
    expect(adapter.validateAddress?.(key.address)).toBe(false)
    await adapter.setup()
    expect(adapter.validateAddress?.(key.address)).toBe(true)
  })

  it('validates base58 addresses of 32 bytes', async () => {
    const { adapter } = await start(new EventTarget())
    expect(adapter.validateAddress?.(key.address)).toBe(true)
    expect(adapter.validateAddress?.('11111111111111111111111111111111')).toBe(true)
    expect(adapter.validateAddress?.(`${key.address}0`)).toBe(false)
    expect(adapter.validateAddress?.('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(adapter.validateAddress?.('1111111111111111111111111111111')).toBe(false)
  })
})
