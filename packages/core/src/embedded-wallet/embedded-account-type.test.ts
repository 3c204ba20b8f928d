import { describe, expect, it } from 'vitest'
import { type AdapterConnection, defineAdapter } from '../adapter/chain-adapter.js'
import type { AppKit, AppKitOptions } from '../app-kit/app-kit-types.js'
import type { FrameHandlers } from '../frame/frame-host.js'
import type { FrameUser } from '../frame/frame-schemas.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import type { AccountType } from '../types/chain.js'
import { authConnection, useEmbeddedKits } from './embedded-kit.test-helper.js'

// SPEC §6 account types through a real frame handshake (core's createFramePage): the frame has a
// smart account and an EOA on chain 1, answers GET_USER with the asked type's address, and
// switches on SET_PREFERRED_ACCOUNT, as apps/wallet-frame does.

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x5555555555555555555555555555555555555555'
const startKit = useEmbeddedKits()

function frameHandlers(log: string[]): FrameHandlers {
  let preferred: 'smartAccount' | 'eoa' = 'smartAccount'
  const user = (): FrameUser => ({
    email: 'ada@example.com',
    address: preferred === 'smartAccount' ? SMART : EOA,
    chainId: 1,
    accounts: [
      { address: SMART, type: 'smartAccount' },
      { address: EOA, type: 'eoa' },
    ],
    smartAccountDeployed: false,
    preferredAccountType: preferred,
  })
  return {
    EMAIL_LOGIN: () => ({ email: 'ada@example.com' }),
    IS_CONNECTED: () => ({ isConnected: true }),
    GET_USER: ({ preferredAccountType }) => {
      log.push(`GET_USER ${preferredAccountType}`)
      if (preferredAccountType === 'eoa' || preferredAccountType === 'smartAccount') {
        preferred = preferredAccountType
      }
      return user()
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1, 8453] }),
    GET_CHAIN_ID: () => ({ chainId: 1 }),
    SET_PREFERRED_ACCOUNT: ({ type }) => {
      log.push(`SET_PREFERRED_ACCOUNT ${type}`)
      if (type === 'eoa' || type === 'smartAccount') preferred = type
      return { type: preferred, address: user().address }
    },
    SIGN_OUT: () => ({}),
  }
}

/** An eip155 adapter whose AUTH connector follows the frame's session updates (as adapter-evm's). */
function frameAuthAdapter() {
  const base = mockAdapter({
    accounts: [EOA],
    connectors: [{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }],
  })
  return defineAdapter('eip155', (context) => {
    const instance = base.create(context)
    const wallet = context.embeddedWallet
    if (!wallet) throw new Error('no embedded wallet in the context')
    let user: FrameUser | undefined
    wallet.watchSession((update) => {
      if (user && update.address && update.address !== user.address) {
        user = { ...user, address: update.address }
        base.mock.emitAccountsChanged([update.address])
      }
    })
    return {
      ...instance,
      async connect(): Promise<AdapterConnection> {
        user = await wallet.request('GET_USER', { chainId: 1 })
        // A second round trip (as a connector reading its chain): the kit's request for the
        // smart-account networks, sent on GET_USER's answer, is answered before this connection is
        // applied, and applying it must not erase them.
        await wallet.request('GET_CHAIN_ID', {})
        base.mock.state.accounts = [user.address]
        base.mock.state.connected = true
        return { ...authConnection(user), smartAccountDeployed: user.smartAccountDeployed }
      },
      async disconnect() {
        await wallet.request('SIGN_OUT', {})
      },
    }
  })
}

async function connected(options: Partial<AppKitOptions> = {}) {
  const log: string[] = []
  const { kit } = await startKit({
    handlers: frameHandlers(log),
    adapter: frameAuthAdapter(),
    options,
  })
  await kit.embeddedWallet.connectEmail()
  return { kit, log }
}

const addressChanged = (kit: AppKit, address: string) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (kit.getAccount('eip155')?.address === address) {
        stop()
        resolve()
      }
    }
    const stop = kit.subscribe(check)
    check()
  })

describe('embedded wallet account types (SPEC §4, §6)', () => {
  it('connects as the smart account by default, with its type, the enabled networks and smartAccountDeployed', async () => {
    const { kit, log } = await connected()
    const account = kit.getAccount('eip155')
    expect(account?.address).toBe(SMART)
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(account?.allAccounts.find((entry) => entry.address === SMART)?.type).toBe('smartAccount')
    expect(account?.smartAccountDeployed).toBe(false)
    expect(log).toEqual(['GET_USER smartAccount'])
    await new Promise<void>((resolve) => {
      const check = () => {
        if (kit.getSnapshot().networks.eip155?.smartAccountEnabledNetworks.length) resolve()
      }
      kit.subscribe(check)
      check()
    })
    expect(kit.getSnapshot().networks.eip155?.smartAccountEnabledNetworks).toEqual([1, 8453])
  })

  it("asks the frame for the host's configured default (defaultAccountTypes: eoa)", async () => {
    const { kit, log } = await connected({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(log).toEqual(['GET_USER eoa'])
    expect(kit.getAccount('eip155')?.address).toBe(EOA)
    expect(kit.getAccount('eip155')?.preferredAccountType).toBe('eoa')
  })

  it('switches to the EOA and back: the frame is told, the connected address follows', async () => {
    const { kit, log } = await connected()
    const switched = addressChanged(kit, EOA)
    await kit.setPreferredAccountType('eoa' satisfies AccountType, 'eip155')
    await switched
    expect(kit.getAccount('eip155')?.preferredAccountType).toBe('eoa')
    expect(kit.getAccount('eip155')?.user?.address).toBe(EOA)

    const back = addressChanged(kit, SMART)
    await kit.setPreferredAccountType('smartAccount', 'eip155')
    await back
    expect(kit.getAccount('eip155')?.preferredAccountType).toBe('smartAccount')
    expect(log).toEqual([
      'GET_USER smartAccount',
      'SET_PREFERRED_ACCOUNT eoa',
      'SET_PREFERRED_ACCOUNT smartAccount',
    ])
  })
})
