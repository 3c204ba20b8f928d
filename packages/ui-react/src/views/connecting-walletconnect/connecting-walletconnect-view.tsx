import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function ConnectingWalletConnectView() {
  return <Text tone="secondary">WalletConnect</Text>
}
