import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { cachedBuild, workspaceSourceInputs } from '../../../../scripts/build-cache/cached-build.js'

const app = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The frame as shipped (its vite.config.ts: production, hashed assets), for a server to serve
 * (`startFrameServer({ root })`): the lab and the tests use it, so what they load is the production
 * build, not a dev server. Resolves the folder holding it: built once per change of its sources
 * (scripts/build-cache), so every test file and lab start after the first takes the same build.
 *
 * @example
 * const server = await startFrameServer({ root: await buildFrame(), config })
 */
export function buildFrame(): Promise<string> {
  return cachedBuild({
    name: 'wallet-frame',
    inputs: [app, ...workspaceSourceInputs()],
    build: async (outDir) => {
      await build({
        root: app,
        configFile: `${app}vite.config.ts`,
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      })
    },
  })
}

/**
 * The `portico-frame` bin as shipped (vite.server.config.ts: one ES module for plain Node), built
 * once per change of its sources like the frame. Resolves the folder holding `portico-frame.js`.
 *
 * @example
 * spawn(process.execPath, [join(await buildFrameBin(), 'portico-frame.js'), 'serve', '--port', '0'])
 */
export function buildFrameBin(): Promise<string> {
  return cachedBuild({
    name: 'wallet-frame-bin',
    inputs: [`${app}src`, `${app}vite.server.config.ts`, `${app}package.json`],
    marker: 'portico-frame.js',
    build: async (outDir) => {
      await build({
        root: app,
        configFile: `${app}vite.server.config.ts`,
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      })
    },
  })
}
