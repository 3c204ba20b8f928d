import { describe, expect, it } from 'vitest'
import { LocalArgsError, parseLocalArgs } from './local-args.js'
import { localEnv } from './local-env.js'

describe('portico-local’s command line', () => {
  it('takes the families, the prefix and the dev command after --, in both flag forms', () => {
    expect(
      parseLocalArgs([
        '--families',
        'polkadot,evm',
        '--env-prefix=NEXT_PUBLIC_',
        '--',
        'next',
        'dev',
      ]),
    ).toEqual({
      families: ['evm', 'polkadot'],
      envPrefix: 'NEXT_PUBLIC_',
      command: ['next', 'dev'],
    })
  })

  it('defaults to EVM and VITE_, and passes the dev command’s own flags through untouched', () => {
    expect(parseLocalArgs(['--', 'vite', '--port', '5174', '--families', 'x'])).toEqual({
      families: ['evm'],
      envPrefix: 'VITE_',
      command: ['vite', '--port', '5174', '--families', 'x'],
    })
  })

  it('names every problem at once: unknown families and options, a missing value, no command', () => {
    const parse = () =>
      parseLocalArgs(['--families', 'evm,cosmos,tron', '--port', '1', '--env-prefix'])
    expect(parse).toThrow(LocalArgsError)
    expect(parse).toThrow(
      /unknown families cosmos, tron \(allowed: evm, solana, bitcoin, polkadot\); unknown option --port; unknown option 1; --env-prefix needs a value; no dev command after --/,
    )
  })

  it('refuses a prefix that cannot begin a variable name', () => {
    expect(() => parseLocalArgs(['--env-prefix', 'VITE-', '--', 'vite'])).toThrow(
      /--env-prefix VITE- is not a variable name prefix/,
    )
  })
})

describe('the dev command’s variables', () => {
  it('prefixes each URL the stack started and leaves out what it did not start', () => {
    expect(
      localEnv('VITE_', {
        rpcUrl: 'http://127.0.0.1:1',
        testWalletsUrl: 'http://127.0.0.1:3/t.js',
      }),
    ).toEqual({
      VITE_PORTICO_LOCAL_RPC_URL: 'http://127.0.0.1:1',
      VITE_PORTICO_TEST_WALLETS_URL: 'http://127.0.0.1:3/t.js',
    })
    expect(localEnv('NEXT_PUBLIC_', { apiUrl: 'http://127.0.0.1:2' })).toEqual({
      NEXT_PUBLIC_PORTICO_API_URL: 'http://127.0.0.1:2',
    })
  })
})
