import type { ExampleChain, ExampleConfig } from './example-config'

/** The part of the configuration the browser sees (props of the client provider: plain JSON). */
export interface ClientConfig {
  projectId: string
  chains: [ExampleChain, ...ExampleChain[]]
  /** Absolute base URL of the data API: this app's `/api/portico`, or `PORTICO_PUBLIC_API_URL`. */
  apiUrl: string
  relayUrl: string | undefined
  /** This app's origin (WalletConnect metadata). */
  origin: string
}

/**
 * This app's origin as the request names it. The `Host` header is the visitor's input: it only
 * shapes URLs in the visitor's own (never cached) page, and must still parse as a plain origin.
 */
export function requestOrigin(host: string | null, forwardedProto: string | null): string {
  const protocol = forwardedProto === 'https' ? 'https' : 'http'
  const url = new URL(`${protocol}://${host ?? 'localhost'}`)
  if (url.pathname !== '/' || url.username || url.search) throw new Error(`Invalid Host: ${host}`)
  return url.origin
}

export function clientConfigFor(config: ExampleConfig, origin: string): ClientConfig {
  return {
    projectId: config.projectId,
    chains: config.chains,
    apiUrl: config.publicApiUrl ?? `${origin}/api/portico`,
    relayUrl: config.relayUrl,
    origin,
  }
}
