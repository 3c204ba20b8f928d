import { afterAll, beforeAll, expect, it } from 'vitest'
import { indexedUntil } from '../families/polkadot/polkadot-store.js'
import { syncedUntil } from '../families/solana/solana-store.js'
import { describeEachBackend, openTestDatabase } from '../test/harness.js'
import type { Database, Queryable } from './database.js'
import { migrate, migrations } from './migrations.js'

// The schema as servers made it before the family stores' and Sign in with X's tables became
// migrations 10-12: migrations 1-9, then the DDL each of them ran at start, copied here as it was
// (recorded, so a later change to the stores' or @portico/siwx's DDL cannot rewrite the "before").
const RECORDED_BEFORE_MIGRATION = 9
const RECORDED_START_DDL = [
  // The Solana source (families/solana/solana-store.ts, ensureSolanaSchema).
  `CREATE TABLE IF NOT EXISTS solana_transfers (
  chain text NOT NULL, signature text NOT NULL, idx integer NOT NULL, slot bigint NOT NULL,
  block_time bigint NOT NULL, fee_payer text NOT NULL, kind text NOT NULL, mint text,
  decimals integer NOT NULL, amount text NOT NULL, from_address text NOT NULL, to_address text NOT NULL,
  PRIMARY KEY (chain, signature, idx))`,
  'CREATE INDEX IF NOT EXISTS solana_transfers_from_idx ON solana_transfers (chain, from_address, slot DESC, signature DESC)',
  'CREATE INDEX IF NOT EXISTS solana_transfers_to_idx ON solana_transfers (chain, to_address, slot DESC, signature DESC)',
  `CREATE TABLE IF NOT EXISTS solana_indexed (
  chain text NOT NULL, signature text NOT NULL, PRIMARY KEY (chain, signature))`,
  `CREATE TABLE IF NOT EXISTS solana_sync (
  chain text NOT NULL, account text NOT NULL, newest text NOT NULL, PRIMARY KEY (chain, account))`,
  // The Polkadot source (families/polkadot/polkadot-store.ts, ensurePolkadotSchema).
  `CREATE TABLE IF NOT EXISTS polkadot_transfers (
  chain text NOT NULL, block_number bigint NOT NULL, event_index integer NOT NULL,
  group_index integer NOT NULL, block_hash text NOT NULL, extrinsic_hash text,
  block_time bigint NOT NULL, from_id text NOT NULL, to_id text NOT NULL, amount text NOT NULL,
  PRIMARY KEY (chain, block_number, event_index))`,
  'CREATE INDEX IF NOT EXISTS polkadot_transfers_from_idx ON polkadot_transfers (chain, from_id, block_number DESC, group_index DESC)',
  'CREATE INDEX IF NOT EXISTS polkadot_transfers_to_idx ON polkadot_transfers (chain, to_id, block_number DESC, group_index DESC)',
  `CREATE TABLE IF NOT EXISTS polkadot_sync (chain text PRIMARY KEY, block_number bigint NOT NULL)`,
  // Sign in with X (@portico/siwx's createPostgresStorage, from siwx/siwx-routes.ts).
  'CREATE TABLE IF NOT EXISTS siwx_nonces (nonce TEXT PRIMARY KEY, expires_at BIGINT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS siwx_nonces_expires_at ON siwx_nonces (expires_at)',
  `CREATE TABLE IF NOT EXISTS siwx_sessions (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, message TEXT NOT NULL, signature TEXT NOT NULL,
  created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS siwx_sessions_expires_at ON siwx_sessions (expires_at)',
]

/** A database as the server before migrations 10-12 left it (with its schema_migrations rows). */
async function createRecordedBefore(db: Queryable): Promise<void> {
  await db.query(
    'CREATE TABLE schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
  )
  for (const migration of migrations.filter((m) => m.id <= RECORDED_BEFORE_MIGRATION)) {
    if (!('sql' in migration)) throw new Error(`migration ${migration.id} was SQL then`)
    for (const statement of migration.sql.split(';').map((s) => s.trim()))
      if (statement) await db.query(statement)
    await db.query('INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, 1)', [
      migration.id,
      migration.name,
    ])
  }
  for (const statement of RECORDED_START_DDL) await db.query(statement)
}

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

/** Rows of each table the new migrations touch, written on the "before" schema. */
async function writeRows(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO solana_transfers VALUES ($1, 'sig1', 0, 300, 1700, 'payer', 'sol', NULL, 9, '5', 'from1', 'to1')`,
    [SOLANA],
  )
  await db.query(`INSERT INTO solana_indexed VALUES ($1, 'sig1')`, [SOLANA])
  await db.query(`INSERT INTO solana_sync VALUES ($1, 'to1', 'sig1')`, [SOLANA])
  await db.query(
    `INSERT INTO polkadot_transfers VALUES ($1, 12, 3, 1, '0xb1', '0xe1', 1700, '0xaa', '0xbb', '7')`,
    [POLKADOT],
  )
  await db.query('INSERT INTO polkadot_sync VALUES ($1, 12)', [POLKADOT])
  await db.query(`INSERT INTO siwx_nonces VALUES ('n1', 99)`)
  await db.query(`INSERT INTO siwx_sessions VALUES ('s1', 'eip155:1:0xaa', 'msg', '0xsig', 1, 99)`)
  await db.query(`INSERT INTO names VALUES ('alice.portico.id', '0xaa', 60, '{}', 1, 1)`)
}

