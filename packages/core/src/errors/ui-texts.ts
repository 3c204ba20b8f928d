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

/**
 * Which SPEC §8 toast a `Toast` is (`toast.code`), so a UI shows it in its own language without
 * matching the English text.
 */
export type ToastCode = keyof typeof ToastText

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
    code: 'invalidAppConfiguration',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The origin is not on the allowlist of this project id.',
  },
  sessionExpired: {
    code: 'sessionExpired',
    shortMessage: 'Session Expired',
    longMessage: 'Check your time settings and reconnect.',
  },
  invalidProjectId: {
    code: 'invalidProjectId',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid.',
  },
  networkNotFound: {
    code: 'networkNotFound',
    shortMessage: 'Network Not Found',
    longMessage: 'The network to switch to is not configured.',
  },
  projectIdNotConfigured: {
    code: 'projectIdNotConfigured',
    shortMessage: 'Project ID Not Configured',
    longMessage: 'A project id is required.',
  },
  socialTimeout: {
    code: 'socialTimeout',
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The embedded wallet did not load in time: check the app configuration.',
  },
} as const

/** Which SPEC §8 alert an `AppKitAlert` is (`alert.code`), for a UI in another language. */
export type AlertCode = keyof typeof AlertText
