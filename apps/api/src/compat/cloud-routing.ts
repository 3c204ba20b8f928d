import type { BrowserContext } from 'playwright-core'

/** The hosts AppKit 1.8.24 calls for its data (its `W3M_API_URL`, `BLOCKCHAIN_API_RPC_URL`, `PULSE_API_URL`). */
export const APPKIT_CLOUD_HOSTS = [
  'api.web3modal.org',
  'rpc.walletconnect.org',
  'pulse.walletconnect.org',
]

export interface RoutedCall {
  host: string
  method: string
  /** Path and query as the app sent them. */
  path: string
  status: number
  /** JSON-RPC method(s) of a call to the RPC path. */
  rpcMethods?: string[]
}

export interface CloudRouting {
  /** Every request to a cloud host, in order, with apps/api's status. */
  calls: RoutedCall[]
  /** Every request (HTTP or WebSocket) to a host that is neither the app nor a cloud host. */
  foreign: string[]
}

/**
 * Answers every request of the context's pages to AppKit's cloud hosts from apps/api (same path
 * and query), lets requests to the app's own origin through, and refuses and records the rest,
 * so a test can assert that nothing left the machine.
 */
export async function routeCloudToApi(
  context: BrowserContext,
  appOrigin: string,
  apiUrl: string,
): Promise<CloudRouting> {
  const calls: RoutedCall[] = []
  const foreign: string[] = []
  await context.route('**/*', async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (url.origin === appOrigin) return route.continue()
    // apps/api's own URLs (e.g. token icons it links to) are fetched from it as they are.
    const direct = url.origin === new URL(apiUrl).origin
    if (!direct && !APPKIT_CLOUD_HOSTS.includes(url.hostname)) {
      foreign.push(`${request.method()} ${url.href}`)
      return route.abort('blockedbyclient')
    }
    const call: RoutedCall = {
      host: direct ? url.host : url.hostname,
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      status: 0,
    }
    if (url.pathname === '/v1/' || url.pathname === '/v1')
      call.rpcMethods = rpcMethodsOf(request.postData())
    calls.push(call)
    try {
      const response = await route.fetch({ url: `${apiUrl}${url.pathname}${url.search}` })
      call.status = response.status()
      if (direct) return await route.fulfill({ response })
      await route.fulfill({
        response,
        // apps/api answered a request from the app's origin; the browser checks it against the cloud host.
        headers: { ...response.headers(), 'access-control-allow-origin': appOrigin },
      })
    } catch (error) {
      // A closing page cancels requests in flight: record, do not throw into the route handler.
      call.status = -1
      await route.abort().catch(() => undefined)
      if (!String(error).includes('closed')) throw error
    }
  })
  await context.routeWebSocket(/.*/, (socket) => {
    foreign.push(`WebSocket ${socket.url()}`)
    socket.close()
  })
  return { calls, foreign }
}

function rpcMethodsOf(body: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(body ?? 'null')
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    return calls.map((call) => String((call as { method?: unknown } | null)?.method))
  } catch {
    return []
  }
}
