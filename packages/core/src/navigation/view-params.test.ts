import { describe, expect, expectTypeOf, it } from 'vitest'
import { createAppKit } from '../app-kit/create-app-kit.js'
import { mainnet } from '../networks/evm-networks.js'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { routerAt, routerPush } from './router.js'
import { openData, parseViewParams, type ViewParams, viewParamsOf } from './view-params.js'
import { InvalidViewParamsError } from './view-params-error.js'

function kit() {
  return createAppKit({
    adapters: [mockAdapter({ accounts: [] })],
    networks: [mainnet],
    projectId: 'p',
    storage: createMemoryStorage(),
  })
}

function refusal(run: () => unknown): InvalidViewParamsError {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidViewParamsError) return error
    throw error
  }
  throw new Error('the data was accepted')
}

describe('typed routes: each view takes its own data (ViewParams)', () => {
  it('the compiler refuses a push without the data a view needs, with data of the wrong shape, or with data for a view that takes none; the router refuses them too', () => {
    const k = kit()
    k.open({ view: 'Account' })
    // @ts-expect-error SwapSelectToken needs its side
    expect(() => k.push('SwapSelectToken')).toThrow(InvalidViewParamsError)
    // @ts-expect-error a side is 'source' or 'target'
    expect(() => k.push('SwapSelectToken', { side: 'up' })).toThrow(InvalidViewParamsError)
    // @ts-expect-error Networks takes no data
    expect(() => k.push('Networks', { side: 'target' })).toThrow(InvalidViewParamsError)
    // @ts-expect-error ConnectingExternal needs a connector id (a string)
    expect(() => k.replace('ConnectingExternal', { connectorId: 7 })).toThrow(
      InvalidViewParamsError,
    )
    // @ts-expect-error a key the view does not read
    expect(() => k.open({ view: 'Connect', data: { connector: 'mock' } })).toThrow(
      InvalidViewParamsError,
    )
    // Refused pushes changed nothing.
    expect(k.getSnapshot().router.history.map((e) => e.view)).toEqual(['Account'])

    k.push('SwapSelectToken', { side: 'target' })
    k.push('Networks')
    k.push('Connect')
    k.push('Connect', { namespace: 'solana' })
    expect(k.getSnapshot().router.history.map((e) => e.view)).toEqual([
      'Account',
      'SwapSelectToken',
      'Networks',
      'Connect',
      'Connect',
    ])
    expectTypeOf(viewParamsOf(k.getSnapshot().router, 'SwapSelectToken')).toEqualTypeOf<
      { side: 'source' | 'target' } | undefined
    >()
    expectTypeOf<ViewParams['Account']>().toEqualTypeOf<undefined>()
  })

  it('malformed data is refused with a typed error naming the view and each fault', () => {
    const error = refusal(() =>
      parseViewParams('BuyInProgress', { providerName: '', url: 42, extra: true }),
    )
    expect(error.message).toBe('Invalid data for view BuyInProgress')
    expect(error.view).toBe('BuyInProgress')
    expect(error.problems).toEqual([
      'extra: not data of this view',
      'providerName: expected a non-empty string',
      'url: expected a non-empty string',
    ])
    expect(refusal(() => parseViewParams('SwapSelectToken', undefined)).problems).toEqual([
      'this view needs data',
    ])
    expect(refusal(() => parseViewParams('Account', {})).problems).toEqual([
      'this view takes no data',
    ])
    expect(refusal(() => parseViewParams('SwapSelectToken', 'target')).problems).toEqual([
      'expected an object',
    ])
    expect(
      refusal(() =>
        parseViewParams('ConnectingExternal', { connectorId: 'a', connectors: [{ id: 'a' }, 3] }),
      ).problems,
    ).toEqual(['connectors: expected a non-empty list of { id, chain? }'])
    expect(refusal(() => parseViewParams('Connect', { namespace: 'cosmos' })).problems).toEqual([
      'namespace: expected a chain namespace',
    ])
    // A view name this core does not know takes no data.
    const unknown = 'NewerView' as 'Account'
    expect(parseViewParams(unknown, undefined)).toBeUndefined()
    expect(refusal(() => parseViewParams(unknown, { a: 1 })).problems).toEqual([
      'this view takes no data',
    ])
  })

  it('parses once, where the data enters: a fresh object, unset keys dropped', () => {
    const given = { connectorId: 'mock', namespace: 'eip155' as const }
    const pushed = routerPush(routerAt('Connect'), 'ConnectingExternal', given)
    expect(pushed.data).toEqual(given)
    expect(pushed.data).not.toBe(given)
    expect(
      parseViewParams('ConnectingWalletConnect', {
        walletId: 'w1',
        walletName: 'Rainbow',
        mobileLink: undefined,
      }),
    ).toEqual({ walletId: 'w1', walletName: 'Rainbow' })
    expect(parseViewParams('Connect', undefined)).toBeUndefined()
  })

  it("open's namespace goes into the data of the views that show a family, and nowhere else", () => {
    expect(openData('Connect', undefined, 'solana')).toEqual({ namespace: 'solana' })
    expect(openData('ConnectingExternal', { connectorId: 'x' }, 'bip122')).toEqual({
      connectorId: 'x',
      namespace: 'bip122',
    })
    expect(openData('Account', undefined, 'solana')).toBeUndefined()
    const k = kit()
    k.open({ namespace: 'eip155' })
    expect(k.getSnapshot().router.view).toBe('Connect')
    expect(viewParamsOf(k.getSnapshot().router, 'Connect')).toEqual({ namespace: 'eip155' })
    expect(viewParamsOf(k.getSnapshot().router, 'Account')).toBeUndefined()
  })
})
