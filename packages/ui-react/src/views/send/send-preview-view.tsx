import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function SendPreviewView() {
  return <Text tone="secondary">Review send</Text>
}
