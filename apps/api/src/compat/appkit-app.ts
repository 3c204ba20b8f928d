import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { cachedBuild, filesOf } from '../../../../scripts/build-cache/cached-build.js'

const run = promisify(execFile)

/** The compatibility app: an npm project of its own (pinned AppKit, its own package-lock.json). */
export const APPKIT_APP_DIR = fileURLToPath(new URL('../../compat/appkit-app', import.meta.url))

/**
 * Bumped when the way the app is installed or built below changes (npm flags, vite arguments,
 * the marker's format): older cache entries then no longer match.
 */
const BUILD_RECIPE = 'npm-install-no-save+vite-build:1'

/**
 * The per-machine cache: outside the checkout, so every clone on the machine shares one build.
 * `PORTICO_APPKIT_CACHE_DIR` overrides it; otherwise `$XDG_CACHE_HOME/portico/appkit-app`
 * (`~/.cache/portico/appkit-app`), which, unlike the temp directory, survives reboots.
 */
export function appKitCacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PORTICO_APPKIT_CACHE_DIR) return env.PORTICO_APPKIT_CACHE_DIR
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'portico', 'appkit-app')
}

/** The app's files that decide its build: manifest, lockfile, page, vite config and every source. */
export function appKitBuildInputs(dir: string): string[] {
  const files = ['package.json', 'package-lock.json', 'index.html', 'vite.config.js']
  return [...files, ...filesOf(dir, 'src')].sort()
}

/**
 * What the app's build is filed under in the cache: its build inputs, by their paths relative to
 * the app (every clone on the machine shares one build), the recipe and Node's major version (npm
 * and vite may resolve or emit differently on another major).
 */
export function appKitCacheInputs(dir: string, nodeVersion: string = process.versions.node) {
  return {
    name: 'appkit-app',
    inputs: appKitBuildInputs(dir).map((file) => join(dir, file)),
    root: dir,
    key: [BUILD_RECIPE, `node${nodeVersion.replace(/^v/, '').split('.')[0]}`],
  }
}

export interface AppKitAppBuild {
  /** The built app (index.html and assets/), ready for a static server. */
  distDir: string
  /** Whether the build was taken from the per-machine cache (false: installed and built now). */
  cached: boolean
}

/**
 * The app built once per machine: looked up in the per-machine cache by the hash of
 * {@link appKitCacheInputs} (scripts/build-cache, where the tests' builds are kept by hash);
 * on a miss, its inputs are copied to a scratch folder, installed from the lockfile and built with
 * vite, and only the built app (~5 MB) is kept, not its node_modules (~360 MB).
 */
export async function buildAppKitApp(
  dir = APPKIT_APP_DIR,
  log: (line: string) => void = () => undefined,
  root = appKitCacheRoot(),
): Promise<AppKitAppBuild> {
  let cached = true
  const filed = appKitCacheInputs(dir)
  const distDir = await cachedBuild({
    ...filed,
    cacheDir: root,
    log,
    build: async (outDir) => {
      cached = false
      const workDir = mkdtempSync(join(tmpdir(), 'portico-appkit-app-'))
      try {
        for (const input of filed.inputs) {
          const copy = join(workDir, relative(dir, input))
          mkdirSync(dirname(copy), { recursive: true })
          cpSync(input, copy)
        }
        // `npm install --no-save` installs the locked tree without rewriting the lockfile. Not
        // `npm ci`: the registry copy the test machine sees lists only linux-x64 builds of rollup's
        // native optional dependencies, which `npm ci` reports as missing from the lock.
        await run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'], {
          cwd: workDir,
          maxBuffer: 64 * 1024 * 1024,
        })
        await run(
          process.execPath,
          [
            join(workDir, 'node_modules', 'vite', 'bin', 'vite.js'),
            'build',
            '--outDir',
            outDir,
            '--emptyOutDir',
          ],
          { cwd: workDir, maxBuffer: 64 * 1024 * 1024 },
        )
      } finally {
        rmSync(workDir, { recursive: true, force: true })
      }
    },
  })
  return { distDir, cached }
}
