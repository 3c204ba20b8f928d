import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { COMPLETE_MARKER } from '../../../../scripts/build-cache/cached-build.js'
import { buildFrame, buildFrameBin } from './build-frame.js'

const app = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `pnpm build` of this app: the frame (`dist`) and the `portico-frame` bin (`dist-server`), each
 * made by the same cached builds the tests and the lab serve, then copied here. The test command
 * builds first, so its tests reuse these builds instead of making them again.
 */
async function buildDist(): Promise<void> {
  const builds = [
    [await buildFrame(), 'dist'],
    [await buildFrameBin(), 'dist-server'],
  ] as const
  for (const [built, out] of builds) {
    const target = join(app, out)
    rmSync(target, { recursive: true, force: true })
    cpSync(built, target, {
      recursive: true,
      filter: (source) => !source.endsWith(COMPLETE_MARKER),
    })
  }
}

await buildDist()
