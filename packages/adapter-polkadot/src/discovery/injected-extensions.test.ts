import { describe, expect, it } from 'vitest'
import {
  cleanExtensionName,
  extensionConnector,
  readInjectedExtensions,
} from './injected-extensions.js'

const provider = (calls: string[], id: string) => ({
  version: '1.0.0',
  enable: async (origin: string) => {
    calls.push(`${id}:${origin}`)
    return {}
  },
})

describe('readInjectedExtensions', () => {
  it('lists every extension with a known or cleaned name, calling none of them', () => {
    const calls: string[] = []
    const target = {
      injectedWeb3: {
        'polkadot-js': provider(calls, 'polkadot-js'),
        talisman: provider(calls, 'talisman'),
        'subwallet-js': provider(calls, 'subwallet-js'),
        'my_cool-wallet': provider(calls, 'my_cool-wallet'),
      },
    }
    const entries = readInjectedExtensions(target)
    expect(entries.map((e) => [e.id, e.name])).toEqual([
      ['polkadot-js', 'Polkadot.js'],
      ['talisman', 'Talisman'],
      ['subwallet-js', 'SubWallet'],
      ['my_cool-wallet', 'My Cool Wallet'],
    ])
    expect(calls).toEqual([])
    expect(extensionConnector(entries[1]!)).toMatchObject({
      id: 'talisman',
      type: 'INJECTED',
      chain: 'polkadot',
      installed: true,
    })
  })

  it("enables only the entry it is called on, with the dapp's origin", async () => {
    const calls: string[] = []
    const target = {
      injectedWeb3: { a: provider(calls, 'a'), b: provider(calls, 'b') },
    }
    await readInjectedExtensions(target)[1]!.enable('My dapp')
    expect(calls).toEqual(['b:My dapp'])
  })

  it('names Nova Wallet, which injects under the polkadot-js key', () => {
    const target = {
      injectedWeb3: { 'polkadot-js': provider([], 'x') },
      walletExtension: { isNovaWallet: true },
    }
    expect(readInjectedExtensions(target)[0]?.name).toBe('Nova Wallet')
  })

  it('skips entries without enable, odd keys and throwing getters; no injectedWeb3 is none', () => {
    const hostile = {}
    Object.defineProperty(hostile, 'enable', {
      get() {
        throw new Error('boom')
      },
    })
    const target = {
      injectedWeb3: {
        noEnable: { version: '1' },
        'bad key <script>': provider([], 'x'),
        hostile,
        ok: provider([], 'ok'),
      },
    }
    expect(readInjectedExtensions(target).map((e) => e.id)).toEqual(['ok'])
    expect(readInjectedExtensions({})).toEqual([])
    expect(readInjectedExtensions(undefined)).toEqual([])
  })
})

describe('cleanExtensionName', () => {
  it('keeps letters and digits only, title-cased, with a fallback', () => {
    expect(cleanExtensionName('wallet-2.js')).toBe('Wallet 2 Js')
    expect(cleanExtensionName('--')).toBe('Polkadot Extension')
  })
})
