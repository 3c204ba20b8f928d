// Measures the two chain-client choices for @portico/adapter-polkadot: @polkadot/api 16.5.6 and
// polkadot-api 2.2.2. For each, a minimal app (connect, balance, paymentInfo of a
// transferKeepAlive, signAndSend) is built with Vite as an app ships it, the client imported on
// first use; then, against the local chopsticks chain, a fresh Node process times import +
// connect + balance + fee (median of RUNS). Run: pnpm --filter @portico/adapter-polkadot measure-chain-client
import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { startPolkadotChain } from '@portico/testing/polkadot'
import { build, type Rollup } from 'vite'
import { PAPI_APP, POLKADOT_JS_APP } from './client-apps.js'
import { fixedProvider } from './papi-resolve-hook.mjs'

const RUNS = 3
const here = fileURLToPath(new URL('.', import.meta.url))
const work = `${here}.measure/`

async function sizes(code: string) {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: `${here}..`,
    resolve: {
      alias: fixedProvider
        ? [{ find: /^@polkadot-api\/json-rpc-provider$/, replacement: fixedProvider }]
        : [],
    },
    plugins: [
      {
        name: 'app',
        resolveId: (id) => (id === 'virtual:app' ? '\0virtual:app' : undefined),
        load: (id) => (id === '\0virtual:app' ? code : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'virtual:app', preserveEntrySignatures: 'exports-only' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  const gz = (c: Rollup.OutputChunk) => gzipSync(c.code, { level: 6 }).length
  return {
    initialGz: chunks.filter((c) => c.isEntry).reduce((s, c) => s + gz(c), 0),
    lazyGz: chunks.filter((c) => !c.isEntry).reduce((s, c) => s + gz(c), 0),
    lazyMin: chunks.filter((c) => !c.isEntry).reduce((s, c) => s + c.code.length, 0),
  }
}

interface ColdStart {
  /** import + connect + first balance, ms */
  balanceMs: number
  /** … + paymentInfo, ms */
  feeMs: number
  fee: string
}

/** One cold start in a fresh process: import + connect + balance, then the fee. */
async function coldStart(
  file: string,
  wsUrl: string,
  from: string,
  to: string,
): Promise<ColdStart> {
  const script = `const t0 = performance.now(); const { run } = await import(${JSON.stringify(file)});
const r = await run(${JSON.stringify(wsUrl)}, ${JSON.stringify(from)}, ${JSON.stringify(to)});
const ms = performance.now() - t0; if (r.api) await r.api.disconnect(); if (r.client) r.client.destroy();
console.log(JSON.stringify({ balanceMs: r.balanceAt - t0, feeMs: ms, fee: String(r.fee) })); process.exit(0)`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--experimental-websocket',
      '--import',
      `data:text/javascript,import{register}from'node:module';register(${JSON.stringify(pathToFileURL(`${here}papi-resolve-hook.mjs`).href)})`,
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: here, timeout: 120_000 },
  )
  const line = stdout.trim().split('\n').at(-1) ?? '{}'
  return JSON.parse(line) as ColdStart
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

mkdirSync(work, { recursive: true })
const chain = await startPolkadotChain()
try {
  const [alice, bob] = chain.accounts
  for (const [name, code] of [
    ['@polkadot/api 16.5.6', POLKADOT_JS_APP],
    ['polkadot-api 2.2.2', PAPI_APP],
  ] as const) {
    const size = await sizes(code)
    const file = `${work}${name.split(' ')[0]!.replace(/\W/g, '_')}.mjs`
    writeFileSync(file, code)
    const runs: ColdStart[] = []
    for (let run = 0; run < RUNS; run++)
      runs.push(await coldStart(file, chain.wsUrl, alice!.address, bob!.address))
    const balance = median(runs.map((r) => r.balanceMs)).toFixed(0)
    const fee = median(runs.map((r) => r.feeMs)).toFixed(0)
    console.log(
      `${name}: initial ${size.initialGz} B gz, lazy ${(size.lazyGz / 1024).toFixed(1)} KiB gz (${(size.lazyMin / 1024).toFixed(0)} KiB min); cold import+connect+balance median ${balance} ms, +paymentInfo ${fee} ms (fee: ${runs[0]?.fee})`,
    )
  }
} finally {
  await chain.stop()
  rmSync(work, { recursive: true, force: true })
}
