import { WalletConnectPairing } from './walletconnect-pairing.js'

/** ConnectingWalletConnect: QR / deep link for WalletConnect, optionally for a listed wallet. */
export default function ConnectingWalletConnectView() {
  return <WalletConnectPairing basic={false} />
}
