import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The exact versions a workspace package pins for `names` (its dependencies and devDependencies):
 * the third-party versions a fresh app of the same framework gets, as a user would add them.
 */
export function workspacePins(
  packageDir: string,
  names: readonly string[],
): Record<string, string> {
  const json = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const all = { ...json.dependencies, ...json.devDependencies }
  return Object.fromEntries(
    names.map((name) => {
      const version = all[name]
      if (!version || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
        throw new Error(`${packageDir}/package.json pins no exact version of ${name} (${version})`)
      return [name, version]
    }),
  )
}
