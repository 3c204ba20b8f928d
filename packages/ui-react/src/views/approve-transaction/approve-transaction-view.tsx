import { Text } from '../../components/text.js'

/** Placeholder until the real view lands (same path, same default export). */
export default function ApproveTransactionView() {
  return <Text tone="secondary">Approve transaction</Text>
}
