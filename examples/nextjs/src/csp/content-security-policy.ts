import type { ExampleConfig } from '../config/example-config'

/** What the policy of one response depends on. */
export interface PolicyInput {
  /** Fresh per response: Next.js puts it on the inline scripts it writes into the HTML. */
  nonce: string
  config: ExampleConfig
  /** `next dev` only: React's dev tooling evaluates code (`'unsafe-eval'`); never in production. */
  development: boolean
}

function originOf(url: string): string {
  return new URL(url).origin
}

/** An http RPC origin and its WebSocket twin (anvil and most nodes answer both on one port). */
function rpcOrigins(url: string): string[] {
  const http = new URL(url)
  const ws = new URL(url)
  ws.protocol = http.protocol === 'https:' ? 'wss:' : 'ws:'
  return [http.origin, ws.origin]
}

/**
 * The strict policy: everything from this origin; scripts only from it or carrying
 * this response's nonce (Next.js inlines its bootstrap and RSC payload scripts); styles only from
 * it (the kit's modal CSS is a constructable stylesheet, which `style-src` does not govern);
 * connections only to the data API, the chains' RPC and the relay; no frames, objects or plugins.
 */
export function contentSecurityPolicy({ nonce, config, development }: PolicyInput): string {
  const dataApi = config.publicApiUrl ? [originOf(config.publicApiUrl)] : []
  const connect = new Set([
    "'self'",
    ...dataApi,
    ...config.chains.flatMap((chain) => rpcOrigins(chain.rpcUrl)),
    ...(config.relayUrl ? [originOf(config.relayUrl)] : []),
  ])
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(development ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['img-src', "'self'", 'data:', ...dataApi],
    ['font-src', "'self'"],
    ['connect-src', ...connect],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** 128 random bits, base64: what CSP's `'nonce-…'` source expects. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
