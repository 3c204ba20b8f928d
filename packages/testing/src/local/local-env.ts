/** What the local stack started that the app's page needs to know (absent: not started). */
export interface LocalUrls {
  /** The EVM devnet's first chain (31337). */
  rpcUrl?: string
  /** apps/api. */
  apiUrl?: string
  /** The script that installs the test wallets in the page. */
  testWalletsUrl?: string
}

/** The public variables' names, after the framework's prefix (the starter's kit reads them). */
export const localEnvNames = {
  rpcUrl: 'PORTICO_LOCAL_RPC_URL',
  apiUrl: 'PORTICO_API_URL',
  testWalletsUrl: 'PORTICO_TEST_WALLETS_URL',
} as const satisfies Record<keyof LocalUrls, string>

/** The variables the dev command gets, each prefixed for the framework to inline them. */
export function localEnv(prefix: string, urls: LocalUrls): Record<string, string> {
  const env: Record<string, string> = {}
  for (const key of Object.keys(localEnvNames) as (keyof LocalUrls)[]) {
    const value = urls[key]
    if (value !== undefined) env[`${prefix}${localEnvNames[key]}`] = value
  }
  return env
}
