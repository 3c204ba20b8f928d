import type { Queryable } from '../db/database.js'
import { type CapacityRow, capacityFor, type RequestCost, walletsWhereFull } from './capacity.js'
import {
  analyticsCostAt,
  bytesPerIndexedTransfer,
  CAPACITY_ASSUMPTIONS,
  capacityInputs,
  DAILY_ACTIVE_WALLETS,
  eventsPerWalletPerDay,
  requestsPerSession,
  SESSION_MIX,
} from './capacity-plan.js'
import { measureRowSizes, type RowSize } from './row-size.js'

/** A measured row as the capacity table reads it: the CPU µs per request of each part. */
export interface MeasuredCost {
  endpoint: string
  serverUsPerRequest: number
  postgresUsPerRequest: number | null
  chainUsPerRequest: number | null
}

/** What `reportCapacity` printed, for bench-results/latest.json. */
export interface CapacityReport {
  rowSizes: RowSize[]
  capacity: CapacityRow[]
  fullAt: { part: CapacityRow['saturatesFirst']; fullAtWallets: number | undefined }[]
}

/**
 * Prints the capacity on paper: the session mix priced at the measured rows (`costOf` names
 * the mix's price each row measures), the bytes per row measured on `db`, the table for
 * 1k, 10k and 100k daily active wallets, where each part fills and which first. `db` is where
 * the analytics rows wrote (`projects`: the quiet and the busy project) and where rows are
 * inserted to be sized (the bench's own database).
 */
