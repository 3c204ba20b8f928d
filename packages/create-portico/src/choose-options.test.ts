import { describe, expect, it } from 'vitest'
import { chooseOptions, parseStarterArgs } from './choose-options.js'

/** A terminal that answers from a script and records the questions. */
function scripted(answers: string[]) {
  const asked: string[] = []
  return {
    asked,
    ask: async (question: string) => {
      asked.push(question)
      const answer = answers.shift()
      if (answer === undefined) throw new Error(`unexpected question: ${question}`)
      return answer
    },
  }
}

describe('create-portico’s flags and questions', () => {
  it('flags give every choice: nothing is asked', async () => {
    const given = parseStarterArgs([
      'my-app',
      '--framework=next',
      '--families',
      'evm,bitcoin',
      '--sign-in',
      '--embedded-wallet',
      '--frame-url',
      'https://wallet.example.com',
      '--api-url',
      'https://api.example.com',
    ])
    const terminal = scripted([])
    expect(await chooseOptions(given, terminal.ask, () => undefined)).toEqual({
      directory: 'my-app',
      framework: 'next',
      families: ['evm', 'bitcoin'],
      signIn: true,
      embeddedWallet: true,
      frameUrl: 'https://wallet.example.com/',
      apiUrl: 'https://api.example.com/',
    })
    expect(terminal.asked).toEqual([])
  })

  it('every wrong flag is named at once', () => {
    expect(() =>
      parseStarterArgs([
        'a',
        'b',
        '--framework',
        'remix',
        '--families',
        'ton',
        '--sign-in',
        '--no-sign-in',
      ]),
    ).toThrow(
      'one folder, not 2: a b\n--framework: "remix" is not one of vite, next\n--families: unknown "ton" (allowed: evm, solana, bitcoin, polkadot)\n--sign-in and --no-sign-in: give one',
    )
    expect(() => parseStarterArgs(['--colour'])).toThrow(/Unknown option '--colour'[\s\S]*Usage:/)
  })

  it('no terminal: the defaults for what no flag gave', async () => {
    expect(await chooseOptions(parseStarterArgs(['app']), undefined, () => undefined)).toEqual({
      directory: 'app',
      framework: 'vite',
      families: ['evm'],
      signIn: false,
      embeddedWallet: false,
    })
  })

  it('a terminal: asks what the flags left open; a wrong answer is said and asked again', async () => {
    const said: string[] = []
    const terminal = scripted(['', 'solana, cosmos', 'solana,polkadot', 'maybe', 'y', 'y', '', ''])
    const options = await chooseOptions(parseStarterArgs(['app']), terminal.ask, (line) =>
      said.push(line),
    )
    expect(options).toEqual({
      directory: 'app',
      framework: 'vite',
      families: ['solana', 'polkadot'],
      signIn: true,
      embeddedWallet: true,
      frameUrl: 'http://127.0.0.1:8788/',
    })
    expect(said).toEqual([
      '--families: unknown "cosmos" (allowed: evm, solana, bitcoin, polkadot)',
      '"maybe": answer y or n',
    ])
    expect(terminal.asked).toHaveLength(8)
  })

  it('--yes with a terminal present asks nothing', async () => {
    const given = parseStarterArgs(['app', '-y', '--families', 'bitcoin'])
    expect(given.yes).toBe(true)
    // runStarter drops `ask` under --yes; the choices are then the defaults and the flags.
    expect((await chooseOptions(given, undefined, () => undefined)).families).toEqual(['bitcoin'])
  })
})
