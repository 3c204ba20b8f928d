/** Toast texts of SPEC §8 (and the loading toast of §2). */
export const ToastText = {
  /** Balance fetch failed or the network is unsupported. */
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  transactionStarted: 'Transaction started',
  /** Send failed (also sent as a SEND_ERROR event). */
  somethingWentWrong: 'Something went wrong',
  /** Solana send failed. */
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  /** History fetch failed: the list is emptied and the cursor cleared. */
  fetchTransactionsFailed: 'Failed to fetch transactions',
  authInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  /** Signing failed for a smart account. */
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  /** Loading toast (SPEC §2). */
  authenticating: 'Authenticating...',
} as const

/** Other fixed UI texts the spec names. */
export const UiText = {
  /** Mobile connect (SPEC §2). */
  openInNewTab: 'Open and continue in a new browser tab',
  /** Shown 300 ms after a disallowed RPC request (SPEC §8). */
  actionNotAllowed: 'Action not allowed',
} as const

/** Alerts of SPEC §8: a short title and a longer explanation. */
export const AlertText = {
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The origin is not on the allowlist of this project id.',
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'Check your time settings and reconnect.',
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid.',
  },
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: 'The network to switch to is not configured.',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'A project id is required.',
  },
  socialTimeout: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The embedded wallet did not load in time: check the app configuration.',
  },
} as const
