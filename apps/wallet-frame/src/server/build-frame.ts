import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'

const app = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds the frame as shipped (its vite.config.ts: production, hashed assets) in memory, for a
 * server to serve (`startFrameServer({ root })`): the lab and the tests use it, so what they load
 * is the production build, not a dev server.
 *
 * @example
 * const server = await startFrameServer({ root: await buildFrame(), config })
 */
export async function buildFrame(): Promise<Map<string, string | Uint8Array>> {
  const result = (await build({
    root: app,
    configFile: `${app}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const files = new Map<string, string | Uint8Array>()
  for (const output of Array.isArray(result) ? result : [result]) {
    for (const file of output.output) {
      files.set(`/${file.fileName}`, file.type === 'chunk' ? file.code : file.source)
    }
  }
  return files
}
