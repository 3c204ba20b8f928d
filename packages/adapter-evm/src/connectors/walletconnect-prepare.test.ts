import { expect, it } from 'vitest'
import { useWalletConnectSuite } from './walletconnect-suite.test-helper.js'

// WalletConnect 2.25 opens its relay socket only for a topic, so readying the client
// alone left the socket (auth token, handshake) to the pick. prepareConnector opens it.
const suite = useWalletConnectSuite()

it('prepareConnector opens the relay socket before the pick, and the pick then pairs over it', async () => {
  const dapp = await suite.dapp()
  const before = suite.relay.connectionCount()
  await dapp.prepareConnector?.('walletConnect')
  expect(suite.relay.connectionCount()).toBe(before + 1)
  // Asked again (hover after the modal's idle preparation): no second socket.
  await dapp.prepareConnector?.('walletConnect')
  expect(suite.relay.connectionCount()).toBe(before + 1)

  const wallet = await suite.phoneWallet()
  const connection = await suite.pairAndConnect(dapp, wallet)
  expect(connection.accounts).toHaveLength(1)
  // The prepared socket and the phone wallet's: the dapp paired over the one it had.
  expect(suite.relay.connectionCount()).toBe(before + 2)
}, 60_000)

// Given a level name, WalletConnect logs at level trace into an in-memory buffer of up to
// 1,000 KB per layer whatever the level; the kit passes a logger object that keeps nothing.
it('the prepared client keeps no WalletConnect log buffer', async () => {
  const dapp = await suite.dapp()
  await dapp.prepareConnector?.('walletConnect')
  const globals = globalThis as Record<string, unknown>
  const cores = Object.keys(globals)
    .filter((key) => key.startsWith('_walletConnectCore_portico-') && !key.endsWith('_count'))
    .map((key) => globals[key] as { logChunkController: unknown; logger: { level: string } })
  expect(cores).toHaveLength(1)
  expect(cores[0]?.logChunkController).toBeNull()
  expect(cores[0]?.logger.level).toBe('silent')
}, 60_000)
