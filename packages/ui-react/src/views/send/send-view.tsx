import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function SendView() {
  return <Text tone="secondary">Send</Text>
}
