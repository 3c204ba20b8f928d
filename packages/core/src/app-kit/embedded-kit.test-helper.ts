import { afterEach } from 'vitest'
import type { AdapterConnection } from '../adapter/chain-adapter.js'
import type { FrameHandlers } from '../frame/frame-host.js'
import type { FrameUser } from '../frame/frame-schemas.js'
import { mainnet } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { createFramePage, type FramePage } from '../testing/frame-page.js'
import type { AppKit, AppKitOptions } from './app-kit-types.js'
import { createAppKit } from './create-app-kit.js'

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
