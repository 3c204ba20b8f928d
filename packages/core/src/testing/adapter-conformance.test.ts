import { describe, expect, it } from 'vitest'
import { conformanceCases, runAdapterConformance } from './adapter-conformance.js'
import { AdapterConformanceError } from './conformance-checks.js'
import type { AdapterConformanceFixture, ConformanceRunner } from './conformance-fixture.js'
import { withConformanceCase } from './conformance-kit.js'
import {
  createToyWallet,
  type ToyFault,
  type ToyWallet,
  toyAdapter,
  toyConformanceWallet,
  toyNetworks,
} from './conformance-toy.test-helper.js'

const page: { wallet?: ToyWallet } = {}

function fixture(runner: ConformanceRunner): AdapterConformanceFixture {
  return {
    runner,
    networks: () => toyNetworks,
    async wallet() {
      page.wallet = createToyWallet()
      return toyConformanceWallet(page.wallet)
    },
    caseTimeout: 10_000,
  }
}

// The suite as a family runs it: a toy adapter on core's adapter kit passes every case.
runAdapterConformance(toyAdapter(page), fixture({ describe, it }))

/** Runs one case of the suite against the toy adapter with `fault`, and gives its failure. */
async function failureOf(title: string, fault: ToyFault): Promise<unknown> {
  const body = conformanceCases.find(([name]) => name === title)?.[1]
  if (!body) throw new Error(`no case "${title}"`)
  return withConformanceCase(toyAdapter(page, [fault]), fixture({ describe, it }), body).then(
    () => 'passed',
    (error: unknown) => error,
  )
}

describe('each conformance case fails for an adapter that breaks its rule', () => {
  const broken: [title: string, fault: ToyFault, failure: RegExp][] = [
    [
      'one definition serves two kits independently',
      'one-instance-for-all-kits',
      /one definition gave two kits the same instance/,
    ],
    [
      'destroy() releases every listener, timer, socket and subscription',
      'destroy-forgets-the-wallet-listener',
      /destroy\(\) left open: listeners 1/,
    ],
    [
      'a user rejection is UserRejectedRequestError',
      'raw-wallet-rejection',
      /gave Error: User rejected, not core's UserRejectedRequestError/,
    ],
    [
      "a wallet that never answers fails with WalletRequestTimeoutError, on the kit's clock",
      'timer-outside-the-kit-clock',
      /set no 300000 ms timer on the kit's clock/,
    ],
    [
      'a throwing listener does not stop the others and is reported',
      'emitter-without-isolation',
      /a throwing listener reached the wallet/,
    ],
    [
      'connect, accountsChanged, chainChanged and disconnect round-trip the state',
      'disconnect-keeps-listening',
      /after disconnect\(\) the wallet still reached the listeners/,
    ],
    [
      'malformed wallet values are refused with a warning',
      'takes-malformed-accounts',
      /a malformed wallet event was taken without a warning/,
    ],
  ]

  it('every case has its broken adapter', () => {
    expect(broken.map(([title]) => title)).toEqual(conformanceCases.map(([title]) => title))
  })

  for (const [title, fault, failure] of broken)
    it(`${title}: caught with ${fault}`, async () => {
      const error = await failureOf(title, fault)
      expect(error).toBeInstanceOf(AdapterConformanceError)
      expect((error as Error).message).toMatch(failure)
    }, 15_000)
})
