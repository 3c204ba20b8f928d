import type { BrowserContext, Route } from 'playwright-core'
import type { LabStack } from '../stack/start-lab-stack.js'

/** One measured cell of the fault table: part × flow, what the user read, and the times. */
export interface FaultCell {
  part: string
  flow: string
  shown: string
  recovery: string
  /** Milliseconds from the action to the message on screen. */
  toMessageMs: number | undefined
  /** Milliseconds from the part's return (plus the user's retry) to the flow working again. */
  toRecoveryMs: number | undefined
}

/** Milliseconds since `start`, rounded. */
export const since = (start: number): number => Math.round(performance.now() - start)

/**
 * The fault table of one test file: `record` prints each cell as it is measured (console.log, so
 * the coordinator reads the figures in the test output; nothing asserts on them) and `print`
 * prints the whole table at the end.
 */
export function faultTable(file: string) {
  const cells: FaultCell[] = []
  return {
    record(cell: FaultCell): void {
      cells.push(cell)
      console.log(
        `[fault] ${cell.part} × ${cell.flow}: "${cell.shown}" in ${cell.toMessageMs ?? '-'} ms; ${cell.recovery} in ${cell.toRecoveryMs ?? '-'} ms`,
      )
    },
    print(): void {
      const rows = cells.map(
        (c) =>
          `| ${c.part} | ${c.flow} | ${c.shown} | ${c.toMessageMs ?? '-'} | ${c.recovery} | ${c.toRecoveryMs ?? '-'} |`,
      )
      console.log(
        [
          `[fault table: ${file}]`,
          '| part | flow | user sees | to message (ms) | recovery | to recovery (ms) |',
          '|---|---|---|---|---|---|',
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
