// @vitest-environment happy-dom
import { FrameHandlerError } from '@portico/core/frame-protocol'
import { describe, expect, it } from 'vitest'
import { type DescribedRequest, describeRequest } from './approval-request.js'
import { askApproval } from './approval-view.js'
import { manualArming } from './card-arming.test-helper.js'

const me = '0x4444444444444444444444444444444444444444'
const receiver = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'
const hello = '0x68656c6c6f' // "hello"
const hex = (text: string) => `0x${Buffer.from(text).toString('hex')}`

function setUp() {
  const root = document.createElement('main')
  root.hidden = true
  document.body.replaceChildren(root)
  const arming = manualArming()
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement
  /** The card's fields as [label, value] in the order shown. */
  const fields = () =>
    [...root.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
  const field = (label: string) => fields().find(([name]) => name === label)?.[1]
  const show = (
    request: Omit<DescribedRequest, 'chainId' | 'address' | 'accountType'> &
      Partial<Pick<DescribedRequest, 'chainId' | 'address' | 'accountType'>>,
  ) =>
    askApproval(
      root,
      {
        content: describeRequest({ chainId: 1, address: me, accountType: 'eoa', ...request }),
        dappOrigin: 'https://dapp.example',
      },
      arming.options,
    )
  return { root, arming, button, fields, field, show }
}

function refusal(
  request: Omit<DescribedRequest, 'address' | 'accountType'> &
    Partial<Pick<DescribedRequest, 'accountType'>>,
): FrameHandlerError {
  try {
    describeRequest({ address: me, accountType: 'eoa', ...request })
  } catch (error) {
    if (error instanceof FrameHandlerError) return error
    throw error
  }
  throw new Error('not refused')
}

describe('askApproval: the frame approval card', () => {
  it('shows the method, the origin, the chain and the message as text; Approve resolves true once seen', async () => {
    const { root, arming, button, field } = setUp()
    const answer = askApproval(
      root,
      {
        content: describeRequest({
          method: 'personal_sign',
          params: [hello, me],
          chainId: 8453,
          address: me,
          accountType: 'eoa',
        }),
        dappOrigin: 'https://dapp.example',
        dappName: 'Lab',
      },
      arming.options,
    )
    expect(root.hidden).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe('Sign message')
    expect(root.textContent).toContain('Lab (https://dapp.example) asks you to approve:')
    expect(field('Network')).toBe('Base (8453)')
    expect(root.querySelector('pre')?.textContent).toBe('hello')
    // Not armed yet: a click that arrives with the card does nothing.
    button('Approve').click()
    arming.see()
    button('Approve').click()
    expect(await answer).toBe(true)
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
    expect(arming.watched()).toBe(false)
  })

  it('a card kept invisible never arms however long; seen for the moment it arms; hidden again it disarms', () => {
    const { arming, button, show } = setUp()
    void show({ method: 'personal_sign', params: [hello, me] })
    arming.report(false)
    arming.elapse()
    // No wait even started: time passing while hidden counts for nothing.
    expect(arming.pending()).toEqual([])
    expect(button('Approve').disabled).toBe(true)
    expect(button('Reject').disabled).toBe(true)

    arming.report(true)
    expect(arming.pending()).toEqual([600])
    expect(button('Approve').disabled).toBe(true)
    // Hidden before the moment is over: the wait starts over when it is visible again.
    arming.report(false)
    expect(arming.pending()).toEqual([])
    arming.report(true)
    arming.elapse()
    expect(button('Approve').disabled).toBe(false)

    arming.report(false)
    expect(button('Approve').disabled).toBe(true)
    expect(button('Reject').disabled).toBe(true)
  })

  it('Reject resolves false; a withdrawn request closes the card with false', async () => {
    const first = setUp()
    const rejected = first.show({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: '0x1' }],
    })
    first.arming.see()
    first.button('Reject').click()
    expect(await rejected).toBe(false)

    const second = setUp()
    const controller = new AbortController()
    const withdrawn = askApproval(
      second.root,
      {
        content: describeRequest({
          method: 'personal_sign',
          params: [hello, me],
          chainId: 1,
          address: me,
          accountType: 'eoa',
        }),
        dappOrigin: 'https://d.example',
      },
      { ...second.arming.options, signal: controller.signal },
    )
    controller.abort()
    expect(await withdrawn).toBe(false)
    expect(second.root.hidden).toBe(true)
  })

  it('a side action takes the card while it runs, then the card comes back armed again', async () => {
    const { root, arming, button } = setUp()
    let finishSide: () => void = () => undefined
    const answer = askApproval(
      root,
      {
        content: describeRequest({
          method: 'personal_sign',
          params: [hello, me],
          chainId: 1,
          address: me,
          accountType: 'eoa',
        }),
        dappOrigin: 'https://dapp.example',
      },
      {
        ...arming.options,
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
    arming.see()
    button('Export private key').click()
    expect(root.querySelector('aside')).not.toBeNull()
    expect(root.querySelector('h1')).toBeNull()
    finishSide()
    await expect.poll(() => root.querySelector('h1')?.textContent).toBe('Sign message')
    // Armed again from scratch: the click that closed the side card cannot approve.
    button('Approve').click()
    arming.see()
    button('Approve').click()
    expect(await answer).toBe(true)
  })

  it("shows the dapp's claimed URL as text under the observed origin, and says so when it is another site", () => {
    const { root, arming } = setUp()
    const show = (dappUrl: string) =>
      void askApproval(
        root,
        {
          content: describeRequest({
            method: 'personal_sign',
            params: [hello, me],
            chainId: 1,
            address: me,
            accountType: 'eoa',
          }),
          dappOrigin: 'https://dapp.example',
          dappName: 'Lab',
          dappUrl,
        },
        arming.options,
      )
    const claim = () => root.querySelector<HTMLElement>('[data-claim="url"]')
    show('https://dapp.example/app')
    expect(root.textContent).toContain('Lab (https://dapp.example) asks you to approve:')
    expect(claim()?.textContent).toBe('Site: https://dapp.example/app')
    expect(claim()?.classList.contains('mismatch')).toBe(false)
    // A page that names another site: the origin stays the trusted field, the claim is flagged.
    show('https://uniswap.org/<b>x</b>')
    expect(claim()?.textContent).toBe(
      'Says it is https://uniswap.org/<b>x</b>, but the request comes from https://dapp.example',
    )
    expect(claim()?.classList.contains('mismatch')).toBe(true)
    expect(root.querySelector('b')).toBeNull()
  })

  it('never parses what the dapp sent as HTML', () => {
    const { root, arming } = setUp()
    void askApproval(
      root,
      {
        content: describeRequest({
          method: 'personal_sign',
          params: [hex('<img src=x onerror=alert(1)>'), me],
          chainId: 1,
          address: me,
          accountType: 'eoa',
        }),
        dappOrigin: 'https://d.example',
        dappName: '<b>x</b>',
      },
      arming.options,
    )
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('b')).toBeNull()
    expect(root.querySelector('pre')?.textContent).toBe('<img src=x onerror=alert(1)>')
  })
})

