import { afterEach } from 'vitest'
import { type AdapterConnection, defineAdapter } from '../adapter/chain-adapter.js'
import type { AppKit, AppKitOptions } from '../app-kit/app-kit-types.js'
import { createAppKit } from '../app-kit/create-app-kit.js'
import type { FrameHandlers } from '../frame/frame-host.js'
import { createFrameProvider } from '../frame/frame-provider.js'
import type { FrameUser } from '../frame/frame-schemas.js'
import { mainnet } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createFramePage, type FramePage } from '../testing/frame-page.js'
import { mockAdapter } from '../testing/mock-adapter.js'

// The embedded-wallet tests' kit: a frame host answering `handlers` on the other end of a real
// handshake (core's createFramePage), and a kit on mainnet loading that frame; both are ended
// after each test.

/** Registers the clean-up in the calling file and returns the kit's start. */
export function useEmbeddedKits() {
  const kits: AppKit[] = []
  const pages: FramePage[] = []
  afterEach(async () => {
    await Promise.all(kits.splice(0).map((kit) => kit.destroy()))
    for (const page of pages.splice(0)) page.close()
  })
  return async function startKit(params: {
    handlers: FrameHandlers
    adapter: NonNullable<AppKitOptions['adapters']>[number]
    options?: Partial<AppKitOptions>
  }): Promise<{ kit: AppKit; page: FramePage }> {
    const page = createFramePage({ handlers: params.handlers })
    pages.push(page)
    const kit = createAppKit({
      adapters: [params.adapter],
      networks: [mainnet],
      projectId: 'test-project',
      storage: createMemoryStorage(),
      embeddedWallet: { frameUrl: page.frameUrl, document: page.document },
      ...params.options,
    })
    kits.push(kit)
    await kit.ready
    return { kit, page }
  }
}

/** The frame's user with one EOA account on mainnet (`email` undefined: a Farcaster login). */
export function eoaFrameUser(address: string, email: string | undefined): FrameUser {
  return {
    email,
    address,
    chainId: 1,
    accounts: [{ address, type: 'eoa' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}

/** The AUTH connector's connection for the frame's user (as adapter-evm's connector makes it). */
export function authConnection(user: FrameUser): AdapterConnection {
  return {
    address: user.address,
    accounts: user.accounts,
    chainId: user.chainId,
    connectorId: 'auth',
    walletInfo: { name: 'Email', type: 'AUTH' },
    user,
  }
}

/**
 * An eip155 adapter with one AUTH connector over `context.embeddedWallet`, as adapter-evm's: its
 * connection is the frame's GET_USER, its reconnect asks the frame whether the login lives.
 */
export function frameAuthAdapter(address: string) {
  const base = mockAdapter({
    accounts: [address],
    connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
  })
  return defineAdapter('eip155', (context) => {
    const instance = base.create(context)
    const wallet = context.embeddedWallet
    if (!wallet) throw new Error('no embedded wallet in the context')
    const provider = createFrameProvider(wallet, () => 1)
    const connection = async (): Promise<AdapterConnection> =>
      authConnection(await wallet.request('GET_USER', { chainId: 1 }))
    return {
      ...instance,
      connect: connection,
      async reconnect() {
        if (!wallet.storedLogin()) return undefined
        return (await wallet.isConnected()) ? connection() : undefined
      },
      async disconnect() {
        await wallet.request('SIGN_OUT', {})
      },
      request: (request) => provider.request(request),
    }
  })
}