const TABLES = [
  'solana_transfers',
  'solana_indexed',
  'solana_sync',
  'polkadot_transfers',
  'polkadot_sync',
  'siwx_nonces',
  'siwx_sessions',
  'names',
]

const contents = async (db: Queryable): Promise<Record<string, unknown[]>> =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [table, await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)]),
    ),
  )

/** Columns, indexes and constraints of the database's schema, with the schema's name left out. */
async function schemaOf(db: Queryable) {
  const columns = await db.query(
    `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = current_schema()
     ORDER BY table_name, ordinal_position`,
  )
  const indexes = await db.query(
    `SELECT tablename, indexname, replace(indexdef, current_schema() || '.', '') AS indexdef
     FROM pg_indexes WHERE schemaname = current_schema() ORDER BY tablename, indexname`,
  )
  const constraints = await db.query(
    `SELECT t.relname AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE t.relnamespace = current_schema()::regnamespace ORDER BY t.relname, c.conname`,
  )
  return { columns, indexes, constraints }
}

describeEachBackend('upgrading a $name database made before migrations 10-12', ({ name }) => {
  let upgraded: Database
  let fresh: Database
  const disposers: (() => Promise<void>)[] = []
  beforeAll(async () => {
    const before = await openTestDatabase(name)
    disposers.push(before.dispose)
    upgraded = before.db
    const empty = await openTestDatabase(name)
    disposers.push(empty.dispose)
    fresh = empty.db
  })
  afterAll(async () => {
    for (const dispose of disposers) await dispose()
  })

  it('applies 10, 11 and 12 only, and every row written before reads the same after', async () => {
    await createRecordedBefore(upgraded)
    await writeRows(upgraded)
    const written = await contents(upgraded)
    expect(Object.values(written).every((rows) => rows.length === 1)).toBe(true)
    expect(await migrate(upgraded)).toEqual([10, 11, 12])
    expect(await contents(upgraded)).toEqual(written)
    // The stores' own readers find what their sources wrote before.
    expect(await syncedUntil(upgraded, SOLANA, 'to1')).toBe('sig1')
    expect(await indexedUntil(upgraded, POLKADOT)).toBe(12)
  })

  it('ends with the columns, indexes and constraints of a freshly migrated database', async () => {
    expect(await migrate(fresh)).toEqual(migrations.map((migration) => migration.id))
    const after = await schemaOf(upgraded)
    expect(after.columns.length).toBeGreaterThan(0)
    expect(after).toEqual(await schemaOf(fresh))
  })
})
