// @vitest-environment happy-dom
import { FrameHandlerError } from '@portico/core/frame-protocol'
import { describe, expect, it } from 'vitest'
import { manualArming } from './card-arming.test-helper.js'
import { createNetworkSwitch } from './network-switch.js'

function setUp(options: { signedIn?: boolean; chainId?: number } = {}) {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const arming = manualArming()
  let chainId = options.chainId ?? 1
  const switchNetwork = createNetworkSwitch({
    root,
    chainId: () => chainId,
    setChainId: (next) => {
      chainId = next
    },
    signedIn: async () => options.signedIn ?? true,
    dappOrigin: 'https://dapp.example',
    dappClaims: () => ({ dappName: 'Lab' }),
    arming: arming.options,
  })
  const controller = new AbortController()
  const run = (next: number) =>
    Promise.resolve(switchNetwork({ chainId: next }, { signal: controller.signal }))
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
  const fields = () =>
    [...root.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
  /** Lets the handler reach its card (it asks for the session first). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { root, arming, run, button, fields, settle, controller, chainId: () => chainId }
}

describe('SWITCH_NETWORK: a switch of the signing chain is its own approval', () => {
  it('shows "Switch network" From/To; Reject keeps the chain and answers USER_REJECTED', async () => {
    const { root, arming, run, button, fields, settle, chainId } = setUp({ chainId: 1 })
    const answer = run(8453)
    const outcome = answer.catch((error: unknown) => error)
    await settle()
    expect(root.hidden).toBe(false)
    expect(root.querySelector('[data-card="approval"] h1')?.textContent).toBe('Switch network')
    expect(root.textContent).toContain('Lab (https://dapp.example) asks you to approve:')
    expect(fields()).toEqual([
      ['From', 'Ethereum (1)'],
      ['To', 'Base (8453)'],
    ])
    // Armed by visibility like every card: a click arriving with the card does nothing.
    button('Reject').click()
    expect(chainId()).toBe(1)
    arming.see()
    button('Reject').click()
    const error = await outcome
    expect(error).toBeInstanceOf(FrameHandlerError)
    expect((error as FrameHandlerError).code).toBe('USER_REJECTED')
    expect(chainId()).toBe(1)
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  it('Approve switches the chain and answers the new one', async () => {
    const { root, arming, run, button, settle, chainId } = setUp({ chainId: 1 })
    const answer = run(10)
    await settle()
    button('Approve').click()
    expect(chainId()).toBe(1)
    arming.see()
    button('Approve').click()
    expect(await answer).toEqual({ chainId: 10 })
    expect(chainId()).toBe(10)
    expect(root.hidden).toBe(true)
  })

  it('a switch to the chain the frame is on shows nothing and answers at once', async () => {
    const { root, run, chainId, arming } = setUp({ chainId: 8453 })
    expect(await run(8453)).toEqual({ chainId: 8453 })
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
    expect(arming.watched()).toBe(false)
    expect(chainId()).toBe(8453)
  })

  it('before the login the chain follows at once (the kit aligns it at connect)', async () => {
    const { root, run, chainId } = setUp({ chainId: 1, signedIn: false })
    expect(await run(137)).toEqual({ chainId: 137 })
    expect(root.childElementCount).toBe(0)
    expect(chainId()).toBe(137)
  })

  it('the kit withdrawing the request closes the card (ABORTED, chain unchanged)', async () => {
    const { root, run, settle, controller, chainId } = setUp({ chainId: 1 })
    const outcome = run(10).catch((error: unknown) => error)
    await settle()
    controller.abort()
    expect(((await outcome) as FrameHandlerError).code).toBe('ABORTED')
    expect(chainId()).toBe(1)
    expect(root.childElementCount).toBe(0)
  })
})
