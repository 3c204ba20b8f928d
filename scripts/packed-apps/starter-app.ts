import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { tarballDependencies } from './app-files'
import { kitTarballs } from './installed-app'
import type { PackedPackage } from './packed-kit'
import { runCommand } from './run-command'

/**
 * Unpacks create-portico's tarball into `work` (as `npm create portico` would fetch it) and
 * resolves its bin: the starter as published, its `files` and `bin` included.
 */
export function unpackStarter(work: string, packages: readonly PackedPackage[]): string {
  const starter = packages.find((pkg) => pkg.name === 'create-portico')
  if (!starter) throw new Error('create-portico is not among the packed packages')
  const into = join(work, 'create-portico')
  mkdirSync(into, { recursive: true })
  const tar = spawnSync('tar', ['-xzf', starter.tarball, '-C', into], { encoding: 'utf8' })
  if (tar.status !== 0) throw new Error(`tar -xzf ${starter.tarball} failed: ${tar.stderr}`)
  const json = JSON.parse(readFileSync(join(into, 'package/package.json'), 'utf8')) as {
    bin: Record<string, string>
  }
  return join(into, 'package', json.bin['create-portico'] ?? '')
}

/**
 * Runs the starter's bin with `args` (no terminal: flags and defaults only) in `cwd`, then names
 * the kit's packages by tarball in the new app's package.json: from a registry npm would fetch
 * the versions the starter wrote; here they exist only packed. Resolves the app's folder.
 */
export async function createStarterApp(
  bin: string,
  cwd: string,
  folder: string,
  args: readonly string[],
  packages: readonly PackedPackage[],
): Promise<string> {
  const run = await runCommand(process.execPath, [bin, folder, ...args], cwd, 60_000)
  if (run.code !== 0)
    throw new Error(`create-portico ${folder} ${args.join(' ')} failed:\n${run.output}`)
  const dir = join(cwd, folder)
  const file = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies: Record<string, string>
  }
  const kit = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@portico/'))
  for (const name of kit)
    if (!/^\^\d+\.\d+\.\d+/.test(manifest.dependencies[name] ?? ''))
      throw new Error(`the starter named ${name} at ${manifest.dependencies[name]}, not a version`)
  const tarballs = tarballDependencies(kitTarballs(kit, packages))
  manifest.dependencies = Object.fromEntries(
    Object.entries({ ...manifest.dependencies, ...tarballs }).sort(([a], [b]) =>
      a.localeCompare(b),
    ),
  )
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  return dir
}
