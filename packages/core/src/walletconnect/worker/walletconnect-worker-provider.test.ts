import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import {
  WalletConnectWorkerCallError,
  WalletConnectWorkerProvider,
} from './walletconnect-worker-provider.js'

// The worker's end is driven by the test over a real MessageChannel: what a worker script (or
// anything else that reaches the port) could send, garbage included.
const channels: MessagePort[] = []
afterEach(() => {
  for (const port of channels.splice(0)) port.close()
})

function facade() {
  const { port1, port2 } = new MessageChannel()
  channels.push(port1, port2)
  const warnings: { message: string; details: unknown }[] = []
  const provider = new WalletConnectWorkerProvider(
    port1 as unknown as ConstructorParameters<typeof WalletConnectWorkerProvider>[0],
    (message, details) => warnings.push({ message, details }),
    () => port1.close(),
  )
  /** The next message the page sent to the worker. */
  const received = () =>
    new Promise<{ id: number; type: string; method?: string; params?: unknown[] }>((resolve) =>
      port2.once('message', resolve),
    )
  return { provider, warnings, worker: port2, received }
}

const session = { topic: 'ab'.repeat(32), namespaces: { eip155: { accounts: ['eip155:1:0x1'] } } }

describe('WalletConnectWorkerProvider', () => {
  it('refuses garbage from the worker with a warning, and the waiting call still gets its answer', async () => {
    const { provider, warnings, worker, received } = facade()
    const asked = received()
    const answer = provider.request<string>({ method: 'eth_chainId' })
    const { id, method, params } = await asked
    expect({ method, params }).toEqual({ method: 'request', params: [{ method: 'eth_chainId' }] })
    const warned = new Promise<void>((resolve) => {
      const check = () => (warnings.length === 3 ? resolve() : setImmediate(check))
      check()
    })
    worker.postMessage('not a message')
    worker.postMessage({ type: 'reply', id, ok: true, value: '0x1', session: { topic: 7 } })
    worker.postMessage({ type: 'event', name: 'eval', data: 1, session: null })
    await warned
    expect(warnings.map((w) => w.message)).toEqual(
      Array(3).fill('Refused a malformed message from the WalletConnect worker'),
    )
    expect(provider.session).toBeUndefined()
    worker.postMessage({ type: 'reply', id, ok: true, value: '0x1', session })
    await expect(answer).resolves.toBe('0x1')
    expect(provider.session).toEqual(session)
  })

  it("rejects a call the worker failed with the wallet's message and code", async () => {
    const { provider, worker, received } = facade()
    const asked = received()
    const answer = provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] })
    const { id } = await asked
    worker.postMessage({
      type: 'reply',
      id,
      ok: false,
      error: { message: 'User rejected.', code: 4001 },
      session,
    })
    const error = await answer.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectWorkerCallError)
    expect(error).toMatchObject({ message: 'User rejected.', code: 4001 })
  })

  it('hands events to their listeners with the session they came with; once listens once', async () => {
    const { provider, worker } = facade()
    const uris: unknown[] = []
    const deleted: unknown[] = []
    provider.once('display_uri', (uri: never) => uris.push(uri))
    const gone = new Promise((resolve) => provider.on('session_delete', resolve))
    provider.on('session_delete', (data: never) => deleted.push(data))
    worker.postMessage({ type: 'event', name: 'display_uri', data: 'wc:1', session: null })
    worker.postMessage({ type: 'event', name: 'display_uri', data: 'wc:2', session: null })
    worker.postMessage({
      type: 'event',
      name: 'session_delete',
      data: { topic: 't' },
      session: null,
    })
    await gone
    expect(uris).toEqual(['wc:1'])
    expect(deleted).toEqual([{ topic: 't' }])
    expect(provider.session).toBeUndefined()
  })

  it('fails every waiting and later call once the worker could not start', async () => {
    const { provider, received } = facade()
    const asked = received()
    const waiting = provider.connect({ optionalNamespaces: {} })
    await asked
    provider.fail(new Error('The WalletConnect worker could not start'))
    await expect(waiting).rejects.toThrow('The WalletConnect worker could not start')
    await expect(provider.disconnect()).rejects.toThrow('The WalletConnect worker could not start')
  })
})
