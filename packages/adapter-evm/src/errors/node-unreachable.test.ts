import { ProviderRpcError, RpcUnreachableError, UnknownProviderError } from '@portico/core'
import { systemClock } from '@portico/core/testing'
import { type CuttableLine, cuttableLine } from '@portico/testing'
import { CallExecutionError, HttpRequestError, TimeoutError } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { useAdapterSuite } from '../adapter-suite.test-helper.js'
import { nodeUnreachable } from './node-unreachable.js'
import { toPorticoError } from './to-portico-error.js'

const suite = useAdapterSuite()
let line: CuttableLine | undefined

afterEach(async () => {
  await line?.close()
})

/** The wagmi config and chain A of an adapter reading chain A through a cuttable line. */
async function overLine(method?: string) {
  line = await cuttableLine(suite.devnet.chains[0]!.rpcUrl)
  const adapter = await suite.makeAdapter({ rpcUrls: { 31337: [line.url] } })
  const config = adapter.getWagmiConfig()!
  return { config, chain: config.chains[0]!, clock: systemClock, method }
}

describe('nodeUnreachable: a failure that is the chain node’s is named', () => {
  it("viem's transport failures name the network, also wrapped, without asking the node", async () => {
    const parameters = await overLine()
    const refused = new HttpRequestError({ url: line!.url, cause: new TypeError('fetch failed') })
    const wrapped = new CallExecutionError(refused, { account: undefined })
    for (const error of [refused, wrapped, new TimeoutError({ body: {}, url: line!.url })]) {
      const named = await nodeUnreachable(error, toPorticoError(error), parameters)
      expect(named).toBeInstanceOf(RpcUnreachableError)
      expect(named).toMatchObject({ part: 'rpc', network: 'Devnet A', cause: error })
      expect(named.message).toBe('Could not reach Devnet A. Check your connection and try again.')
    }
  })

  it('a wallet request failing without a reason while the node is down becomes RpcUnreachableError (cause kept)', async () => {
    const parameters = await overLine('eth_sendTransaction')
    await line!.cut()
    for (const failure of [new UnknownProviderError(), new ProviderRpcError(-32603, 'Internal')]) {
      const error = await nodeUnreachable({ message: 'x' }, failure, parameters)
      expect(error).toBeInstanceOf(RpcUnreachableError)
      expect(error).toMatchObject({ part: 'rpc', network: 'Devnet A', cause: failure })
    }
  })

  it('the same failure while the node answers stays the wallet’s', async () => {
    const parameters = await overLine('eth_sendTransaction')
    const failure = new UnknownProviderError()
    expect(await nodeUnreachable({ message: 'x' }, failure, parameters)).toBe(failure)
  })

  it('a failure that is not a wallet request is not blamed on the node by a probe', async () => {
    const parameters = await overLine()
    await line!.cut()
    const failure = new UnknownProviderError()
    expect(await nodeUnreachable({ message: 'x' }, failure, parameters)).toBe(failure)
  })
})
