import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function AccountView() {
  return <Text tone="secondary">Account</Text>
}
