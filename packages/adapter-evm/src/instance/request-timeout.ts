/** Default time a wallet may take to answer a prompt (longer than the 4-minute pairing lifetime). */
export const DEFAULT_REQUEST_TIMEOUT = 300_000
