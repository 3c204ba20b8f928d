import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapter/chain-adapter.js'
import { flush, testKit } from '../app-kit/kit.test-helper.js'
import { PendingTransactionsLimitError, RpcMethodNotAllowedError } from '../errors/http-errors.js'
import { mapAdapter } from '../testing/map-adapter.js'
import { mockAdapter } from '../testing/mock-adapter.js'
import { ALICE, BOB } from '../testing/test-accounts.js'
import { PENDING_TRANSACTIONS_LIMIT } from './rpc-gate.js'

/** A mock whose `request` waits until the test settles it (a wallet showing its approval prompt). */
function promptingAdapter() {
  const definition = mockAdapter({ accounts: [ALICE] })
  const prompts: { method: string; resolve(v: unknown): void; reject(e: unknown): void }[] = []
  const request: ChainAdapter['request'] = (req) =>
    new Promise((resolve, reject) => prompts.push({ method: req.method, resolve, reject }))
  const adapter = mapAdapter(definition, (instance) => ({ ...instance, request }))
  return { adapter, mock: definition.mock, prompts }
}

async function connectedKit() {
  const { adapter, prompts } = promptingAdapter()
  const kit = testKit({ adapters: [adapter] })
  await kit.connect({ connectorId: 'mock' })
  return { kit, prompts }
}

