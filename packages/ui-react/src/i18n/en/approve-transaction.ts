import type { MessageGroup } from '../message-group.js'

/** ApproveTransaction: pending wallet requests, or a refused one (SPEC §8). */
export const approveTransactionMessages = {
  group: 'approveTransaction',
  en: {
    actionNotAllowed: 'Action not allowed',
    notAllowedExplain: 'The app asked the wallet for something this connection does not allow.',
    close: 'Close',
    waiting: 'Waiting for approval',
    approveInWallet: 'Approve in your wallet',
    waitingCount:
      '{count, plural, =0 {No requests are waiting.} =1 {One request is waiting for your approval.} other {# requests are waiting for your approval.}}',
    ariaPending: 'Pending requests',
    methodSignMessage: 'Sign message',
    methodSignTypedData: 'Sign typed data',
    methodSendTransaction: 'Send transaction',
    methodSendCalls: 'Send calls',
    methodGrantPermissions: 'Grant permissions',
    methodRevokePermissions: 'Revoke permissions',
    methodSendUserOperation: 'Send user operation',
    methodSignTransaction: 'Sign transaction',
    methodSignAndSendTransaction: 'Sign and send transaction',
    methodSignTransactions: 'Sign transactions',
    methodOther: 'Wallet request',
  },
} as const satisfies MessageGroup
