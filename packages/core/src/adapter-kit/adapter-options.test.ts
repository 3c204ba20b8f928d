import { describe, expect, it } from 'vitest'
import { base, mainnet } from '../networks/evm-networks.js'
import { solana } from '../networks/solana-networks.js'
import type { Network } from '../types/network.js'
import { adapterNetworks } from './adapter-options.js'

const isEvm = (n: Network) => n.chainNamespace === 'eip155'

describe('adapterNetworks', () => {
  it("takes the option's networks of the family, in their order", () => {
    expect(adapterNetworks([solana, base, mainnet], [mainnet], isEvm)).toEqual([base, mainnet])
  })

  it("falls back to the kit's networks when the option is absent or names none of the family", () => {
    expect(adapterNetworks(undefined, [mainnet, base], isEvm)).toEqual([mainnet, base])
    expect(adapterNetworks([], [mainnet], isEvm)).toEqual([mainnet])
    expect(adapterNetworks([solana], [mainnet], isEvm)).toEqual([mainnet])
  })
})
