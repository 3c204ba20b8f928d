import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'
import { workspaceAlias } from '../../vitest.shared'

/** What a page built from one app source loads before any `import()` runs, and what it leaves lazy. */
export interface InitialBundle {
  /** Module ids in the entry's static import closure (what the page parses up front). */
  initial: string[]
  /** Module ids only reachable through `import()`. */
  lazy: string[]
  /** gzip (level 6, per chunk, as the anchors count) of the initial chunks, in bytes. */
  gzip: number
}

export interface BuildInitialBundleOptions {
  /** Packages left out of the build and of the figure (e.g. React, which every app carries). */
  external?: readonly RegExp[]
}

/**
 * Builds `source` (an app's entry module, e.g. `createAppKit({ adapters: [...] })`) the way an app
 * ships it: Vite production build, minified, every dependency bundled, `@portico/*` resolved to
 * the packages' sources. The initial JS is the entry chunk plus every chunk it imports statically.
 * Shared by the adapters' initial-bundle tests and the bench's per-combination budgets, so every
 * figure is counted the same way.
 *
 * @example
 * const evm = await buildInitialBundle(`import { evmAdapter } from '@portico/adapter-evm' ...`)
 * expect(evm.gzip).toBeLessThanOrEqual(BUDGET)
 */
export async function buildInitialBundle(
  source: string,
  options: BuildInitialBundleOptions = {},
): Promise<InitialBundle> {
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: workspaceAlias },
    plugins: [
      {
        name: 'app-entry',
        resolveId: (id) => (id === 'virtual:app' ? '\0virtual:app' : undefined),
        load: (id) => (id === '\0virtual:app' ? source : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: {
        input: 'virtual:app',
        preserveEntrySignatures: 'exports-only',
        external: options.external ? [...options.external] : [],
      },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((r) => r.output)
    .filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = new Set<Rollup.OutputChunk>()
  const stack = chunks.filter((c) => c.isEntry)
  while (stack.length > 0) {
    const chunk = stack.pop() as Rollup.OutputChunk
    if (initial.has(chunk)) continue
    initial.add(chunk)
    for (const name of chunk.imports) {
      const imported = byName.get(name)
      // An external import (React) is no chunk of this build.
      if (imported) stack.push(imported)
    }
  }
  return {
    initial: [...initial].flatMap((c) => Object.keys(c.modules)),
    lazy: chunks.filter((c) => !initial.has(c)).flatMap((c) => Object.keys(c.modules)),
    gzip: [...initial].reduce((sum, c) => sum + gzipSync(c.code, { level: 6 }).length, 0),
  }
}

/** Whether any module id in `modules` contains `part` (a path fragment such as `@wagmi/core`). */
export const hasModule = (modules: readonly string[], part: string): boolean =>
  modules.some((id) => id.includes(part))