describe('the approval card names the account that signs', () => {
  const owner = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const smart = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
  const transaction = { to: receiver, value: '0x2386f26fc10000' }

  it("a transaction as the user's own account and as the smart account: an Account row, checksummed with its kind, right after the network", () => {
    const asOwner = setUp()
    void asOwner.show({
      method: 'eth_sendTransaction',
      params: [transaction],
      address: owner,
      accountType: 'eoa',
    })
    expect(asOwner.fields()).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (account)'],
      ['To', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['Value', '0.01 ETH'],
      ['Data', 'None'],
    ])
    const asSmart = setUp()
    void asSmart.show({
      method: 'eth_sendTransaction',
      params: [transaction],
      address: smart,
      accountType: 'smartAccount',
    })
    expect(asSmart.fields()).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0x5FbDB2315678afecb367f032d93F642f64180aa3 (smart account)'],
      ['To', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['Value', '0.01 ETH'],
      ['Data', 'None'],
    ])
    // A long value: the address gets a row of its own.
    expect(asSmart.root.querySelectorAll('dd.wide')[0]?.textContent).toBe(
      '0x5FbDB2315678afecb367f032d93F642f64180aa3 (smart account)',
    )
  })

  it('a message and typed data name it too, as their second row', () => {
    const message = setUp()
    void message.show({
      method: 'personal_sign',
      params: [hello, smart],
      address: smart,
      accountType: 'smartAccount',
    })
    expect(message.fields().slice(0, 2)).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0x5FbDB2315678afecb367f032d93F642f64180aa3 (smart account)'],
    ])
    const typed = setUp()
    void typed.show({
      method: 'eth_signTypedData_v4',
      params: [
        owner,
        { types: { A: [] }, primaryType: 'A', domain: { name: 'Dapp' }, message: {} },
      ],
      address: owner,
      accountType: 'eoa',
    })
    expect(typed.fields().slice(0, 3)).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (account)'],
      ['Domain', 'Dapp'],
    ])
  })

  it("the account shown is the acting one, never the dapp's `from`: a `from` naming the other account is refused", () => {
    const error = refusal({
      method: 'eth_sendTransaction',
      params: [{ ...transaction, from: owner }],
      chainId: 1,
      accountType: 'smartAccount',
    })
    expect([error.code, error.message]).toEqual([
      'INVALID_REQUEST',
      "from is not this wallet's address",
    ])
  })
})

