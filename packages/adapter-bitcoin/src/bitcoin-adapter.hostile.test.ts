import { describe, expect, it } from 'vitest'
import { createInstance, targetWith } from './adapter-suite.test-helper.js'
import { InvalidWalletAnswerError } from './errors/invalid-wallet-answer-error.js'
import { createTestProvider } from './test-wallet.test-helper.js'

// Wallet answers are untrusted: every shape is checked where it enters.

function providerAnswering(answers: Record<string, unknown>) {
  const base = createTestProvider()
  const provider = {
    async request(method: string, params: unknown) {
      if (method in answers) return answers[method]
      return base.provider.request(method, params)
    },
  }
  return { base, provider }
}

const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })

describe('malformed wallet answers', () => {
  it('refuses a connect answer that is not a list of addresses, or not JSON-RPC', async () => {
    for (const answer of [
      ok({ addresses: 'bcrt1q…' }),
      ok({ addresses: [{ address: 42, purpose: 'payment' }] }),
      { result: {} },
      null,
    ]) {
      const { provider } = providerAnswering({ getAddresses: answer })
      const { adapter } = createInstance({ target: targetWith(provider) })
      await expect(
        adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' }),
      ).rejects.toBeInstanceOf(InvalidWalletAnswerError)
    }
  })

  it('refuses a txid that is not 64 hex characters and a PSBT that is not one', async () => {
    const { base, provider } = providerAnswering({
      sendTransfer: ok({ txid: 'not-a-txid' }),
      signPsbt: ok({ psbt: 'not-a-psbt' }),
    })
    const { adapter } = createInstance({ target: targetWith(provider) })
    await adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    await expect(
      adapter.sendTransaction({ to: base.ordinals, value: 1000n }),
    ).rejects.toBeInstanceOf(InvalidWalletAnswerError)
    await expect(
      adapter.signPsbt({
        psbt: 'cHNidP8BAAoCAAAAAAAAAAAAAA==',
        signInputs: { [base.payment]: [0] },
      }),
    ).rejects.toBeInstanceOf(InvalidWalletAnswerError)
  })

  it('ignores malformed events and keeps at most 20 registry entries', async () => {
    const wallet = createTestProvider()
    const { adapter, warnings } = createInstance({ target: targetWith(wallet.provider) })
    await adapter.connect({ connectorId: 'PorticoTest.BitcoinProvider' })
    const events: string[][] = []
    adapter.on('accountsChanged', (e) => events.push(e.accounts))
    wallet.emit('accountChange', {
      type: 'accountChange',
      addresses: [{ address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', purpose: 'payment' }],
    })
    expect(events).toEqual([])
    expect(warnings).toHaveLength(1)

    const many = {
      btc_providers: Array.from({ length: 50 }, (_, i) => ({
        id: `W${i}.BitcoinProvider`,
        name: `W${i}`,
      })),
      ...Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`W${i}`, { BitcoinProvider: wallet.provider }]),
      ),
    }
    expect(createInstance({ target: many }).adapter.getConnectors()).toHaveLength(20)
  })
})
