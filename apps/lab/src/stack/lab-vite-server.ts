import { fileURLToPath } from 'node:url'
import type { SmtpInbox } from '@portico/testing/smtp'
import react from '@vitejs/plugin-react'
import { createLogger, createServer, type Plugin, type ViteDevServer } from 'vite'
import { workspaceAlias } from '../../../../vitest.shared.js'
import { LAB_CONFIG_MODULE, type LabConfig } from '../lab-config.js'
import { LAB_NONCE_PLACEHOLDER, labCspPlugin } from './lab-csp.js'
import { labInboxPage } from './lab-inbox-page.js'

const labRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The dependencies the pages load, pre-bundled at start so a first page load never re-optimizes. */
const preBundled = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'viem',
  'viem/accounts',
  '@walletconnect/sign-client',
  '@walletconnect/utils',
]

/**
 * The lab web app's Vite dev server: two pages (`/` the demo dapp, `/wallet/` the WalletConnect
 * wallet), `@portico/*` served from package sources, the stack's `LabConfig` compiled in as a
 * global, listening on 127.0.0.1 only, every response carrying the lab's Content-Security-Policy.
 */
export async function createLabViteServer(options: {
  /** Resolved once the rest of the stack is up; pages wait for it on their first load. */
  config: Promise<LabConfig>
  /** The SMTP sink's inbox, shown at `/inbox/`. */
  inbox: Promise<SmtpInbox>
  port: number
  watch: boolean
  log: (message: string) => void
}): Promise<ViteDevServer> {
  const logger = createLogger('warn', { allowClearScreen: false })
  const server = await createServer({
    configFile: false,
    root: labRoot,
    appType: 'mpa',
    customLogger: {
      ...logger,
      warn: (message) => options.log(`web: ${message}`),
      warnOnce: (message) => options.log(`web: ${message}`),
      error: (message) => options.log(`web: ${message}`),
    },
    // Under the lab's strict CSP (lab-csp.ts). Without watch there is no HMR, so plugin-react adds
    // no inline refresh preamble and the pages need no nonce at all.
    plugins: [
      react(),
      labConfigModule(options.config),
      polkadotExtensionScript(options.config),
      labCspPlugin(options.config, { watch: options.watch }),
      // After the CSP plugin, so the inbox page carries the policy too.
      labInboxPage(options.inbox),
    ],
    ...(options.watch ? { html: { cspNonce: LAB_NONCE_PLACEHOLDER } } : {}),
    resolve: { alias: workspaceAlias },
    optimizeDeps: {
      // The Polkadot extension script is added to the page at request time: scanned here too.
      entries: [
        'index.html',
        'wallet/index.html',
        'hostile/index.html',
        'src/app/polkadot-test-extension.ts',
      ],
      include: preBundled,
    },
    server: {
      host: '127.0.0.1',
      port: options.port,
      hmr: options.watch,
      ...(options.watch ? {} : { watch: null }),
      warmup: { clientFiles: ['./src/app/main.tsx', './src/wallet-page/main.tsx'] },
    },
    clearScreen: false,
  })
  // Vite's own listen() takes port 0 for its default 5173 and counts up past ports in use: the lab
  // listens on Vite's HTTP server itself, on the port it is given (0: one the system picks and
  // reports). That listen still runs Vite's start (plugins, dependency optimizer, warm-up).
  const httpServer = server.httpServer
  if (!httpServer) throw new Error('lab: Vite made no HTTP server')
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port, '127.0.0.1', () => {
      httpServer.off('error', reject)
      resolve()
    })
  })
  const address = httpServer.address()
  if (address === null || typeof address !== 'object') {
    throw new Error('lab: the web server reported no port')
  }
  server.resolvedUrls = { local: [`http://127.0.0.1:${address.port}/`], network: [] }
  return server
}

/** Serves the stack's `LabConfig` as the module `virtual:portico-lab-config`. */
function labConfigModule(config: Promise<LabConfig>): Plugin {
  const resolved = `\0${LAB_CONFIG_MODULE}`
  return {
    name: 'portico-lab-config',
    resolveId: (id) => (id === LAB_CONFIG_MODULE ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined
      return `export const labConfig = ${JSON.stringify(await config)}\n`
    },
  }
}

/**
 * On a stack running Polkadot, the demo page loads the Polkadot test extension from a script of
 * its own before main.tsx (see polkadot-test-extension.ts): elsewhere its WebAssembly never loads.
 */
function polkadotExtensionScript(config: Promise<LabConfig>): Plugin {
  return {
    name: 'portico-lab-polkadot-extension',
    async transformIndexHtml(_html, context) {
      if (context.path !== '/index.html' || !(await config).polkadot) return []
      return [
        {
          tag: 'script',
          attrs: { type: 'module', src: '/src/app/polkadot-test-extension.ts' },
          injectTo: 'head',
        },
      ]
    },
  }
}
