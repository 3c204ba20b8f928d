import { describe, expect, it, vi } from 'vitest'
import type { UniversalProvider } from './walletconnect-provider.js'
import { useWalletConnectSuite } from './walletconnect-suite.test-helper.js'

const suite = useWalletConnectSuite()
const { phoneWallet, dapp, pairAndConnect } = suite

describe('WalletConnect sessions: approved networks, hostile events, destroy', () => {
  it("a connection carries the session's networks, not every network", async () => {
    const wallet = await phoneWallet(4)
    const adapter = await dapp()
    const connection = await pairAndConnect(adapter, wallet)
    expect(connection.approvedNetworks).toEqual({
      caipNetworkIds: ['eip155:31337', 'eip155:31338'],
      supportsAllNetworks: false,
    })
    // The phone wallet answers wallet_getCapabilities: no smart account on either chain.
    expect(connection.smartAccountNetworks).toEqual([])
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_getCapabilities')
  })

  it('a session update reaches the adapter as networksApproved', async () => {
    const wallet = await phoneWallet(6)
    const adapter = await dapp()
    await pairAndConnect(adapter, wallet)
    const approved = new Promise<unknown>((resolve) => adapter.on('networksApproved', resolve))
    const [session] = wallet.sessions()
    const eip155 = session!.namespaces.eip155!
    const { acknowledged } = await wallet.client.update({
      topic: session!.topic,
      namespaces: {
        eip155: {
          ...eip155,
          chains: ['eip155:31337'],
          accounts: [`eip155:31337:${wallet.address}`],
        },
      },
    })
    await acknowledged()
    expect(await approved).toEqual({ caipNetworkIds: ['eip155:31337'], supportsAllNetworks: false })
  })

  it('a malformed accountsChanged from the wallet is refused with a warning', async () => {
    const wallet = await phoneWallet(7)
    const adapter = await dapp()
    await pairAndConnect(adapter, wallet)
    const seen: unknown[] = []
    adapter.on('accountsChanged', (event) => seen.push(event))
    adapter.on('disconnect', (event) => seen.push(event))
    await wallet.emitEvent('accountsChanged', ['eip155:31337:0xnot-an-address'], 31337)
    await vi.waitFor(() => expect(suite.warnings).toHaveLength(1))
    expect(suite.warnings[0]?.message).toBe('Refused a malformed accountsChanged from the wallet')
    expect(seen).toEqual([])
    // A well-formed one still arrives.
    const other = suite.devnet.accounts[8]!.address
    await wallet.emitEvent('accountsChanged', [`eip155:31337:${other}`], 31337)
    await vi.waitFor(() => expect(seen).toEqual([{ accounts: [other] }]))
  })

  it('destroy() closes the relay socket and drops the provider listeners, leaving the session', async () => {
    const wallet = await phoneWallet(9)
    const adapter = await dapp()
    await pairAndConnect(adapter, wallet)
    const provider = adapter.getProvider() as UniversalProvider
    const listeners = () =>
      ['accountsChanged', 'chainChanged', 'session_delete', 'session_update'].reduce(
        (sum, event) => sum + provider.events.listenerCount(event),
        0,
      )
    const sockets = suite.relay.connectionCount()
    expect(listeners()).toBe(4)
    await adapter.destroy()
    expect(listeners()).toBe(0)
    await vi.waitFor(() => expect(suite.relay.connectionCount()).toBe(sockets - 1))
    // Destroying is not disconnecting: the next page load restores the session.
    expect(wallet.sessions()).toHaveLength(1)
  })
})
