import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function AllWalletsView() {
  return <Text tone="secondary">All wallets</Text>
}
