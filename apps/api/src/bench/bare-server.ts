import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

/**
 * The reference the bench compares with: a bare Hono server on @hono/node-server answering a
 * fixed JSON body, no middleware — the ceiling for a Hono app on this machine in this run.
 */
export async function startBareServer(): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Hono()
  const body = { ok: true, service: 'bare hono' }
  app.get('/', (c) => c.json(body))
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${(info as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
