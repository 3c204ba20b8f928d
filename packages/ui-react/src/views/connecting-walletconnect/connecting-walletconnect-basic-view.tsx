import { WalletConnectPairing } from './walletconnect-pairing.js'

/** ConnectingWalletConnectBasic: the plain WalletConnect QR, used when there are no adapters. */
export default function ConnectingWalletConnectBasicView() {
  return <WalletConnectPairing basic />
}