export async function reportCapacity(options: {
  rows: readonly MeasuredCost[]
  costOf: Readonly<Record<string, string>>
  db: Queryable
  projects: { small: string; busy: string }
}): Promise<CapacityReport> {
  const { rows, costOf, db, projects } = options
  const costs: Record<string, RequestCost> = {}
  for (const row of rows) {
    const key = costOf[row.endpoint]
    if (key)
      costs[key] = {
        apiUs: row.serverUsPerRequest,
        postgresUs: row.postgresUsPerRequest ?? 0,
        chainUs: row.chainUsPerRequest ?? 0,
      }
  }
  console.log(
    `\nSession mix (${requestsPerSession()} requests a session, ${CAPACITY_ASSUMPTIONS.sessionsPerWalletPerDay} sessions per wallet a day), priced at the rows above:`,
  )
  console.table(
    SESSION_MIX.map((line) => ({
      call: line.call,
      perSession: line.perSession,
      pricedAs: line.cost,
      apiUs: costs[line.cost]?.apiUs,
      postgresUs: costs[line.cost]?.postgresUs,
      chainUs: costs[line.cost]?.chainUs,
    })),
  )
  const rowSizes = await measureRowSizes(db)
  console.log(
    `Bytes per row (${rowSizes[0]?.rows ?? 0} rows inserted per table, growth of pg_total_relation_size: table, TOAST, indexes):`,
  )
  console.table(rowSizes)
  // The events each analytics row found stored (its own inserts included, counted after it).
  const stored = async (project: string) => {
    const [row] = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM analytics_events WHERE project_id = $1',
      [project],
    )
    return Number(row?.n ?? 0)
  }
  const smallCost = costs.analytics
  const busyCost = costs['analytics busy']
  if (!smallCost || !busyCost) throw new Error('no analytics row measured')
  const smallPoint = { eventsToday: await stored(projects.small), cost: smallCost }
  const busyPoint = { eventsToday: await stored(projects.busy), cost: busyCost }
  const analyticsAt = (wallets: number) =>
    analyticsCostAt(wallets * eventsPerWalletPerDay(), [smallPoint, busyPoint])
  console.log(
    `An analytics event counts its project's events of the last 24 h (the quota) before its insert: priced per row below on a line through ` +
      `${smallPoint.eventsToday.toLocaleString('en-US')} events stored (API ${smallPoint.cost.apiUs} µs, PostgreSQL ${smallPoint.cost.postgresUs} µs) and ` +
      `${busyPoint.eventsToday.toLocaleString('en-US')} (API ${busyPoint.cost.apiUs} µs, PostgreSQL ${busyPoint.cost.postgresUs} µs), at ${eventsPerWalletPerDay()} events per wallet a day`,
  )
  const inputs = capacityInputs(costs, rowSizes)
  const rowAt = (wallets: number) =>
    capacityFor(wallets, { ...inputs, costs: { ...inputs.costs, analytics: analyticsAt(wallets) } })
  const capacity = DAILY_ACTIVE_WALLETS.map(rowAt)
  const fixed = (n: number, digits: number) => Number(n.toFixed(digits))
  console.log(
    `\nCapacity on paper: peak hour ${inputs.peakHourShare * 100} % of the day, peak second ${inputs.peakSecondFactor}x that hour's average, ` +
      `${inputs.utilisation * 100} % utilisation target, ${inputs.coresPerReplica} core per replica (one event loop), ` +
      `${inputs.connectionsPerReplica} PostgreSQL connections per replica of ${inputs.postgresConnections}, ` +
      `a ${inputs.postgresCores}-core PostgreSQL server, a ${inputs.chainNodeCores}-core chain node:`,
  )
  console.table(
    capacity.map((row) => ({
      dailyActiveWallets: row.dailyActiveWallets,
      requestsPerDay: Math.round(row.requestsPerDay),
      peakRequestsPerSecond: fixed(row.peakRequestsPerSecond, 1),
      apiCores: fixed(row.apiCores, 3),
      replicas: row.replicas,
      walletsPerReplica: row.walletsPerReplica,
      postgresCores: fixed(row.postgresCores, 3),
      postgresConnections: row.postgresConnections,
      chainCores: fixed(row.chainCores, 3),
      postgresMB: fixed(row.postgresBytes / 1e6, 1),
      eventPostgresUs: Math.round(analyticsAt(row.dailyActiveWallets).postgresUs),
    })),
  )
  console.log(
    'Where each part is full, at the cost per wallet of each row (events cost more as a day holds more):',
  )
  console.table(
    capacity.map((row) => ({
      dailyActiveWallets: row.dailyActiveWallets,
      ...Object.fromEntries(
        row.parts.map((part) => [
          part.part,
          `${fixed((part.used / part.limit) * 100, 1)} % used; full at ${part.walletsAtLimit.toLocaleString('en-US')}`,
        ]),
      ),
      saturatesFirst: row.saturatesFirst,
    })),
  )
  // Where each part fills with the event's cost moving with the wallets (not a row's straight line).
  const fullAt = (capacity[0]?.parts ?? []).map((part) => ({
    part: part.part,
    fullAtWallets: walletsWhereFull(rowAt, part.part),
  }))
  for (const { part, fullAtWallets } of fullAt)
    console.log(
      `${part}: full at ${fullAtWallets === undefined ? 'more than 1e9' : fullAtWallets.toLocaleString('en-US')} daily active wallets`,
    )
  const [firstFull] = [...fullAt].sort(
    (a, b) =>
      (a.fullAtWallets ?? Number.POSITIVE_INFINITY) - (b.fullAtWallets ?? Number.POSITIVE_INFINITY),
  )
  if (firstFull)
    console.log(
      `saturates first: ${firstFull.part}, at ${firstFull.fullAtWallets?.toLocaleString('en-US') ?? 'more than 1e9'} daily active wallets`,
    )
  const perTransfer = bytesPerIndexedTransfer(rowSizes)
  console.log(
    `The indexer's tables grow with the chains, not the wallets: ${perTransfer} bytes per transfer ` +
      `(its transfers row and two history entries), ${fixed((perTransfer * 1e6) / 1e9, 2)} GB a day per million transfers a day`,
  )

  return { rowSizes, capacity, fullAt }
}