describe('RPC permission gate (SPEC §6, §8)', () => {
  it('safe methods go straight to the wallet without touching the modal', async () => {
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    expect(await kit.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(kit.getSnapshot().modal.open).toBe(false)
    expect(kit.getSnapshot().transactionStack).toEqual([])
  })

  it('a method in neither list: "Requested RPC call is not allowed", the modal opens, "Action not allowed" after 300 ms', async () => {
    vi.useFakeTimers()
    const adapter = mockAdapter({ accounts: [ALICE] })
    const kit = testKit({ adapters: [adapter] })
    await kit.connect({ connectorId: 'mock' })
    const error: unknown = await kit.request({ method: 'eth_coinbase' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
    expect((error as Error).message).toBe('Requested RPC call is not allowed')
    expect(adapter.mock.state.requests).toEqual([])
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().actionNotAllowed).toBeUndefined()
    vi.advanceTimersByTime(299)
    expect(kit.getSnapshot().actionNotAllowed).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(kit.getSnapshot().actionNotAllowed).toBe('Action not allowed')
    kit.close()
    expect(kit.getSnapshot().actionNotAllowed).toBeUndefined()
  })

  it('a refused request fails alone (code 4200); a pending signature still gets its later wallet result', async () => {
    const { kit, prompts } = await connectedKit()
    const pending = kit.request({ method: 'personal_sign', params: ['0x68', ALICE] })
    await flush()
    const refused: unknown = await kit.request({ method: 'eth_coinbase' }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RpcMethodNotAllowedError)
    expect(refused).toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    // The wallet prompt is still open: the pending request stays on the stack and in the modal.
    expect(kit.getSnapshot().transactionStack.map((e) => e.method)).toEqual(['personal_sign'])
    expect(kit.getSnapshot().router.view).toBe('ApproveTransaction')
    prompts[0]?.resolve('0xsig')
    expect(await pending).toBe('0xsig')
    expect(kit.getSnapshot().transactionStack).toEqual([])
  })

  it('a transaction approved after a refusal: the dapp still learns its hash', async () => {
    const { kit, prompts } = await connectedKit()
    const sent = kit.request({ method: 'eth_sendTransaction', params: [{ to: BOB, value: '0x1' }] })
    await flush()
    await expect(kit.request({ method: 'eth_coinbase' })).rejects.toMatchObject({ code: 4200 })
    prompts[0]?.resolve('0xhash')
    expect(await sent).toBe('0xhash')
  })

  it('destroy still rejects what is pending (the wallet connection goes away)', async () => {
    const { kit } = await connectedKit()
    const pending = kit.request({ method: 'personal_sign', params: ['0x68', ALICE] })
    await flush()
    await kit.destroy()
    await expect(pending).rejects.toThrow()
  })

  it('a not-safe request pushes ApproveTransaction on the stack; success closes the modal when the stack is empty', async () => {
    const { kit, prompts } = await connectedKit()
    const result = kit.request({
      method: 'eth_sendTransaction',
      params: [{ to: BOB, value: '0x1' }],
    })
    await flush()
    expect(kit.getSnapshot().router.view).toBe('ApproveTransaction')
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().transactionStack.map((e) => e.method)).toEqual(['eth_sendTransaction'])
    prompts[0]?.resolve('0xhash')
    expect(await result).toBe('0xhash')
    expect(kit.getSnapshot().transactionStack).toEqual([])
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('with two pending, a success pops one and the modal stays; an error pops the last and closes', async () => {
    const { kit, prompts } = await connectedKit()
    const first = kit.request({ method: 'personal_sign', params: ['0x68', ALICE] })
    const second = kit.request({ method: 'eth_signTypedData_v4', params: [ALICE, '{}'] })
    await flush()
    expect(kit.getSnapshot().transactionStack).toHaveLength(2)
    prompts[0]?.resolve('0xsig')
    await first
    expect(kit.getSnapshot().transactionStack.map((e) => e.method)).toEqual([
      'eth_signTypedData_v4',
    ])
    expect(kit.getSnapshot().modal.open).toBe(true)
    expect(kit.getSnapshot().router.view).toBe('ApproveTransaction')
    prompts[1]?.reject(new Error('rejected'))
    await expect(second).rejects.toThrow('rejected')
    expect(kit.getSnapshot().transactionStack).toEqual([])
    expect(kit.getSnapshot().modal.open).toBe(false)
  })

  it('SPEC §9: the 100th pending request is refused; the 99 pending ones are kept and settle', async () => {
    const { kit, prompts } = await connectedKit()
    const pending = Array.from({ length: PENDING_TRANSACTIONS_LIMIT }, (_, i) =>
      kit.request({ method: 'personal_sign', params: [`0x${i.toString(16)}`, ALICE] }),
    )
    await flush()
    expect(kit.getSnapshot().transactionStack).toHaveLength(99)
    const refused: unknown = await kit
      .request({ method: 'eth_sendTransaction', params: [{ to: BOB }] })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PendingTransactionsLimitError)
    expect((refused as PendingTransactionsLimitError).code).toBe(-32005)
    expect(prompts).toHaveLength(99)
    expect(kit.getSnapshot().transactionStack).toHaveLength(99)
    // Nothing pending was lost: each still gets its wallet answer; then a new request is accepted.
    for (const [i, prompt] of prompts.entries()) prompt.resolve(`0xsig${i}`)
    expect(await Promise.all(pending)).toEqual(prompts.map((_, i) => `0xsig${i}`))
    expect(kit.getSnapshot().transactionStack).toEqual([])
    const next = kit.request({ method: 'personal_sign', params: ['0x01', ALICE] })
    await flush()
    prompts[99]?.resolve('0xnext')
    expect(await next).toBe('0xnext')
  })

  it('the Solana sign methods and wallet_sendCalls are not safe', async () => {
    const { kit, prompts } = await connectedKit()
    const calls = kit.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] })
    await flush()
    expect(kit.getSnapshot().transactionStack.map((e) => e.method)).toEqual(['wallet_sendCalls'])
    prompts[0]?.resolve({ id: '0x1' })
    await calls
  })

  it('SPEC §5: wallet_sendCalls call targets must start with 0x', async () => {
    const { kit, prompts } = await connectedKit()
    await expect(
      kit.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] }),
    ).rejects.toThrow('Invalid input')
    expect(prompts).toHaveLength(0)
    expect(kit.getSnapshot().transactionStack).toEqual([])
  })
})
