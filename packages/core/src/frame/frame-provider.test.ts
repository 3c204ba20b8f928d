import { describe, expect, it } from 'vitest'
import { RpcMethodNotAllowedError } from '../errors/http-errors.js'
import { UserRejectedRequestError } from '../errors/provider-errors.js'
import { createFrameProvider, type FrameProviderTarget } from './frame-provider.js'

function setUp(answer: (method: string) => Promise<unknown>) {
  const log: string[] = []
  const target: FrameProviderTarget = {
    async request(_type, payload, options) {
      log.push(
        `request ${payload.method} chain ${payload.chainId} timeout ${String(options?.timeoutMs)}`,
      )
      return { result: await answer(payload.method) }
    },
    async setFrameVisible(visible) {
      log.push(visible ? 'show' : 'hide')
    },
  }
  return { provider: createFrameProvider(target, () => 31337), log }
}

describe('createFrameProvider (SPEC §6 on the kit side)', () => {
  it('leaves a method in neither list to the target, which refuses it, and never shows the frame', async () => {
    const log: string[] = []
    const target: FrameProviderTarget = {
      async request(_type, payload) {
        log.push(`asked ${payload.method}`)
        throw new RpcMethodNotAllowedError(payload.method)
      },
      async setFrameVisible(visible) {
        log.push(visible ? 'show' : 'hide')
      },
    }
    const provider = createFrameProvider(target, () => 31337)
    await expect(provider.request({ method: 'eth_coinbase' })).rejects.toBeInstanceOf(
      RpcMethodNotAllowedError,
    )
    expect(log).toEqual(['asked eth_coinbase'])
  })

  it('asks the frame for a safe method without showing it', async () => {
    const { provider, log } = setUp(async () => '0x1')
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x1')
    expect(log).toEqual(['request eth_blockNumber chain 31337 timeout undefined'])
  })

  it('shows the frame for a not-safe method, waits without a timeout, and hides it after', async () => {
    const { provider, log } = setUp(async () => '0xsig')
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', '0x1'] })).toBe(
      '0xsig',
    )
    expect(log).toEqual(['show', 'request personal_sign chain 31337 timeout null', 'hide'])
  })

  it('hides the frame when the user rejects', async () => {
    const { provider, log } = setUp(async () => {
      throw new UserRejectedRequestError()
    })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{}] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(log.at(-1)).toBe('hide')
  })
})
