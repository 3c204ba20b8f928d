import type { Plugin } from 'vite'

/**
 * Mounts a SIWX server (memory storage) at `/api/siwx` in Vite's dev server, standing in for the
 * app's backend: nonces, signature checks and sessions, all on this machine.
 */
export function siwxDevServer(): Plugin {
  return {
    name: 'siwx-dev-server',
    async configureServer(server) {
      const { createMemoryStorage, createSiwxHandlers, createSiwxServer, toNodeListener } =
        await import('@portico/siwx/server')
      const siwx = createSiwxServer({
        storage: createMemoryStorage(),
        // The page's own host: 127.0.0.1 or localhost on the dev server's port.
        domains: (domain) => /^(127\.0\.0\.1|localhost):\d+$/.test(domain),
      })
      const listener = toNodeListener(createSiwxHandlers(siwx, { basePath: '/api/siwx' }).handle)
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/siwx/')) listener(req, res)
        else next()
      })
    },
  }
}
