import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function NetworksView() {
  return <Text tone="secondary">Networks</Text>
}
