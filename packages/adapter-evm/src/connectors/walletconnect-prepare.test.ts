import { expect, it } from 'vitest'
import { useWalletConnectSuite } from './walletconnect-suite.test-helper.js'

// Issue 19: WalletConnect 2.25 opens its relay socket only for a topic, so readying the client
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
