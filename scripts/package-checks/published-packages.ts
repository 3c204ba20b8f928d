import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Folders of pnpm-workspace.yaml whose packages may be published. */
const workspaceFolders = ['packages', 'apps', 'examples']

/** A workspace package that npm would publish (its package.json is not `private`). */
export interface PublishedPackage {
  name: string
  /** Path from the repository root, e.g. `packages/core`. */
  dir: string
}

/** Every non-private workspace package under `rootDir`, sorted by folder. */
export function publishedPackages(rootDir: string): PublishedPackage[] {
  const found: PublishedPackage[] = []
  for (const folder of workspaceFolders) {
    const folderPath = join(rootDir, folder)
    if (!statSync(folderPath, { throwIfNoEntry: false })?.isDirectory()) continue
    for (const entry of readdirSync(folderPath).sort()) {
      const dir = `${folder}/${entry}`
      const file = join(rootDir, dir, 'package.json')
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; private?: unknown }
      if (json.private === true) continue
      if (typeof json.name !== 'string') throw new Error(`${dir}/package.json has no name`)
      found.push({ name: json.name, dir })
    }
  }
  return found
}
