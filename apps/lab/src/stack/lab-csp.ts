import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import type { LabConfig } from '../lab-config.js'

/**
 * What Vite writes as the nonce into the pages it serves in watch mode (`html.cspNonce`); each
 * response swaps it for a fresh one of the same length. 24 characters, as a 18-byte base64 nonce.
 */
export const LAB_NONCE_PLACEHOLDER = 'porticoLabNonceXXXXXXXXX'

/** The origins the lab's pages may contact: the data API, every chain RPC and the relay. */
export function labConnectOrigins(config: LabConfig): string[] {
  const urls = [
    config.apiUrl,
    config.relayUrl,
    ...config.chains.map((chain) => chain.rpcUrl),
    ...(config.solana ? [config.solana.rpcUrl, config.solana.wsUrl] : []),
    ...(config.bitcoin ? [config.bitcoin.esploraUrl] : []),
    ...(config.polkadot ? [config.polkadot.wsUrl] : []),
  ]
  return [...new Set(urls.map((url) => new URL(url).origin))]
}

/**
 * The lab's Content-Security-Policy: scripts and styles from the lab's own origin only
 * (no `'unsafe-inline'`, no `'unsafe-eval'`), images from self, `data:` and the data API, requests
 * only to the data API, the chains and the relay, and no frames but the wallet frame's origin.
 * WebAssembly may compile only on a stack running Polkadot (see below).
 * A `nonce` is only given in watch mode, where Vite's HMR and React refresh inline a preamble.
 *
 * @example
 * res.setHeader('Content-Security-Policy', labContentSecurityPolicy(config))
 */
export function labContentSecurityPolicy(
  config: LabConfig,
  options: { nonce?: string; frameOrigin?: string } = {},
): string {
  const nonce = options.nonce ? ` 'nonce-${options.nonce}'` : ''
  // @polkadot/api's @polkadot/util-crypto compiles @polkadot/wasm-crypto when imported:
  // WebAssembly only ('wasm-unsafe-eval' never allows eval() or new Function()).
  const wasm = config.families.includes('polkadot') ? " 'wasm-unsafe-eval'" : ''
  const api = new URL(config.apiUrl).origin
  return [
    "default-src 'self'",
    `script-src 'self'${wasm}${nonce}`,
    `style-src 'self'${nonce}`,
    `img-src 'self' data: ${api}`,
    `connect-src 'self' ${labConnectOrigins(config).join(' ')}`,
    `frame-src ${options.frameOrigin ?? (config.walletFrameUrl ? new URL(config.walletFrameUrl).origin : "'none'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Sends the policy as a response header on everything the lab's server answers (the dev server
 * and the production build's preview server alike), once the stack's configuration is known. In
 * watch mode each HTML page gets a fresh nonce in place of {@link LAB_NONCE_PLACEHOLDER} (same
 * length, so nothing else in the response changes).
 */
export function labCspPlugin(config: Promise<LabConfig>, options: { watch: boolean }): Plugin {
  const middleware: Connect.NextHandleFunction = (_req, res, next) => {
    config.then(
      (resolved) => {
        const nonce = options.watch ? randomBytes(18).toString('base64') : undefined
        res.setHeader(
          'Content-Security-Policy',
          labContentSecurityPolicy(resolved, nonce ? { nonce } : {}),
        )
        if (nonce) replaceNonceInHtml(res, nonce)
        next()
      },
      (error: unknown) => next(error),
    )
  }
  return {
    name: 'portico-lab-csp',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  }
}

function replaceNonceInHtml(res: ServerResponse, nonce: string): void {
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const type = String(res.getHeader('Content-Type') ?? '')
    if (type.startsWith('text/html') && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      return end(String(chunk).replaceAll(LAB_NONCE_PLACEHOLDER, nonce), ...rest)
    }
    return end(chunk, ...rest)
  }) as ServerResponse['end']
}
