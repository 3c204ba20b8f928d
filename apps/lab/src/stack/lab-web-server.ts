import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { join, normalize } from 'node:path'
import type { SmtpInbox } from '@portico/testing/smtp'
import react from '@vitejs/plugin-react'
import { createLogger, createServer, type Logger, type Plugin, preview } from 'vite'
import { workspaceAlias } from '../../../../vitest.shared.js'
import type { LabConfig } from '../lab-config.js'
import { LAB_PAGES, LAB_POLKADOT_ENTRY, type LabBuild, labRoot } from './lab-build.js'
import { LAB_NONCE_PLACEHOLDER, labCspPlugin } from './lab-csp.js'
import { labInboxPage } from './lab-inbox-page.js'
import { withLabPageTags } from './lab-page-tags.js'

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

export interface LabWebServerOptions {
  /** Resolved once the rest of the stack is up; pages wait for it on their first load. */
  config: Promise<LabConfig>
  /** The SMTP sink's inbox, shown at `/inbox/`. */
  inbox: Promise<SmtpInbox>
  port: number
  log: (message: string) => void
}

/** The lab's web server, listening: its URL and how to stop it. */
export interface LabWebServer {
  /** e.g. `http://127.0.0.1:5173/` */
  url: string
  close(): Promise<void>
}

function labLogger(log: (message: string) => void): Logger {
  const logger = createLogger('warn', { allowClearScreen: false })
  return {
    ...logger,
    warn: (message) => log(`web: ${message}`),
    warnOnce: (message) => log(`web: ${message}`),
    error: (message) => log(`web: ${message}`),
  }
}

/** What both servers answer besides the pages: the lab's CSP on everything, the inbox page. */
function labServerPlugins(options: LabWebServerOptions, watch: boolean): Plugin[] {
  return [
    labCspPlugin(options.config, { watch }),
    // After the CSP plugin, so the inbox page carries the policy too.
    labInboxPage(options.inbox),
  ]
}

/** Listens on the given port (0: one the system picks), on 127.0.0.1 only, and reports the URL. */
async function listenOn(httpServer: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(port, '127.0.0.1', () => {
      httpServer.off('error', reject)
      resolve()
    })
  })
  const address = httpServer.address()
  if (address === null || typeof address !== 'object') {
    throw new Error('lab: the web server reported no port')
  }
  return `http://127.0.0.1:${address.port}/`
}

/**
 * The lab web app on Vite's dev server, for `pnpm lab`: the pages (`/` the demo dapp, `/wallet/`
 * the WalletConnect wallet, `/hostile/`) from source with `@portico/*` aliased to package sources,
 * reloading on edits when `watch` is on, every response carrying the lab's Content-Security-Policy.
 */
export async function startLabDevServer(
  options: LabWebServerOptions & { watch: boolean },
): Promise<LabWebServer> {
  const server = await createServer({
    configFile: false,
    root: labRoot,
    appType: 'mpa',
    customLogger: labLogger(options.log),
    // Under the lab's strict CSP (lab-csp.ts). Without watch there is no HMR, so plugin-react adds
    // no inline refresh preamble and the pages need no nonce at all.
    plugins: [
      react(),
      {
        name: 'portico-lab-page-tags',
        async transformIndexHtml(html, context) {
          const polkadot = context.path === '/index.html' ? `/${LAB_POLKADOT_ENTRY}` : undefined
          return withLabPageTags(html, await options.config, polkadot)
        },
      },
      ...labServerPlugins(options, options.watch),
    ],
    ...(options.watch ? { html: { cspNonce: LAB_NONCE_PLACEHOLDER } } : {}),
    resolve: { alias: workspaceAlias },
    optimizeDeps: {
      // The Polkadot extension script is added to the page at request time: scanned here too.
      entries: [...Object.values(LAB_PAGES), LAB_POLKADOT_ENTRY],
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
  // listens on Vite's HTTP server itself. That listen still runs Vite's start (plugins, dependency
  // optimizer, warm-up).
  const httpServer = server.httpServer
  if (!httpServer) throw new Error('lab: Vite made no HTTP server')
  try {
    const url = await listenOn(httpServer as Server, options.port)
    return { url, close: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}

/**
 * The lab web app from its production build (lab-build.ts), on Vite's preview server: what the
 * e2e tests load. The build is made once per change of the sources and served for every stack;
 * each page gets this stack's configuration (and the Polkadot extension's script) as it is sent.
 */
export async function startLabBuildServer(
  options: LabWebServerOptions & { build: LabBuild },
): Promise<LabWebServer> {
  const { build } = options
  const pages = new Map<string, Promise<string | undefined>>()
  const pageHtml = (path: string) => {
    let page = pages.get(path)
    if (!page) {
      const file = normalize(join(build.dir, path.endsWith('/') ? `${path}index.html` : path))
      page = file.startsWith(build.dir)
        ? readFile(file, 'utf8').catch(() => undefined)
        : Promise.resolve(undefined)
      pages.set(path, page)
    }
    return page
  }
  const pageTags: Plugin = {
    name: 'portico-lab-page-tags',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://lab').pathname
        if (!path.endsWith('/') && !path.endsWith('.html')) return next()
        Promise.all([pageHtml(path), options.config]).then(
          ([html, config]) => {
            if (html === undefined) return next()
            const polkadot =
              path === '/' || path === '/index.html' ? build.polkadotScript : undefined
            res.statusCode = 200
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(withLabPageTags(html, config, polkadot))
          },
          (error: unknown) => next(error),
        )
      })
    },
  }
  const server = await preview({
    configFile: false,
    root: labRoot,
    appType: 'mpa',
    logLevel: 'warn',
    customLogger: labLogger(options.log),
    plugins: [...labServerPlugins(options, false), pageTags],
    build: { outDir: build.dir },
    preview: { host: '127.0.0.1', port: options.port, strictPort: true },
    clearScreen: false,
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error('lab: the web server reported no URL')
  }
  return { url, close: () => server.close() }
}
