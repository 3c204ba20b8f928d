import { readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Rollup } from 'vite'
import {
  cachedBuild,
  filesOf,
  workspaceSourceInputs,
} from '../../../scripts/build-cache/cached-build.js'
import { workspaceAlias } from '../../../vitest.shared'

const app = fileURLToPath(new URL('..', import.meta.url))

/** Written beside the chunks: each chunk's modules, which the files on disk no longer say. */
const MODULES_FILE = 'modules.json'

/** A test page's script as Vite bundled it (an ES module library: the entry and its chunks). */
export interface TestPageBundle {
  /** The entry chunk's code (the page loads it as its one module script, `/<fileName>.js`). */
  entry: string
  /** Every chunk's code by its path on the page's server (`/<chunk file>`), the entry's among them. */
  files: Map<string, string>
  /** Every chunk's module ids (absolute paths) by the same path. */
  modules: Map<string, string[]>
}

export interface TestPageBundleOptions {
  /** Minified as an app ships it (esbuild, Vite's default; default here: not). */
  minify?: boolean
  /** The entry chunk's name without `.js` (default `page`): the path the page's HTML loads. */
  fileName?: string
}

/**
 * Bundles the page script `entry` (a path inside apps/wallet-frame, the workspace packages from
 * source) with Vite, kept by its inputs' hash (scripts/build-cache): the test files that serve the
 * same page, and every later run until a source changes, take the one build instead of each making
 * its own (about a second of CPU each, and Vite's import with it).
 *
 * @example
 * const { entry } = await bundleTestPage(`${app}src/dapp-page.test-helper.ts`)
 */
export async function bundleTestPage(
  entry: string,
  options: TestPageBundleOptions = {},
): Promise<TestPageBundle> {
  const fileName = options.fileName ?? 'page'
  const minify = options.minify ?? false
  const stem = basename(entry).replace(/\.[cm]?ts$/, '')
  const dir = await cachedBuild({
    name: `wallet-frame-page-${stem}${minify ? '-min' : ''}`,
    inputs: [app, ...workspaceSourceInputs()],
    key: [entry.slice(app.length), fileName],
    marker: `${fileName}.js`,
    build: async (outDir) => {
      // Loaded only to build: a file that finds the bundle made does not import Vite.
      const { build } = await import('vite')
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        // A script, not a site: nothing of a public folder is copied beside it.
        publicDir: false,
        resolve: { alias: workspaceAlias },
        build: {
          outDir,
          emptyOutDir: true,
          minify: minify ? 'esbuild' : false,
          lib: { entry, formats: ['es'], fileName },
        },
      })
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
      const modules: Record<string, string[]> = {}
      for (const chunk of outputs.flatMap((o) => o.output))
        if (chunk.type === 'chunk') modules[`/${chunk.fileName}`] = Object.keys(chunk.modules)
      writeFileSync(join(outDir, MODULES_FILE), JSON.stringify(modules))
    },
  })
  const modules = new Map(
    Object.entries(
      JSON.parse(readFileSync(join(dir, MODULES_FILE), 'utf8')) as Record<string, string[]>,
    ),
  )
  const files = new Map(
    filesOf(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`/${file}`, readFileSync(join(dir, file), 'utf8')] as const),
  )
  const code = files.get(`/${fileName}.js`)
  if (code === undefined) throw new Error(`bundleTestPage: no ${fileName}.js in ${dir}`)
  return { entry: code, files, modules }
}
