import { describe, expect, it } from 'vitest'
import type { AppKit } from '../app-kit/app-kit-types.js'
import { untilSnapshot } from '../app-kit/kit.test-helper.js'
import {
  connectAll,
  DOT_BOB,
  type Family,
  familiesKit,
} from '../app-kit/multi-family.test-helper.js'
import { mainnet } from '../networks/evm-networks.js'
import { polkadot } from '../networks/polkadot-networks.js'
import { sendReadiness } from './send-rules.js'

/** 1 DOT (10 decimals) and a fee of 0.015 DOT, as a Polkadot node would answer. */
const DEPOSIT = 10_000_000_000n
const FEE = 150_000_000n

/** A kit connected in `family` with 10 of the native coin; the Send view open and its flow run. */
async function sendIn(family: Family, existentialDeposit?: bigint) {
  const { kit } = familiesKit(
    {
      [family]: {
        balance: '10',
        fee: FEE,
        ...(existentialDeposit !== undefined ? { existentialDeposit } : {}),
      },
    },
    {},
    [family],
  )
  await kit.ready
  await connectAll(kit, [family])
  await kit.preload()
  kit.open({ view: 'WalletSend' })
  return kit
}

/** The Send form's readiness for `amount` of the draft's token, as the view asks for it. */
function readiness(kit: AppKit, amount: string) {
  const draft = kit.getSnapshot().sendDraft
  return sendReadiness({ draft, account: kit.getAccount(), token: draft.token, amount })
}

describe('send flow: the existential deposit (families whose adapter reads one)', () => {
  it('reads the deposit and flags a send leaving less; one emptying the account or leaving enough is not', async () => {
    const kit = await sendIn('polkadot', DEPOSIT)
    await kit.setSendReceiver(DOT_BOB)
    await untilSnapshot(
      kit,
      (s) =>
        s.sendDraft.existentialDeposit !== undefined &&
        s.sendDraft.tokenDecimals.status === 'ready' &&
        s.sendDraft.networkFee.status === 'estimated',
    )
    expect(kit.getSnapshot().sendDraft.existentialDeposit).toBe(DEPOSIT)
    expect(kit.getSnapshot().sendDraft.token?.symbol).toBe('DOT')
    // 10 - 9.5 - 0.015 leaves 0.485 DOT: the chain would reap the account.
    expect(readiness(kit, '9.5')).toMatchObject({ dust: DEPOSIT, ready: true })
    // The fee counts: 8.99 alone leaves 1.01, with the fee 0.995.
    expect(readiness(kit, '8.99').dust).toBe(DEPOSIT)
    // Everything but the fee: nothing is left, nothing is lost.
    expect(readiness(kit, '9.985').dust).toBeUndefined()
    expect(readiness(kit, '8').dust).toBeUndefined()
    expect(readiness(kit, '').dust).toBeUndefined()
  })

  it('a family whose adapter reads no deposit never flags a send', async () => {
    const kit = await sendIn('polkadot')
    await kit.setSendReceiver(DOT_BOB)
    await untilSnapshot(kit, (s) => s.sendDraft.networkFee.status === 'estimated')
    expect(kit.getSnapshot().sendDraft.existentialDeposit).toBeUndefined()
    expect(readiness(kit, '9.5').dust).toBeUndefined()
  })

  it('another network holds no deposit read for the one before, and coming back reads it again', async () => {
    const { kit } = familiesKit({ polkadot: { existentialDeposit: DEPOSIT } }, {}, [
      'eip155',
      'polkadot',
    ])
    await kit.ready
    await connectAll(kit, ['eip155', 'polkadot'])
    await kit.preload()
    kit.open({ view: 'WalletSend' })
    await untilSnapshot(kit, (s) => s.sendDraft.existentialDeposit === DEPOSIT)
    await kit.switchNetwork(mainnet)
    expect(kit.getSnapshot().activeNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId)
    // The flow has run on mainnet once its draft has a token again (the draft was reset).
    await untilSnapshot(kit, (s) => s.sendDraft.tokenDecimals.status === 'ready')
    expect(kit.getSnapshot().sendDraft.existentialDeposit).toBeUndefined()
    await kit.switchNetwork(polkadot)
    await untilSnapshot(kit, (s) => s.sendDraft.existentialDeposit === DEPOSIT)
  })
})
