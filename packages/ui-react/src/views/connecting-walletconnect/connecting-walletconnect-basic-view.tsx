import { WalletConnectPairing } from './walletconnect-pairing.js'

/**
 * ConnectingWalletConnectBasic: the plain WalletConnect QR with no wallet picked, opened by the app
 * (`kit.open({ view: 'ConnectingWalletConnectBasic' })`). SPEC §2's no-adapter start never shows
 * it: a kit needs an adapter (core README, "Where Portico differs from the spec").
 */
export default function ConnectingWalletConnectBasicView() {
  return <WalletConnectPairing basic />
}
