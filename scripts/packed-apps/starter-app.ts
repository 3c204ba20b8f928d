import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
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
  // A folder per call: the test files run at once, and two tars into one folder collide.
  const into = mkdtempSync(join(work, 'create-portico-'))
  const tar = spawnSync('tar', ['-xzf', starter.tarball, '-C', into], { encoding: 'utf8' })
  if (tar.status !== 0) throw new Error(`tar -xzf ${starter.tarball} failed: ${tar.stderr}`)
  const json = JSON.parse(readFileSync(join(into, 'package/package.json'), 'utf8')) as {
    bin: Record<string, string>
  }
  return join(into, 'package', json.bin['create-portico'] ?? '')
}

/**
 * Runs the starter's bin with `args` (no terminal: flags and defaults only) in `cwd`, then names
 * the kit's packages (dependencies and devDependencies) by tarball in the new app's package.json: from a registry npm would fetch
 * the versions the starter wrote; here they exist only packed. `devLocal: false` leaves out the
 * kit's devDependencies (what `npm run dev:local` runs). Resolves the app's folder.
 */
export async function createStarterApp(
  bin: string,
  cwd: string,
  folder: string,
  args: readonly string[],
  packages: readonly PackedPackage[],
  options: { devLocal: boolean },
): Promise<string> {
  const run = await runCommand(process.execPath, [bin, folder, ...args], cwd, 60_000)
  if (run.code !== 0)
    throw new Error(`create-portico ${folder} ${args.join(' ')} failed:\n${run.output}`)
  const dir = join(cwd, folder)
  const file = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies?: Record<string, string>
  }
  const kitOf = (names: Record<string, string>) => {
    const kit = Object.keys(names).filter((name) => name.startsWith('@portico/'))
    for (const name of kit)
      if (!/^\^\d+\.\d+\.\d+/.test(names[name] ?? ''))
        throw new Error(`the starter named ${name} at ${names[name]}, not a version`)
    return kit
  }
  const sorted = (names: Record<string, string>) =>
    Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)))
  const tarballs = tarballDependencies(kitTarballs(kitOf(manifest.dependencies), packages))
  manifest.dependencies = sorted({ ...manifest.dependencies, ...tarballs })
  if (manifest.devDependencies) {
    const devKit = kitOf(manifest.devDependencies)
    if (options.devLocal) {
      // What `npm run dev:local` needs (and the workspace packages they need that the app does
      // not depend on already), by tarball as well.
      const devTarballs = tarballDependencies(kitTarballs(devKit, packages))
      for (const name of Object.keys(tarballs)) delete devTarballs[name]
      manifest.devDependencies = sorted({ ...manifest.devDependencies, ...devTarballs })
    } else {
      // An app whose dev:local the check does not run goes without what only dev:local uses:
      // @portico/testing's local chains and apps/api's server add installs (bcoin's leveldown
      // builds natively) that only dev:local needs.
      for (const name of devKit) delete manifest.devDependencies[name]
    }
  }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  return dir
}
