import { ValidationError } from '@portico/core'
import { createConfig, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { asWagmiConfig, type WagmiConfigLike } from './shared-wagmi-config.js'

const config = createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:1') },
  storage: null,
  multiInjectedProviderDiscovery: false,
})

describe('asWagmiConfig', () => {
  it("takes a config made by wagmi's createConfig as it is", () => {
    expect(asWagmiConfig(config)).toBe(config)
  })

  it('refuses what is not one, naming the option', () => {
    const fakes: unknown[] = [
      {},
      { ...config, _internal: {} },
      { ...config, state: { ...config.state, connections: {} } },
      { ...config, chains: [] },
      { ...config, subscribe: 'no' },
    ]
    for (const fake of fakes) {
      const attempt = () => asWagmiConfig(fake as WagmiConfigLike)
      expect(attempt).toThrow(ValidationError)
      expect(attempt).toThrow(
        expect.objectContaining({ details: expect.stringContaining('wagmiConfig') }),
      )
    }
  })
})
