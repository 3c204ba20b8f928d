import { type AnvilInstance, type RecordedCall, recordRpcCalls, startAnvil } from '@portico/testing'
import { numberToHex } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory-storage.js'
import { SIGNATURE_CHECK_GAS } from '../verifiers/gas-capped-transport.js'
import { createSiwxServer } from './create-siwx-server.js'
import { manualClock, signedMessage, T0 } from './sign-in.test-helper.js'

let anvil: AnvilInstance
let node: Awaited<ReturnType<typeof recordRpcCalls>>
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  node = await recordRpcCalls(anvil.rpcUrl)
})
afterAll(async () => {
  await node?.stop()
  await anvil?.stop()
})

const ethCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'eth_call')

it('attack: an invented nonce is refused with the nonce error before the node gets any eth_call', async () => {
  const server = createSiwxServer({
    storage: createMemoryStorage(),
    domains: ['app.example'],
    clock: manualClock(),
    rpcUrls: { '1': node.url },
  })
  // With an RPC for the chain, every signature check is an ERC-6492 eth_call (viem's deployless
  // validator), whatever the signature: the sender would choose the calldata of each one.
  const invented = await signedMessage(server, T0, { nonce: 'inventedNonce123' })
  node.calls.length = 0
  await expect(server.verify(invented)).rejects.toMatchObject({
    name: 'SiwxError',
    code: 'invalid_nonce',
    message: 'Nonce unknown, expired or already used',
  })
  expect(ethCalls(node.calls)).toEqual([])

  // The same server with a nonce it issued does reach the node, its call bounded in gas.
  const genuine = await signedMessage(server, T0)
  const { session } = await server.verify(genuine)
  expect(session.networkId).toBe('eip155:1')
  const calls = ethCalls(node.calls)
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls)
    expect(call.params[0]).toMatchObject({ gas: numberToHex(SIGNATURE_CHECK_GAS) })
})
