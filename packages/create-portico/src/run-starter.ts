import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { type Ask, chooseOptions, parseStarterArgs, usage } from './choose-options.js'
import { starterFiles } from './starter-files.js'
import { choicesOf, frameworkLabels, StarterOptionError } from './starter-options.js'
import { writeStarter } from './write-starter.js'

/** The starter's own version: the kit's packages are named at it (they are released together). */
export function starterVersion(): string {
  const json = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  return json.version
}

/**
 * The command: parse the flags, ask (when `ask` is given and --yes is not), write the app, say
 * what to type next. Resolves the exit code; a wrong choice is said in one line per problem.
 */
export async function runStarter(
  argv: readonly string[],
  io: { ask?: Ask; say: (line: string) => void; cwd: string },
): Promise<number> {
  try {
    const given = parseStarterArgs(argv)
    if (given.help) {
      io.say(usage)
      return 0
    }
    const options = await chooseOptions(given, given.yes ? undefined : io.ask, io.say)
    const root = writeStarter(
      resolve(io.cwd, options.directory),
      starterFiles(options, starterVersion()),
    )
    const where = relative(io.cwd, root) || '.'
    io.say(`Created ${where}: ${frameworkLabels[options.framework]}, ${choicesOf(options)}.`)
    io.say(
      `Next:\n  cd ${where}\n  npm install\n  npm run dev        (or npm run dev:local: local chains and test wallets, offline)`,
    )
    return 0
  } catch (error) {
    if (!(error instanceof StarterOptionError)) throw error
    io.say(`create-portico: ${error.message}`)
    return 1
  }
}
