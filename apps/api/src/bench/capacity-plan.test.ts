import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_RETENTION_DAYS,
  analyticsCostAt,
  bytesPerIndexedTransfer,
  eventsPerWalletPerDay,
  NAMES_PER_WALLET,
  requestsPerSession,
  SESSION_MIX,
  SESSIONS_PER_WALLET_PER_DAY,
  walletTables,
} from './capacity-plan.js'

const small = { eventsToday: 1_000, cost: { apiUs: 900, postgresUs: 600, chainUs: 0 } }
const large = { eventsToday: 101_000, cost: { apiUs: 1_100, postgresUs: 5_600, chainUs: 0 } }

describe('analyticsCostAt', () => {
  it('follows the line through the two measured points, beyond them too', () => {
    expect(analyticsCostAt(51_000, [small, large])).toEqual({
      apiUs: 1_000,
      postgresUs: 3_100,
      chainUs: 0,
    })
    // 1.2M events: (1.2M - 1k) / 100k of the 5,000 µs step past the first point.
    expect(analyticsCostAt(1_201_000, [small, large]).postgresUs).toBeCloseTo(600 + 12 * 5_000, 6)
  })

  it('never goes below the cheaper point for a quieter day', () => {
    expect(analyticsCostAt(0, [small, large]).postgresUs).toBe(600)
  })
})

describe('the session mix', () => {
  it('counts its requests and the events a wallet sends a day from its lines', () => {
    expect(requestsPerSession()).toBe(SESSION_MIX.reduce((sum, line) => sum + line.perSession, 0))
    const perSession = SESSION_MIX.filter((line) => line.cost === 'analytics').reduce(
      (sum, line) => sum + line.perSession,
      0,
    )
    expect(perSession).toBeGreaterThan(0)
    expect(eventsPerWalletPerDay()).toBe(perSession * SESSIONS_PER_WALLET_PER_DAY)
  })

  it("keeps a wallet's events for the retention and prices rows at the measured sizes", () => {
    const sizes = [
      { table: 'analytics_events', rows: 10, bytesPerRow: 400 },
      { table: 'names', rows: 10, bytesPerRow: 300 },
      { table: 'transfers', rows: 10, bytesPerRow: 800 },
      { table: 'history_entries', rows: 10, bytesPerRow: 1_300 },
    ]
    expect(walletTables(sizes)).toEqual([
      {
        table: 'analytics_events',
        rowsPerWallet: eventsPerWalletPerDay() * ANALYTICS_RETENTION_DAYS,
        bytesPerRow: 400,
      },
      { table: 'names', rowsPerWallet: NAMES_PER_WALLET, bytesPerRow: 300 },
    ])
    // A transfer's row and the history entries of its sender and receiver.
    expect(bytesPerIndexedTransfer(sizes)).toBe(800 + 2 * 1_300)
  })
})
