import { startTerminalCommand, type TerminalCommand } from './terminal-command'

/** `npm run dev:local` running in an app, ready: what portico-local and the dev server printed. */
export interface DevLocal {
  command: TerminalCommand
  /** The dev server's page (Vite's `Local:` line). */
  pageUrl: string
  /** Every URL portico-local printed (chains, apps/api, the test wallets' script). */
  stackUrls: string[]
  /** The EVM devnet's first chain. */
  rpcUrl: string
  /** The address the EVM test wallet holds. */
  walletAddress: string
  /** Seconds from the command's start to portico-local's ready line, as it reports them. */
  readySeconds: number
  /** Seconds from the command's start until the dev server printed its URL. */
  pageSeconds: number
}

/**
 * Runs `npm run dev:local` in `appDir` as a terminal would and resolves once the local stack and
 * the dev server are ready; stops it (and rejects) when either does not come up in time.
 */
export async function startDevLocal(appDir: string, timeoutMs = 180_000): Promise<DevLocal> {
  const started = performance.now()
  const command = startTerminalCommand('npm', ['run', 'dev:local'], appDir)
  try {
    const ready = await command.waitFor(/portico-local: ready in ([\d.]+) s/, timeoutMs)
    const page = await command.waitFor(/Local:\s+(http:\/\/\S+)/, timeoutMs)
    const pageSeconds = (performance.now() - started) / 1000
    const stack = command.output().slice(0, ready.index)
    const rpc = /EVM devnet: (http:\/\/\S+) \(chain 31337\)/.exec(stack)
    const wallet = /Portico Test Wallet \((0x[0-9a-fA-F]{40}),/.exec(stack)
    if (!rpc?.[1] || !wallet?.[1])
      throw new Error(`portico-local printed no devnet or wallet:\n${stack}`)
    return {
      command,
      pageUrl: page[1] ?? '',
      stackUrls: [...stack.matchAll(/http:\/\/127\.0\.0\.1:\d+\S*/g)].map((match) =>
        match[0].replace(/[),]+$/, ''),
      ),
      rpcUrl: rpc[1],
      walletAddress: wallet[1],
      readySeconds: Number(ready[1]),
      pageSeconds,
    }
  } catch (error) {
    await command.interrupt(20_000).catch(() => undefined)
    throw error
  }
}

/** Whether something still answers at `url` (an HTTP answer of any status counts). */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) })
    return true
  } catch {
    return false
  }
}