describe('the approval card against hostile requests', () => {
  it('long calldata: the chain, the recipient and the value come first; the data as its length and selector', () => {
    const { root, fields, show } = setUp()
    const data = `0xa9059cbb${'ab'.repeat(49_996)}`
    // The dapp puts the calldata first, hoping the rest falls off the card.
    void show({
      method: 'eth_sendTransaction',
      params: [{ data, gas: '0x5208', value: '0x2386f26fc10000', to: receiver, from: me }],
    })
    expect(fields()).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0x4444444444444444444444444444444444444444 (account)'],
      ['To', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['Value', '0.01 ETH'],
      ['Gas limit', '21,000'],
      ['Data', '50,000 bytes'],
      ['Function selector', '0xa9059cbb'],
    ])
    expect(root.textContent).not.toContain('abababab')
  })

  it("the dapp's fees and nonce are shown in gwei and in the fixed order, whatever its key order", () => {
    const { fields, show } = setUp()
    void show({
      method: 'eth_sendTransaction',
      params: [
        {
          nonce: '0x2a',
          maxPriorityFeePerGas: '0x77359400',
          data: '0xa9059cbb',
          maxFeePerGas: '0x6fc23ac00',
          gas: '0x5208',
          value: '0x0',
          to: receiver,
        },
      ],
      chainId: 137,
    })
    expect(fields()).toEqual([
      ['Network', 'Polygon (137)'],
      ['Account', '0x4444444444444444444444444444444444444444 (account)'],
      ['To', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['Value', '0 POL'],
      ['Gas limit', '21,000'],
      ['Max fee per gas', '30 gwei'],
      ['Max priority fee per gas', '2 gwei'],
      ['Nonce', '42'],
      ['Data', '4 bytes'],
      ['Function selector', '0xa9059cbb'],
    ])
    const legacy = setUp()
    void legacy.show({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, gasPrice: '0x3b9aca01', nonce: '0x0' }],
    })
    expect(legacy.fields()).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0x4444444444444444444444444444444444444444 (account)'],
      ['To', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['Value', '0 ETH'],
      ['Gas price', '1.000000001 gwei'],
      ['Nonce', '0'],
      ['Data', 'None'],
    ])
  })

  it('refuses fees the signer could not use as shown: two kinds, half a pair, a tip above the cap, a huge nonce', () => {
    const refused = (fees: Record<string, string>) => {
      const error = refusal({
        method: 'eth_sendTransaction',
        params: [{ to: receiver, ...fees }],
        chainId: 1,
      })
      return [error.code, error.message]
    }
    expect(refused({ gasPrice: '0x1', maxFeePerGas: '0x2', maxPriorityFeePerGas: '0x1' })).toEqual([
      'INVALID_REQUEST',
      'gasPrice and maxFeePerGas/maxPriorityFeePerGas are two kinds of fee: send one',
    ])
    expect(refused({ maxFeePerGas: '0x2' })).toEqual([
      'INVALID_REQUEST',
      'maxFeePerGas and maxPriorityFeePerGas go together',
    ])
    expect(refused({ maxPriorityFeePerGas: '0x2' })[0]).toBe('INVALID_REQUEST')
    expect(refused({ maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x2' })).toEqual([
      'INVALID_REQUEST',
      'maxPriorityFeePerGas is above maxFeePerGas',
    ])
    expect(refused({ nonce: '0x20000000000000' })).toEqual([
      'INVALID_REQUEST',
      'The nonce is too large',
    ])
  })

  it('a transaction without `to` is a contract creation, without value 0', () => {
    const { fields, show } = setUp()
    void show({ method: 'eth_sendTransaction', params: [{ data: '0x6080' }], chainId: 777 })
    expect(fields()).toEqual([
      ['Network', 'Chain 777'],
      ['Account', '0x4444444444444444444444444444444444444444 (account)'],
      ['To', 'Contract creation'],
      ['Value', '0 native units'],
      ['Data', '2 bytes'],
    ])
  })

  it('typed data that starts with "{" and 5,000 spaces: shown re-serialised from the parsed value, domain first', () => {
    const { root, fields, show } = setUp()
    const permit = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'USD Coin', chainId: 1, verifyingContract: receiver },
      // Out of order, and with a key the types do not declare (it would not be signed).
      message: { value: '1000000', note: 'just a login', spender: receiver, owner: me },
    }
    const padded = `{${' '.repeat(5_000)}${JSON.stringify(permit).slice(1)}`
    void show({ method: 'eth_signTypedData_v4', params: [me, padded] })
    expect(fields()).toEqual([
      ['Network', 'Ethereum (1)'],
      ['Account', '0x4444444444444444444444444444444444444444 (account)'],
      ['Domain', 'USD Coin'],
      ['Domain chain', 'Ethereum (1)'],
      ['Verifying contract', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
      ['Primary type', 'Permit'],
    ])
    expect(root.querySelector('pre')?.textContent).toBe(
      JSON.stringify({ owner: me, spender: receiver, value: '1000000' }, null, 2),
    )
    // Nothing but spaces after the brace is not typed data at all.
    expect(
      refusal({
        method: 'eth_signTypedData_v4',
        params: [me, `{${' '.repeat(5_000)}`],
        chainId: 1,
      }).code,
    ).toBe('INVALID_REQUEST')
  })

  it('right-to-left overrides and zero-width characters in a message or a dapp name are not shown', () => {
    const { root, arming } = setUp()
    void askApproval(
      root,
      {
        content: describeRequest({
          method: 'personal_sign',
          params: [hex('Send 1 ETH to \u202emoc.live\u202c\nlog\u200bin'), me],
          chainId: 1,
          address: me,
          accountType: 'eoa',
        }),
        dappOrigin: 'https://d.example',
        dappName: 'Uni\u200bswap\u202e',
      },
      arming.options,
    )
    expect(root.querySelector('pre')?.textContent).toBe('Send 1 ETH to moc.live\nlogin')
    expect(root.textContent).toContain('Uniswap (https://d.example) asks you to approve:')
    expect(root.textContent).not.toMatch(/[\u200b\u202a-\u202e]/)
  })

  it('a message that is not UTF-8 is shown as hex, and says so', () => {
    const { root, show } = setUp()
    void show({ method: 'personal_sign', params: ['0xff00', me] })
    expect(root.querySelector('h2')?.textContent).toBe('Message (not text: shown as hex)')
    expect(root.querySelector('pre')?.textContent).toBe('0xff00')
  })

  it('refuses an unknown transaction key, another chainId, another account, and methods it does not sign', () => {
    const unknown = refusal({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, value: '0x1', authorizationList: [] }],
      chainId: 1,
    })
    expect([unknown.code, unknown.message]).toEqual([
      'INVALID_REQUEST',
      'Unknown transaction field: authorizationList',
    ])
    const chain = refusal({
      method: 'eth_sendTransaction',
      params: [{ to: receiver, chainId: '0x1' }],
      chainId: 8453,
    })
    expect([chain.code, chain.message]).toEqual([
      'UNSUPPORTED_CHAIN',
      'The request is for chain 1, the wallet signs on chain 8453',
    ])
    expect(
      refusal({
        method: 'eth_signTypedData_v4',
        params: [me, { types: { A: [] }, primaryType: 'A', domain: { chainId: 1 }, message: {} }],
        chainId: 10,
      }).code,
    ).toBe('UNSUPPORTED_CHAIN')
    expect(
      refusal({ method: 'eth_sendTransaction', params: [{ from: receiver, to: me }], chainId: 1 })
        .code,
    ).toBe('INVALID_REQUEST')
    expect(refusal({ method: 'personal_sign', params: [hello, receiver], chainId: 1 }).code).toBe(
      'INVALID_REQUEST',
    )
    expect(refusal({ method: 'personal_sign', params: ['hello', me], chainId: 1 }).code).toBe(
      'INVALID_REQUEST',
    )
    expect(refusal({ method: 'eth_sign', params: [me, hello], chainId: 1 }).code).toBe(
      'METHOD_NOT_ALLOWED',
    )
  })

  it('a long request is shown whole: Approve waits until it was scrolled to its end', () => {
    const { root, arming, button, show } = setUp()
    const long = Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n')
    void show({ method: 'personal_sign', params: [hex(long), me] })
    expect(root.querySelector('pre')?.textContent).toBe(long)
    const region = root.querySelector('.approval-body') as HTMLElement
    const note = root.querySelector('.approval-note') as HTMLElement
    // happy-dom lays nothing out: give the region the size Chromium would.
    let scrollTop = 0
    Object.defineProperties(region, {
      scrollHeight: { value: 6_000 },
      clientHeight: { value: 240 },
      scrollTop: { get: () => scrollTop },
    })
    region.dispatchEvent(new Event('scroll'))
    arming.see()
    expect(note.hidden).toBe(false)
    expect(note.textContent).toBe('Scroll to read the whole request')
    expect(button('Reject').disabled).toBe(false)
    expect(button('Approve').disabled).toBe(true)
    scrollTop = 3_000
    region.dispatchEvent(new Event('scroll'))
    expect(button('Approve').disabled).toBe(true)
    scrollTop = 6_000 - 240
    region.dispatchEvent(new Event('scroll'))
    expect(button('Approve').disabled).toBe(false)
    expect(note.hidden).toBe(true)
    // Read once is read: scrolling back up does not take Approve away.
    scrollTop = 0
    region.dispatchEvent(new Event('scroll'))
    expect(button('Approve').disabled).toBe(false)
  })
})
