import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refused } from './refused.test-helper.js'

// The bin itself, from its source (tsx), in a temporary app folder with apps/api's built bin
// installed beside it; the packed-apps check runs the packed bin under `npm run dev:local`.
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url))
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
const apiDir = fileURLToPath(new URL('../../../../apps/api', import.meta.url))
const appDir = mkdtempSync(join(tmpdir(), 'portico-local-cli-'))
const running = new Set<ChildProcess>()

beforeAll(() => {
  if (!existsSync(join(apiDir, 'dist', 'cli.js')))
    throw new Error('apps/api/dist/cli.js is missing: run pnpm build first')
  mkdirSync(join(appDir, 'node_modules', '@portico'), { recursive: true })
  symlinkSync(apiDir, join(appDir, 'node_modules', '@portico', 'api'), 'dir')
})

afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(appDir, { recursive: true, force: true })
})

/** portico-local with `args`; resolves its exit code and everything it and the dev command printed. */
function portico(args: readonly string[], onOutput?: (output: string) => void) {
  const child = spawn(tsx, [cli, ...args], { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  const take = (chunk: Buffer) => {
    output += chunk
    onOutput?.(output)
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve({ code, output })
    }),
  )
  return { child, exited }
}

const stackUrls = (output: string) =>
  [...output.matchAll(/^portico-local: .*$/gm)]
    .flatMap((line) => [...line[0].matchAll(/http:\/\/127\.0\.0\.1:\d+\S*/g)])
    .map((match) => match[0].replace(/[),]+$/, ''))

describe('the portico-local bin', () => {
  it('runs the dev command with the stack’s variables; when it ends, stops the stack and exits with its code', async () => {
    const { code, output } = await portico([
      '--env-prefix',
      'NEXT_PUBLIC_',
      '--',
      process.execPath,
      '-e',
      `console.log('dev env ' + JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('NEXT_PUBLIC_'))))); process.exit(3)`,
    ]).exited
    expect(code).toBe(3)
    const env = JSON.parse(/^dev env (.*)$/m.exec(output)?.[1] ?? '{}') as Record<string, string>
    expect(Object.keys(env).sort()).toEqual([
      'NEXT_PUBLIC_PORTICO_API_URL',
      'NEXT_PUBLIC_PORTICO_LOCAL_RPC_URL',
      'NEXT_PUBLIC_PORTICO_TEST_WALLETS_URL',
    ])
    const urls = stackUrls(output)
    // Both devnet chains, apps/api and the test wallets' script, each printed; the variables name them.
    expect(urls).toHaveLength(4)
    expect(urls).toEqual(expect.arrayContaining(Object.values(env)))
    expect(output).toMatch(/portico-local: .* ended \(exit 3\); stopping the local stack/)
    const open = []
    for (const url of urls) if (!(await refused(url))) open.push(url)
    expect(open).toEqual([])
  }, 90_000)

  it('on SIGTERM stops the dev command and the test wallets’ server, then exits 0', async () => {
    let devPid = 0
    let ready: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      ready = resolve
    })
    // Polkadot alone: no chain and no apps/api, so this times the signal handling only (the test
    // above and the stack's own test stop the chains and apps/api).
    const run = portico(
      [
        '--families',
        'polkadot',
        '--',
        process.execPath,
        '-e',
        `console.log('dev pid ' + process.pid); setInterval(() => {}, 1000)`,
      ],
      (output) => {
        const pid = /^dev pid (\d+)$/m.exec(output)?.[1]
        if (pid) {
          devPid = Number(pid)
          ready()
        }
      },
    )
    await Promise.race([
      started,
      run.exited.then(({ output }) => {
        throw new Error(`portico-local exited before the dev command ran:\n${output}`)
      }),
    ])
    run.child.kill('SIGTERM')
    const { code, output } = await run.exited
    expect(code).toBe(0)
    expect(() => process.kill(devPid, 0)).toThrow(/ESRCH/)
    const urls = stackUrls(output)
    expect(urls).toHaveLength(1)
    expect(await refused(urls[0] ?? '')).toBe(true)
  }, 90_000)

  it('refuses a wrong command line in one line with the usage, starting nothing', async () => {
    const { code, output } = await portico(['--families', 'evm,tron']).exited
    expect(code).toBe(1)
    expect(output).toBe(
      'portico-local: unknown family tron (allowed: evm, solana, bitcoin, polkadot); no dev command after -- (e.g. -- vite)\nusage: portico-local [--families evm,solana,bitcoin,polkadot] [--env-prefix VITE_|NEXT_PUBLIC_] -- <dev command...>\n',
    )
  })
})
