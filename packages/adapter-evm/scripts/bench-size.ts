/**
 * Bundle-size figures for @portico/adapter-evm: builds the entry with Vite in production mode
 * (minified, every dependency bundled, as an app would ship it) and prints the gzipped size of
 * the entry chunk and of the WalletConnect chunks, which must be lazy (reached only through
 * `import()`). Fails when WalletConnect code leaks into the entry.
 *
 * Run: `pnpm --filter @portico/adapter-evm bench`
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const repo = fileURLToPath(new URL('../../..', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'portico-adapter-evm-size-'))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

try {
  const result = (await build({
    root,
    logLevel: 'silent',
    mode: 'production',
    configFile: false,
    resolve: {
      alias: [
        {
          find: /^@portico\/(core|api-client)$/,
          replacement: `${repo}packages/$1/src/exports/index.ts`,
        },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      write: false,
      lib: { entry: join(root, 'src/exports/index.ts'), formats: ['es'], fileName: 'index' },
      rollupOptions: { treeshake: true },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]

  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const chunks = outputs.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  const entry = chunks.find((c) => c.isEntry)
  if (!entry) throw new Error('no entry chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  /** The chunks loaded with `from`: itself and its static imports, transitively. */
  const closure = (from: Rollup.OutputChunk): Set<Rollup.OutputChunk> => {
    const seen = new Set<Rollup.OutputChunk>()
    const stack = [from]
    while (stack.length > 0) {
      const chunk = stack.pop()!
      if (seen.has(chunk)) continue
      seen.add(chunk)
      for (const name of chunk.imports) {
        const next = byName.get(name)
        if (next) stack.push(next)
      }
    }
    return seen
  }
  const gz = (code: string) => gzipSync(code, { level: 9 }).length
  const hasWalletConnect = (c: Rollup.OutputChunk) =>
    Object.keys(c.modules).some((id) => id.includes('@walletconnect'))

  const entryChunks = closure(entry)
  const leaks = [...entryChunks].filter(hasWalletConnect)
  if (leaks.length > 0)
    throw new Error(`WalletConnect code is in the entry (${leaks[0]!.fileName})`)

  // What picking WalletConnect loads on top of the entry.
  const wcRoots = chunks.filter((c) => !entryChunks.has(c) && hasWalletConnect(c))
  const wcChunks = new Set<Rollup.OutputChunk>()
  for (const root of wcRoots)
    for (const c of closure(root)) if (!entryChunks.has(c)) wcChunks.add(c)
  const otherLazy = chunks.filter((c) => !entryChunks.has(c) && !wcChunks.has(c))

  const sum = (set: Iterable<Rollup.OutputChunk>, size: (c: Rollup.OutputChunk) => number) =>
    [...set].reduce((total, c) => total + size(c), 0)
  console.log('@portico/adapter-evm bundle sizes (vite production build, all deps bundled)')
  console.log(
    `  entry, WalletConnect excluded: ${kb(sum(entryChunks, (c) => gz(c.code)))} gzip ` +
      `(${kb(sum(entryChunks, (c) => c.code.length))} min, ${entryChunks.size} chunk(s))`,
  )
  console.log(
    `  WalletConnect lazy chunk(s): ${kb(sum(wcChunks, (c) => gz(c.code)))} gzip ` +
      `(${kb(sum(wcChunks, (c) => c.code.length))} min, ${wcChunks.size} chunk(s))`,
  )
  for (const c of otherLazy) console.log(`  other lazy chunk ${c.fileName}: ${kb(gz(c.code))} gzip`)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
