import type { BrowserContext, Route, WebSocketRoute } from 'playwright-core'
import { expect } from 'vitest'
import type { LabStack } from '../stack/start-lab-stack.js'

/** One measured cell of the fault table: part × flow, what the user read, and the times. */
export interface FaultCell {
  part: string
  flow: string
  shown: string
  recovery: string
  /**
   * Milliseconds from the action to the message on screen (from the part's return where nothing
   * is shown until then: the cell's flow says so).
   */
  toMessageMs: number | undefined
  /** Milliseconds from the part's return (plus the user's retry) to the flow working again. */
  toRecoveryMs: number | undefined
  /** The upper bound the test asserted on `toMessageMs`, and where it comes from. */
  bound?: FaultBound
}

/**
 * An upper bound on a cell's time to the message, wall clock, and its source: the kit's timeout
 * for that step where the kit sets one, else 3x the step's designed time.
 */
export interface FaultBound {
  ms: number
  from: string
}

/** A cell whose time to the message was measured and is held to a bound. */
export type BoundedFaultCell = FaultCell & { toMessageMs: number; bound: FaultBound }

/** @portico/api-client's DEFAULT_TIMEOUT_MS: the kit's requests to apps/api give up after it. */
export const DATA_API_TIMEOUT_MS = 10_000

/** Milliseconds since `start`, rounded. */
export const since = (start: number): number => Math.round(performance.now() - start)

/**
 * The fault table of one test file: `record` prints each cell as it is measured (console.log, so
 * the coordinator reads the figures in the test output), `recordWithin` does so and then asserts
 * the cell's time to the message is within its bound, and `print` prints the whole table at the end.
 */
export function faultTable(file: string) {
  const cells: FaultCell[] = []
  const record = (cell: FaultCell): void => {
    cells.push(cell)
    console.log(
      `[fault] ${cell.part} × ${cell.flow}: "${cell.shown}" in ${cell.toMessageMs ?? '-'} ms${cell.bound ? ` (bound ${cell.bound.ms} ms: ${cell.bound.from})` : ''}; ${cell.recovery} in ${cell.toRecoveryMs ?? '-'} ms`,
    )
  }
  return {
    record,
    recordWithin(cell: BoundedFaultCell): void {
      // Recorded first: a cell over its bound still shows its figure in the table.
      record(cell)
      expect(
        cell.toMessageMs,
        `${cell.part} × ${cell.flow}: "${cell.shown}" took ${cell.toMessageMs} ms, over its bound of ${cell.bound.ms} ms (${cell.bound.from})`,
      ).toBeLessThanOrEqual(cell.bound.ms)
    },
    print(): void {
      const rows = cells.map(
        (c) =>
          `| ${c.part} | ${c.flow} | ${c.shown} | ${c.toMessageMs ?? '-'} | ${c.bound ? `${c.bound.ms} (${c.bound.from})` : '-'} | ${c.recovery} | ${c.toRecoveryMs ?? '-'} |`,
      )
      console.log(
        [
          `[fault table: ${file}]`,
          '| part | flow | user sees | to message (ms) | bound (ms) | recovery | to recovery (ms) |',
          '|---|---|---|---|---|---|---|',
          ...rows,
        ].join('\n'),
      )
    },
  }
}

/** Whether `url` is JSON-RPC to a devnet chain: the node itself, or apps/api's RPC endpoint. */
export function isChainRpc(lab: LabStack, url: URL): boolean {
  if (lab.config.chains.some((chain) => url.href.startsWith(chain.rpcUrl))) return true
  return (
    url.href.startsWith(lab.apiUrl) &&
    (url.pathname === '/v1' || url.pathname === '/v1/') &&
    url.searchParams.has('chainId')
  )
}

/** Whether `url` goes to apps/api (the data API, the wallet directory and its RPC endpoint). */
export function isDataApi(lab: LabStack, url: URL): boolean {
  return url.href.startsWith(lab.apiUrl)
}

/**
 * Refuses the browser's traffic to a part, as if its process were gone (connection refused), and
 * lets it through again. Returns the restore function.
 */
export async function cutFromBrowser(
  context: BrowserContext,
  matches: (url: URL) => boolean,
): Promise<() => Promise<void>> {
  const refuse = (route: Route) => route.abort('connectionrefused')
  const predicate = (url: URL) => matches(url)
  await context.route(predicate, refuse)
  return () => context.unroute(predicate, refuse)
}

/** A switch over the browser's WebSockets to a part: `cut()` drops the open ones, refuses new ones. */
export interface SocketCut {
  cut(): Promise<void>
  restore(): void
}

/**
 * Passes the browser's WebSockets to a part through a switch, so the part can go away and come
 * back as a node's process would: `cut()` closes the open sockets (both ends) and closes each new
 * one at once; `restore()` lets new ones through again. Install it before the page opens the
 * sockets: one opened earlier does not pass through it.
 */
export async function socketSwitch(
  context: BrowserContext,
  matches: (url: URL) => boolean,
): Promise<SocketCut> {
  let down = false
  const open = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>()
  await context.routeWebSocket(
    (url) => matches(url),
    (ws) => {
      if (down) {
        void ws.close({ code: 1011, reason: 'cut' })
        return
      }
      const pair = { page: ws, server: ws.connectToServer() }
      open.add(pair)
      // A close handler turns off Playwright's own forwarding of a close: each side passes it on.
      ws.onClose(() => {
        open.delete(pair)
        void pair.server.close().catch(() => undefined)
      })
      pair.server.onClose((code, reason) => {
        open.delete(pair)
        void ws
          .close({ code: code === 1000 ? 1000 : 1011, reason: reason ?? '' })
          .catch(() => undefined)
      })
    },
  )
  return {
    async cut() {
      down = true
      const pairs = [...open]
      open.clear()
      await Promise.all(
        pairs.flatMap(({ page, server }) => [
          server.close().catch(() => undefined),
          page.close({ code: 1011, reason: 'cut' }).catch(() => undefined),
        ]),
      )
    },
    restore() {
      down = false
    },
  }
}
