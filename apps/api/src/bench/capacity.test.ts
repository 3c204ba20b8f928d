import { describe, expect, it } from 'vitest'
import {
  type CapacityInputs,
  capacityFor,
  requestsPerCoreSecond,
  walletsWhereFull,
} from './capacity.js'

// Fixed inputs: two kinds of request, a mix of 3 calls per session.
const inputs: CapacityInputs = {
  costs: {
    hit: { apiUs: 40, postgresUs: 0, chainUs: 0 },
    page: { apiUs: 600, postgresUs: 300, chainUs: 0 },
    rpc: { apiUs: 400, postgresUs: 0, chainUs: 200 },
  },
  mix: [
    { call: 'directory', perSession: 2, cost: 'hit' },
    { call: 'history', perSession: 1, cost: 'page' },
    { call: 'rpc', perSession: 5, cost: 'rpc' },
  ],
  sessionsPerWalletPerDay: 2,
  peakHourShare: 0.1,
  peakSecondFactor: 3,
  utilisation: 0.5,
  coresPerReplica: 1,
  connectionsPerReplica: 10,
  postgresConnections: 95,
  postgresCores: 4,
  chainNodeCores: 2,
  tables: [
    { table: 'a', rowsPerWallet: 10, bytesPerRow: 200 },
    { table: 'b', rowsPerWallet: 0.5, bytesPerRow: 1000 },
  ],
}

describe('capacityFor', () => {
  it('turns the mix and the CPU per request into peak req/s, cores and replicas', () => {
    const row = capacityFor(100_000, inputs)
    const sessions = 100_000 * 2
    const perSession = 2 + 1 + 5
    expect(row.requestsPerDay).toBe(sessions * perSession)
    const peakSessions = ((sessions * 0.1) / 3600) * 3
    expect(row.peakRequestsPerSecond).toBeCloseTo(peakSessions * perSession, 9)
    const apiUs = 2 * 40 + 600 + 5 * 400
    expect(row.apiCores).toBeCloseTo((peakSessions * apiUs) / 1e6, 9)
    expect(row.postgresCores).toBeCloseTo((peakSessions * 300) / 1e6, 9)
    expect(row.chainCores).toBeCloseTo((peakSessions * 5 * 200) / 1e6, 9)
    // Replicas: the API cores at the utilisation target, rounded up to whole replicas.
    expect(row.replicas).toBe(Math.ceil(row.apiCores / 0.5))
    expect(row.postgresConnections).toBe(row.replicas * 10)
    expect(row.postgresBytes).toBe(100_000 * (10 * 200 + 0.5 * 1000))
  })

  it('scales linearly with the wallets, and never asks for fewer than one replica', () => {
    const small = capacityFor(1_000, inputs)
    const large = capacityFor(10_000, inputs)
    expect(large.apiCores).toBeCloseTo(small.apiCores * 10, 9)
    expect(large.postgresBytes).toBe(small.postgresBytes * 10)
    expect(small.replicas).toBe(1)
    expect(capacityFor(0, inputs).replicas).toBe(1)
    // One replica's wallets do not depend on how many wallets the row is for.
    expect(large.walletsPerReplica).toBe(small.walletsPerReplica)
  })

  it('names the part that is full at the fewest wallets', () => {
    const row = capacityFor(10_000, inputs)
    const perWallet = (used: number) => used / 10_000
    const replicasWallets = Math.floor((9 * 0.5) / perWallet(row.apiCores))
    const postgresWallets = Math.floor((4 * 0.5) / perWallet(row.postgresCores))
    const chainWallets = Math.floor((2 * 0.5) / perWallet(row.chainCores))
    const byPart = Object.fromEntries(row.parts.map((part) => [part.part, part.walletsAtLimit]))
    expect(byPart['API replicas (PostgreSQL connections)']).toBe(replicasWallets)
    expect(byPart['PostgreSQL CPU']).toBe(postgresWallets)
    expect(byPart['chain node CPU']).toBe(chainWallets)
    const lowest = Math.min(replicasWallets, postgresWallets, chainWallets)
    expect(row.parts.find((part) => part.part === row.saturatesFirst)?.walletsAtLimit).toBe(lowest)
    // A one-core database serving costlier pages is full first.
    const slowDatabase = capacityFor(10_000, {
      ...inputs,
      postgresCores: 1,
      costs: { ...inputs.costs, page: { apiUs: 600, postgresUs: 5_000, chainUs: 0 } },
    })
    expect(slowDatabase.saturatesFirst).toBe('PostgreSQL CPU')
  })

  it('refuses a mix line priced at a cost it was not given', () => {
    expect(() =>
      capacityFor(1, { ...inputs, mix: [{ call: 'nfts', perSession: 1, cost: 'missing' }] }),
    ).toThrow('no measured cost "missing" for nfts')
  })
})

describe('walletsWhereFull', () => {
  it('finds where a part fills at a fixed cost per wallet, as the linear figure says', () => {
    const linear = capacityFor(10_000, inputs).parts.find((part) => part.part === 'PostgreSQL CPU')
    const found = walletsWhereFull((wallets) => capacityFor(wallets, inputs), 'PostgreSQL CPU')
    // The linear figure rounds down to the last wallet not over the limit; the search gives the first at it.
    expect(found).toBeGreaterThanOrEqual(linear?.walletsAtLimit ?? Number.NaN)
    expect(found).toBeLessThanOrEqual((linear?.walletsAtLimit ?? Number.NaN) + 1)
  })

  it('finds it sooner when each wallet costs more as there are more of them', () => {
    // The page's PostgreSQL cost grows with the wallets: 300 µs plus 1 µs per 100 wallets.
    const growing = (wallets: number) =>
      capacityFor(wallets, {
        ...inputs,
        costs: {
          ...inputs.costs,
          page: { apiUs: 600, postgresUs: 300 + wallets / 100, chainUs: 0 },
        },
      })
    const found = walletsWhereFull(growing, 'PostgreSQL CPU') ?? Number.NaN
    const fixed = walletsWhereFull((wallets) => capacityFor(wallets, inputs), 'PostgreSQL CPU')
    expect(found).toBeLessThan(fixed ?? 0)
    // At the wallets found the part is full, one wallet fewer it is not.
    const load = (wallets: number) =>
      growing(wallets).parts.find((part) => part.part === 'PostgreSQL CPU') ?? { used: 0, limit: 1 }
    expect(load(found).used).toBeGreaterThanOrEqual(load(found).limit)
    expect(load(found - 1).used).toBeLessThan(load(found - 1).limit)
  })

  it('says so when the part is not full within the bound', () => {
    expect(walletsWhereFull((wallets) => capacityFor(wallets, inputs), 'PostgreSQL CPU', 10)).toBe(
      undefined,
    )
  })
})

describe('requestsPerCoreSecond', () => {
  it('is one over the CPU seconds per request', () => {
    expect(requestsPerCoreSecond(500)).toBe(2_000)
    expect(requestsPerCoreSecond(40)).toBe(25_000)
  })
})
