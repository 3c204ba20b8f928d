import { describe, expect, it } from 'vitest'
import { balanceText, firstBalanceOf } from './first-balance.js'
import { formatFirstBalanceTable, median } from './first-balance-table.js'

describe('first-balance bench: reading the frames', () => {
  const frames = [
    { t: 100, status: 'disconnected', text: 'Connect Wallet' },
    { t: 900, status: 'connecting', text: 'Connecting…' },
    { t: 1_000, status: 'connected', text: '5Grw...GKutQY' },
    { t: 1_240, status: 'connected', text: '1,000,000.000 ROC5Grw...GKutQY' },
  ]

  it('takes the first connected frame and the first frame with the balance text', () => {
    expect(firstBalanceOf(frames, balanceText('ROC'))).toEqual({
      connectedAt: 1_000,
      balanceAt: 1_240,
    })
  })

  it('does not count the symbol alone (a network name) as the balance', () => {
    const named = [{ t: 1_000, status: 'connected', text: '5Grw...GKutQY ROC' }]
    expect(() => firstBalanceOf(named, balanceText('ROC'))).toThrow(/never showed the balance/)
  })

  it('throws with the frames when the button never showed connected', () => {
    expect(() => firstBalanceOf(frames.slice(0, 2), balanceText('ROC'))).toThrow(
      /never showed connected: \[/,
    )
  })
})

describe('first-balance bench: the table', () => {
  it('median of an odd and an even count', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([400, 100, 300, 200])).toBe(250)
    expect(() => median([])).toThrow(RangeError)
  })

  it('prints median, range, runs and the goal, marking a median over it', () => {
    const table = formatFirstBalanceTable([
      { label: 'EVM', goalMs: 300, runs: [120, 90, 150] },
      { label: 'Polkadot', goalMs: 1_500, runs: [4_900, 5_100, 5_020] },
    ])
    expect(table.split('\n').slice(2)).toEqual([
      '| EVM | 120 ms | 90–150 ms | 3 | ≤ 300 ms | met |',
      '| Polkadot | 5,020 ms | 4,900–5,100 ms | 3 | ≤ 1,500 ms | OVER |',
    ])
  })
})
