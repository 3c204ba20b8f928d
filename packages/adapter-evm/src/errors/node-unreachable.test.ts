import {
  ProviderRpcError,
  RpcUnreachableError,
  UnknownProviderError,
  UserRejectedRequestError,
} from '@portico/core'
import { systemClock } from '@portico/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { useAdapterSuite } from '../adapter-suite.test-helper.js'
import { type CuttableRpc, cuttableRpc } from '../cuttable-rpc.test-helper.js'
import { nodeUnreachable } from './node-unreachable.js'

const suite = useAdapterSuite()
let line: CuttableRpc | undefined

afterEach(async () => {
  await line?.close()
})

/** The wagmi config and chain A of an adapter reading chain A through a cuttable line. */
async function overLine() {
  line = await cuttableRpc(suite.devnet.chains[0]!.rpcUrl)
  const adapter = await suite.makeAdapter({ rpcUrls: { 31337: [line.url] } })
  const config = adapter.getWagmiConfig()!
  return { config, chain: config.chains[0]!, clock: systemClock }
}

describe('nodeUnreachable: a wallet failing without a reason, told apart from a node that is down', () => {
  it('a reasonless wallet failure while the node is down becomes RpcUnreachableError (cause kept)', async () => {
    const parameters = await overLine()
    await line!.cut()
    for (const failure of [new UnknownProviderError(), new ProviderRpcError(-32603, 'Internal')]) {
      const error = await nodeUnreachable(failure, parameters)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error).toMatchObject({ part: 'rpc', network: 'Devnet A', cause: failure })
    }
  })

  it('the same failure while the node answers stays the wallet’s', async () => {
    const parameters = await overLine()
    const failure = new UnknownProviderError()
    expect(await nodeUnreachable(failure, parameters)).toBe(failure)
  })

  it('a failure with a reason (the user rejected) is never blamed on the node', async () => {
    const parameters = await overLine()
    await line!.cut()
    const rejected = new UserRejectedRequestError()
    expect(await nodeUnreachable(rejected, parameters)).toBe(rejected)
  })
})
