// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { approvalDetails, askApproval } from './approval-view.js'

function setUp() {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const timers: (() => void)[] = []
  const setTimeout = (fn: () => void) => {
    timers.push(fn)
    return timers.length
  }
  const arm = () => {
    for (const fn of timers.splice(0)) fn()
  }
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
  return { root, setTimeout, arm, button }
}

const hello = '0x68656c6c6f' // "hello"

describe('askApproval: the frame approval card', () => {
  it('shows the method, the origin and the message as text; Approve resolves true', async () => {
    const { root, setTimeout, arm, button } = setUp()
    const answer = askApproval(
      root,
      {
        method: 'personal_sign',
        params: [hello, '0x1'],
        dappOrigin: 'https://dapp.example',
        dappName: 'Lab',
      },
      { setTimeout },
    )
    expect(root.hidden).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe('Sign message')
    expect(root.textContent).toContain('Lab (https://dapp.example) asks you to approve:')
    expect(root.querySelector('pre')?.textContent).toBe('hello')
    // Not armed yet: a click that arrives with the card does nothing.
    button('Approve').click()
    arm()
    button('Approve').click()
    expect(await answer).toBe(true)
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
  })

  it('Reject resolves false; a withdrawn request closes the card with false', async () => {
    const first = setUp()
    const rejected = askApproval(
      first.root,
      {
        method: 'eth_sendTransaction',
        params: [{ to: '0x2', value: '0x1' }],
        dappOrigin: 'https://d.example',
      },
      { setTimeout: first.setTimeout },
    )
    first.arm()
    first.button('Reject').click()
    expect(await rejected).toBe(false)

    const second = setUp()
    const controller = new AbortController()
    const withdrawn = askApproval(
      second.root,
      { method: 'personal_sign', params: [hello], dappOrigin: 'https://d.example' },
      { setTimeout: second.setTimeout, signal: controller.signal },
    )
    controller.abort()
    expect(await withdrawn).toBe(false)
    expect(second.root.hidden).toBe(true)
  })

  it('a side action takes the card while it runs, then the card comes back armed again', async () => {
    const { root, setTimeout, arm, button } = setUp()
    let finishSide: () => void = () => undefined
    const answer = askApproval(
      root,
      { method: 'personal_sign', params: [hello, '0x1'], dappOrigin: 'https://dapp.example' },
      {
        setTimeout,
        more: [
          {
            label: 'Export private key',
            run: (host) => {
              host.replaceChildren(host.ownerDocument.createElement('aside'))
              return new Promise<void>((resolve) => {
                finishSide = resolve
              })
            },
          },
        ],
      },
    )
    arm()
    button('Export private key').click()
    expect(root.querySelector('aside')).not.toBeNull()
    expect(root.querySelector('h1')).toBeNull()
    finishSide()
    await expect.poll(() => root.querySelector('h1')?.textContent).toBe('Sign message')
    // Armed again from scratch: the click that closed the side card cannot approve.
    button('Approve').click()
    arm()
    button('Approve').click()
    expect(await answer).toBe(true)
  })

  it('never parses what the dapp sent as HTML', () => {
    const { root, setTimeout } = setUp()
    const evil = `0x${Buffer.from('<img src=x onerror=alert(1)>').toString('hex')}`
    void askApproval(
      root,
      {
        method: 'personal_sign',
        params: [evil],
        dappOrigin: 'https://d.example',
        dappName: '<b>x</b>',
      },
      { setTimeout },
    )
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('b')).toBeNull()
    expect(root.querySelector('pre')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('shows typed data and transactions as JSON, and raw hex that is not text as is', () => {
    expect(approvalDetails({ method: 'eth_signTypedData_v4', params: ['0x1', '{"a":1}'] })).toBe(
      '{"a":1}',
    )
    expect(approvalDetails({ method: 'eth_sendTransaction', params: [{ to: '0x2' }] })).toBe(
      '{\n  "to": "0x2"\n}',
    )
    expect(approvalDetails({ method: 'personal_sign', params: ['0xff'] })).toBe('0xff')
  })
})
