import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { LAMPORTS_PER_SOL } from './fixtures.js'
import { type SolanaChain, startSolanaChain } from './start-solana-chain.js'

let chain: SolanaChain
let socket: WebSocket
const inbox: Record<string, unknown>[] = []
const waiters: (() => void)[] = []

beforeAll(async () => {
  chain = await startSolanaChain()
  socket = new WebSocket(chain.wsUrl)
  socket.on('message', (data) => {
    inbox.push(JSON.parse(data.toString()) as Record<string, unknown>)
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve) => socket.once('open', resolve))
})
afterAll(async () => {
  socket.close()
  await chain.stop()
})

/** Waits for the next message matching `match` (resolved by the socket's own message event). */
async function next(match: (message: Record<string, unknown>) => boolean) {
  for (;;) {
    const index = inbox.findIndex(match)
    if (index !== -1) return inbox.splice(index, 1)[0]!
    await new Promise<void>((resolve) => waiters.push(resolve))
  }
}

function call(id: number, method: string, params: unknown[] = []) {
  socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
  return next((message) => message.id === id)
}

it('notifies a signature subscriber once, after its id, even for a signature already processed', async () => {
  const signature = await chain.airdrop(chain.accounts[0]!.address, LAMPORTS_PER_SOL)
  const { result: id } = await call(1, 'signatureSubscribe', [
    signature,
    { commitment: 'confirmed' },
  ])
  expect(typeof id).toBe('number')
  const notification = await next((message) => message.method === 'signatureNotification')
  expect(notification.params).toMatchObject({ subscription: id, result: { value: { err: null } } })
  // Gone after its one notification, as on a validator.
  expect(await call(2, 'signatureUnsubscribe', [id])).toMatchObject({ error: { code: -32602 } })
})

it('unsubscribes accounts and refuses what it does not serve', async () => {
  const { result: id } = await call(3, 'accountSubscribe', [
    chain.accounts[1]!.address,
    { encoding: 'base64' },
  ])
  expect(await call(4, 'accountUnsubscribe', [id])).toMatchObject({ result: true })
  expect(await call(5, 'programSubscribe', [chain.mints.usdc.programId])).toMatchObject({
    error: { code: -32601 },
  })
  expect(await call(6, 'getBalance', [chain.accounts[1]!.address])).toMatchObject({
    error: { code: -32601 },
  })
  expect(await call(7, 'accountSubscribe', ['nope'])).toMatchObject({ error: { code: -32602 } })
  socket.send('{not json')
  expect(await next((message) => message.id === null)).toMatchObject({ error: { code: -32700 } })
  // A notification without an id (the ping @solana/kit sends) gets no answer; the next call still does.
  socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
  const { result } = await call(8, 'slotSubscribe')
  expect(typeof result).toBe('number')
  expect(inbox).toEqual([])
})
