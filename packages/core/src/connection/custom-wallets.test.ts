import { describe, expect, it } from 'vitest'
import type { AppKitOptions } from '../app-kit/app-kit-types.js'
import { testKit } from '../app-kit/kit.test-helper.js'
import { connectorGroup, sortConnectors } from '../rules/connect-order.js'
import type { Connector } from '../types/connector.js'
import { checkCustomWallets, customWalletsOf, InvalidCustomWalletError } from './custom-wallets.js'

const acme = {
  id: 'acme-wallet',
  name: 'Acme Wallet',
  image_url: 'https://acme.example/icon.png',
  mobile_link: 'https://acme.example/wc',
  desktop_link: 'rainbow://',
  webapp_link: 'https://app.acme.example/',
}

/** The error the wallet list meets when it first reads a kit made with `customWallets`. */
function refusal(customWallets: unknown): InvalidCustomWalletError {
  const kit = testKit({ customWallets } as Partial<AppKitOptions>)
  try {
    customWalletsOf(kit.options)
  } catch (error) {
    if (error instanceof InvalidCustomWalletError) return error
    throw error
  }
  throw new Error('the wallet list accepted the customWallets option')
}

describe('customWallets option (SPEC §2 connector order, custom group)', () => {
  it('the wallet list reads the checked wallets, checked once per kit', () => {
    const kit = testKit({ customWallets: [acme] })
    expect(checkCustomWallets([acme])).toEqual([acme])
    const first = customWalletsOf(kit.options)
    expect(first).toEqual([acme])
    expect(customWalletsOf(kit.options)).toBe(first)
    expect(customWalletsOf(testKit().options)).toEqual([])
  })

  it('sorts a custom wallet after featured and before external and recommended', () => {
    const kit = testKit({ customWallets: [acme], featuredWalletIds: ['rainbow'] })
    const c = (id: string, type: Connector['type']): Connector => ({
      id,
      name: id,
      type,
      chain: 'eip155',
    })
    const connectors = [
      c('other', 'EXTERNAL'),
      c('acme-wallet', 'EXTERNAL'),
      c('rainbow', 'EXTERNAL'),
      c('injected', 'INJECTED'),
      c('walletConnect', 'WALLET_CONNECT'),
    ]
    const order = {
      featuredIds: kit.options.featuredWalletIds ?? [],
      customIds: (kit.options.customWallets ?? []).map((wallet) => wallet.id),
    }
    expect(sortConnectors(connectors, order).map((connector) => connector.id)).toEqual([
      'walletConnect',
      'injected',
      'rainbow',
      'acme-wallet',
      'other',
    ])
    expect(connectorGroup(c('acme-wallet', 'EXTERNAL'), order)).toBe('custom')
  })

  it('refuses a malformed entry with an error naming the entry and field', () => {
    const badLink = refusal([acme, { ...acme, id: 'evil', mobile_link: 'javascript:alert(1)' }])
    expect(badLink.message).toBe('Invalid `customWallets` option')
    expect(badLink.details).toBe(
      'customWallets[1].mobile_link: expected an https: URL or a known wallet scheme such as "rainbow://".',
    )
    expect(refusal([{ name: 'No id' }]).details).toBe(
      'customWallets[0].id: expected 1 to 128 letters, digits, "-", "_" or ".".',
    )
    expect(refusal([{ id: 'x', name: '' }]).details).toMatch(/^customWallets\[0\]\.name: /)
    expect(
      refusal([{ id: 'x', name: 'X', image_url: 'http://tracker.example/p.gif' }]).details,
    ).toBe('customWallets[0].image_url: expected an https: URL or a data:image URI.')
    expect(refusal([acme, acme]).details).toBe(
      'customWallets[1].id: "acme-wallet" is listed twice.',
    )
    expect(refusal({ id: 'x' }).details).toBe('Expected an array of wallets.')
  })
})
