import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function UnsupportedChainView() {
  return <Text tone="secondary">Unsupported network</Text>
}
