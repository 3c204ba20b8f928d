import { type CommandRun, runCommand } from './run-command'

/** npm could not reach the registry: the check needs it for the apps' third-party dependencies. */
export class NpmRegistryUnreachableError extends Error {
  override name = 'NpmRegistryUnreachableError'
}

/** npm's words for a registry it could not reach (DNS, refused, timed out, reset, offline cache miss). */
const unreachable =
  /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|ECONNRESET|ENETUNREACH|network request to \S+ failed|ENOTCACHED/

/**
 * `npm install` in `appDir` as a user runs it (plain npm, no workspace around it), quiet about
 * audits and funding, from npm's cache when it holds a version. Throws
 * {@link NpmRegistryUnreachableError} when the registry is down, any other failure with npm's output.
 */
export async function npmInstall(appDir: string): Promise<CommandRun> {
  const run = await runCommand(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    appDir,
    // A cold cache downloads a few hundred packages; on a warm one this takes well under a minute.
    600_000,
  )
  if (run.code === 0) return run
  if (unreachable.test(run.output))
    throw new NpmRegistryUnreachableError(
      `npm install in ${appDir} could not reach the npm registry (the packed-apps check installs react, vite, viem and the kit's own dependencies from it):\n${run.output.slice(-2000)}`,
    )
  throw new Error(`npm install in ${appDir} failed (exit ${run.code}):\n${run.output.slice(-4000)}`)
}
