/** One EVM chain the example offers, with the RPC URL the browser may reach. */
export interface ExampleChain {
  chainId: number
  rpcUrl: string
}

/**
 * What the example reads from its environment when it starts (`next start`), so one build runs
 * against any devnet or apps/api without rebuilding.
 */
export interface ExampleConfig {
  projectId: string
  /** The chains offered, the first is the default network. */
  chains: [ExampleChain, ...ExampleChain[]]
  /**
   * The apps/api the route handler `/api/portico/*` forwards to (server side only), or
   * `undefined` when the browser talks to `publicApiUrl` directly.
   */
  upstreamApiUrl: string | undefined
  /** A data API the browser calls itself (another origin); unset: this app's `/api/portico`. */
  publicApiUrl: string | undefined
  /** A self-hosted WalletConnect relay (`ws://…`); unset: no WalletConnect connector. */
  relayUrl: string | undefined
}

export class InvalidExampleConfigError extends Error {
  override name = 'InvalidExampleConfigError'
}

const DEFAULT_RPC_URLS = '31337=http://127.0.0.1:8545'
const DEFAULT_API_URL = 'http://127.0.0.1:8787'

function httpUrl(value: string, variable: string, protocols: readonly string[]): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidExampleConfigError(`${variable} is not a URL: ${value}`)
  }
  if (!protocols.includes(url.protocol))
    throw new InvalidExampleConfigError(`${variable} must use ${protocols.join(' or ')}: ${value}`)
  return url.href.replace(/\/$/, '')
}

/** `31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546` (the same form as apps/api's `RPC_URLS`). */
function parseChains(list: string): [ExampleChain, ...ExampleChain[]] {
  const chains = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const index = entry.indexOf('=')
      const chainId = Number(entry.slice(0, index))
      if (index <= 0 || !Number.isSafeInteger(chainId) || chainId <= 0)
        throw new InvalidExampleConfigError(`Invalid PORTICO_RPC_URLS entry: ${entry}`)
      return {
        chainId,
        rpcUrl: httpUrl(entry.slice(index + 1), 'PORTICO_RPC_URLS', ['http:', 'https:']),
      }
    })
  const [first, ...rest] = chains
  if (!first) throw new InvalidExampleConfigError('PORTICO_RPC_URLS names no chain')
  return [first, ...rest]
}

/**
 * Reads `PORTICO_PROJECT_ID`, `PORTICO_RPC_URLS`, `PORTICO_API_URL` (the apps/api behind
 * `/api/portico`), `PORTICO_PUBLIC_API_URL` (skip the route handler) and `PORTICO_RELAY_URL`.
 */
export function readExampleConfig(
  env: Readonly<Record<string, string | undefined>>,
): ExampleConfig {
  const publicApiUrl = env.PORTICO_PUBLIC_API_URL
    ? httpUrl(env.PORTICO_PUBLIC_API_URL, 'PORTICO_PUBLIC_API_URL', ['http:', 'https:'])
    : undefined
  return {
    projectId: env.PORTICO_PROJECT_ID || 'portico-nextjs-example',
    chains: parseChains(env.PORTICO_RPC_URLS || DEFAULT_RPC_URLS),
    upstreamApiUrl: publicApiUrl
      ? undefined
      : httpUrl(env.PORTICO_API_URL || DEFAULT_API_URL, 'PORTICO_API_URL', ['http:', 'https:']),
    publicApiUrl,
    relayUrl: env.PORTICO_RELAY_URL
      ? httpUrl(env.PORTICO_RELAY_URL, 'PORTICO_RELAY_URL', ['ws:', 'wss:'])
      : undefined,
  }
}
