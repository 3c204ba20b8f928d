import { describe, expect, it } from 'vitest'
import {
  packageNameOf,
  parseFamilies,
  parseFramework,
  parseServiceUrl,
  StarterOptionError,
} from './starter-options.js'

describe('the starter’s choices', () => {
  it('families: any order and case, kept in the canonical order, repeats once', () => {
    expect(parseFamilies('Polkadot, evm,solana,evm')).toEqual(['evm', 'solana', 'polkadot'])
  })

  it('families: an unknown name is refused with the allowed ones listed; none is refused', () => {
    expect(() => parseFamilies('evm,cosmos,ton')).toThrow(
      '--families: unknown "cosmos", "ton" (allowed: evm, solana, bitcoin, polkadot)',
    )
    expect(() => parseFamilies(' , ')).toThrow(StarterOptionError)
  })

  it('framework: vite or next only', () => {
    expect(parseFramework('Next')).toBe('next')
    expect(() => parseFramework('remix')).toThrow('--framework: "remix" is not one of vite, next')
  })

  it('service URLs: http(s) only, no credentials, query or fragment', () => {
    expect(parseServiceUrl('--api-url', 'https://api.example.com')).toBe('https://api.example.com/')
    expect(() => parseServiceUrl('--api-url', 'javascript:alert(1)')).toThrow(
      'must start with http',
    )
    expect(() => parseServiceUrl('--api-url', 'https://u:p@api.example.com')).toThrow('credentials')
    expect(() => parseServiceUrl('--frame-url', 'not a url')).toThrow(
      '--frame-url: "not a url" is not a URL',
    )
  })

  it('package name: npm-safe from the folder’s last segment', () => {
    expect(packageNameOf('apps/My Dapp!/')).toBe('my-dapp-')
    expect(packageNameOf('./.hidden_app')).toBe('hidden_app')
    expect(() => packageNameOf('///')).toThrow('gives no usable package name')
  })
})
