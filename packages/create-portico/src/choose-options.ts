import { parseArgs } from 'node:util'
import {
  defaultChoices,
  type FamilyName,
  type Framework,
  familyNames,
  frameworks,
  parseFamilies,
  parseFramework,
  parseServiceUrl,
  StarterOptionError,
  type StarterOptions,
} from './starter-options.js'

/** Asks one question in the terminal; resolves the answer as typed (empty: the default). */
export type Ask = (question: string) => Promise<string>

export const usage = `Usage: npm create portico@latest [folder] -- [options]

  --framework <vite|next>        the app's framework (default: ${defaultChoices.framework})
  --families <list>              comma-separated: ${familyNames.join(', ')} (default: ${defaultChoices.families.join(',')})
  --sign-in, --no-sign-in        sign-in with the wallet (SIWX) on or off (default: off)
  --embedded-wallet, --no-embedded-wallet
                                 email and social login through the embedded wallet (default: off)
  --frame-url <url>              the embedded wallet's frame (default: ${defaultChoices.frameUrl})
  --api-url <url>                your self-hosted apps/api (default: none)
  --yes, -y                      ask nothing: the defaults for whatever no flag gives
  --help, -h                     this text

With a terminal and without --yes, whatever no flag gives is asked.`

/** The flags as given: each choice present only when a flag named it. */
export interface GivenChoices {
  directory?: string
  framework?: Framework
  families?: FamilyName[]
  signIn?: boolean
  embeddedWallet?: boolean
  apiUrl?: string
  frameUrl?: string
  yes: boolean
  help: boolean
}

/** Parses the command line; every problem at once, each naming its flag and what is allowed. */
export function parseStarterArgs(argv: readonly string[]): GivenChoices {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    throw new StarterOptionError(`${(error as Error).message}\n\n${usage}`)
  }
  const { values, positionals } = parsed
  const problems: string[] = []
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read()
    } catch (error) {
      if (!(error instanceof StarterOptionError)) throw error
      problems.push(error.message)
      return undefined
    }
  }
  const both = (on: boolean | undefined, off: boolean | undefined, flag: string) => {
    if (on && off) problems.push(`--${flag} and --no-${flag}: give one`)
    return on ? true : off ? false : undefined
  }
  if (positionals.length > 1)
    problems.push(`one folder, not ${positionals.length}: ${positionals.join(' ')}`)
  const given: GivenChoices = {
    directory: positionals[0],
    framework:
      values.framework === undefined
        ? undefined
        : attempt(() => parseFramework(values.framework as string)),
    families:
      values.families === undefined
        ? undefined
        : attempt(() => parseFamilies(values.families as string)),
    signIn: both(values['sign-in'], values['no-sign-in'], 'sign-in'),
    embeddedWallet: both(
      values['embedded-wallet'],
      values['no-embedded-wallet'],
      'embedded-wallet',
    ),
    apiUrl:
      values['api-url'] === undefined
        ? undefined
        : attempt(() => parseServiceUrl('--api-url', values['api-url'] as string)),
    frameUrl:
      values['frame-url'] === undefined
        ? undefined
        : attempt(() => parseServiceUrl('--frame-url', values['frame-url'] as string)),
    yes: values.yes === true,
    help: values.help === true,
  }
  if (problems.length > 0) throw new StarterOptionError(problems.join('\n'))
  return given
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      framework: { type: 'string' },
      families: { type: 'string' },
      'sign-in': { type: 'boolean' },
      'no-sign-in': { type: 'boolean' },
      'embedded-wallet': { type: 'boolean' },
      'no-embedded-wallet': { type: 'boolean' },
      'api-url': { type: 'string' },
      'frame-url': { type: 'string' },
      yes: { type: 'boolean', short: 'y' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

/**
 * The full choices: the flags, then the terminal's answers for what they left open (when `ask`
 * is given), then the defaults. A wrong answer is said and asked again, three times at most.
 */
export async function chooseOptions(
  given: GivenChoices,
  ask: Ask | undefined,
  say: (line: string) => void,
): Promise<StarterOptions> {
  const question = async <T>(
    text: string,
    fallback: T,
    read: (answer: string) => T,
  ): Promise<T> => {
    if (!ask) return fallback
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = (await ask(text)).trim()
      if (answer === '') return fallback
      try {
        return read(answer)
      } catch (error) {
        if (!(error instanceof StarterOptionError)) throw error
        say(error.message)
      }
    }
    throw new StarterOptionError(`no usable answer to "${text.trim()}"`)
  }
  const yesNo = (answer: string) => {
    if (/^y(es)?$/i.test(answer)) return true
    if (/^no?$/i.test(answer)) return false
    throw new StarterOptionError(`"${answer}": answer y or n`)
  }
  const directory =
    given.directory ??
    (await question('Project folder (my-portico-app): ', 'my-portico-app', (a) => a))
  const framework =
    given.framework ??
    (await question(
      `Framework, ${frameworks.join(' or ')} (${defaultChoices.framework}): `,
      defaultChoices.framework,
      parseFramework,
    ))
  const families =
    given.families ??
    (await question(
      `Chain families, comma-separated: ${familyNames.join(', ')} (${defaultChoices.families.join(',')}): `,
      [...defaultChoices.families],
      parseFamilies,
    ))
  const signIn =
    given.signIn ??
    (await question('Sign-in with the wallet (SIWX)? y/N: ', defaultChoices.signIn, yesNo))
  const embeddedWallet =
    given.embeddedWallet ??
    (await question(
      'Embedded wallet (email and social login)? y/N: ',
      defaultChoices.embeddedWallet,
      yesNo,
    ))
  const frameUrl = embeddedWallet
    ? (given.frameUrl ??
      (await question(
        `Wallet frame URL (${defaultChoices.frameUrl}): `,
        defaultChoices.frameUrl,
        (a) => parseServiceUrl('frame URL', a),
      )))
    : undefined
  const apiUrl =
    given.apiUrl ??
    (await question<string | undefined>('Your self-hosted apps/api URL (none): ', undefined, (a) =>
      parseServiceUrl('apps/api URL', a),
    ))
  return {
    directory,
    framework,
    families,
    signIn,
    embeddedWallet,
    ...(apiUrl ? { apiUrl } : {}),
    ...(frameUrl ? { frameUrl } : {}),
  }
}
