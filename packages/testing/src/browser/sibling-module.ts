import { fileURLToPath } from 'node:url'

/**
 * The path of module `name` beside `moduleUrl`, with the caller's own extension: `.ts` when run from
 * the repository's sources, `.js` in the published `dist`. The page-script builders hand it to
 * esbuild, which bundles either.
 */
export function siblingModulePath(moduleUrl: string, name: string): string {
  const extension = /\.[cm]?tsx?$/.test(new URL(moduleUrl).pathname) ? '.ts' : '.js'
  return fileURLToPath(new URL(`${name}${extension}`, moduleUrl))
}
