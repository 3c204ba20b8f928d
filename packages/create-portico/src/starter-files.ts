import type { AppFiles } from './app-manifest.js'
import { nextFiles } from './next-files.js'
import { type Framework, packageNameOf, type StarterOptions } from './starter-options.js'
import { viteFiles } from './vite-files.js'

const byFramework: Record<
  Framework,
  (options: StarterOptions, name: string, kitVersion: string) => AppFiles
> = { vite: viteFiles, next: nextFiles }

/** Every file of the app these choices describe, the kit named at `kitVersion`. */
export function starterFiles(options: StarterOptions, kitVersion: string): AppFiles {
  return byFramework[options.framework](options, packageNameOf(options.directory), kitVersion)
}
