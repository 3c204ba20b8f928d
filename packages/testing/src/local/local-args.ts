import type { TestWalletFamily } from '../playwright/wallet-script.js'

/** The chain families `portico-local` starts, in the names `npm create portico` uses. */
export type LocalFamily = 'evm' | 'solana' | 'bitcoin' | 'polkadot'

export const localFamilies: readonly LocalFamily[] = ['evm', 'solana', 'bitcoin', 'polkadot']

/** The test wallet each family's page gets (the names the Playwright fixtures use). */
export const walletFamilyOf: Readonly<Record<LocalFamily, TestWalletFamily>> = {
  evm: 'eip155',
  solana: 'solana',
  bitcoin: 'bip122',
  polkadot: 'polkadot',
}

/** What `portico-local [options] -- <dev command...>` was asked for. */
export interface LocalArgs {
  families: LocalFamily[]
  /** The framework's public-variable prefix put in front of every variable it sets. */
  envPrefix: string
  /** The dev command and its arguments (run without a shell). */
  command: string[]
}

/** A wrong command line: the message names every problem at once, with what is allowed. */
export class LocalArgsError extends Error {
  override name = 'LocalArgsError'
}

export const localUsage =
  'usage: portico-local [--families evm,solana,bitcoin,polkadot] [--env-prefix VITE_|NEXT_PUBLIC_] -- <dev command...>'

/** Reads the command line (`process.argv.slice(2)`); throws {@link LocalArgsError}. */
export function parseLocalArgs(argv: readonly string[]): LocalArgs {
  const separator = argv.indexOf('--')
  const options = separator === -1 ? argv : argv.slice(0, separator)
  const command = separator === -1 ? [] : argv.slice(separator + 1)
  const problems: string[] = []
  let families: LocalFamily[] = ['evm']
  let envPrefix = 'VITE_'
  for (let index = 0; index < options.length; index++) {
    const option = options[index] ?? ''
    const [flag, inline] = option.startsWith('--') ? option.split(/=(.*)/s, 2) : [option]
    if (flag !== '--families' && flag !== '--env-prefix') {
      problems.push(`unknown option ${option}`)
      continue
    }
    const value = inline ?? options[++index]
    if (value === undefined || value === '') {
      problems.push(`${flag} needs a value`)
      continue
    }
    if (flag === '--families') {
      const listed = value.split(',').map((name) => name.trim())
      const unknown = listed.filter((name) => !localFamilies.includes(name as LocalFamily))
      if (unknown.length > 0)
        problems.push(
          `unknown famil${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')} (allowed: ${localFamilies.join(', ')})`,
        )
      // In the one order every part is started and printed in, whatever order they were given.
      families = localFamilies.filter((family) => listed.includes(family))
    } else {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value))
        problems.push(
          `--env-prefix ${value} is not a variable name prefix (e.g. VITE_, NEXT_PUBLIC_)`,
        )
      envPrefix = value
    }
  }
  if (command.length === 0) problems.push('no dev command after -- (e.g. -- vite)')
  if (problems.length > 0) throw new LocalArgsError(`${problems.join('; ')}\n${localUsage}`)
  return { families, envPrefix, command }
}
