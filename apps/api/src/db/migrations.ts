import { migrateSiwxTables } from '@portico/siwx/server'
import {
  AUTH_FARCASTER_MIGRATION_SQL,
  AUTH_LOGIN_METHOD_MIGRATION_SQL,
  AUTH_MIGRATION_SQL,
} from '../auth/auth-migration.js'
import { AUTH_DEVICE_KEYS_MIGRATION_SQL } from '../auth/email/device-login-migration.js'
import { AUTH_SOCIAL_MIGRATION_SQL } from '../auth/social/social-migration.js'
import {
  HISTORY_ENTRIES_TABLE_SQL,
  upsertHistoryEntriesSql,
} from '../families/evm/history-entries.js'
import { POLKADOT_STORE_MIGRATION_SQL } from '../families/polkadot/polkadot-store.js'
import { SOLANA_STORE_MIGRATION_SQL } from '../families/solana/solana-store.js'
import type { Database, Queryable } from './database.js'

/**
 * One step of the schema: SQL statements (split on `;`), or `run` for a step whose DDL has its
 * home in a library the server uses (it gets the migration's transaction).
 */
export type Migration =
  | { id: number; name: string; sql: string }
  | { id: number; name: string; run: (tx: Queryable) => Promise<void> }

/**
 * Migrations, in order, in the one SQL dialect both PGlite and PostgreSQL run. Applied once
 * each, under an advisory lock so replicas starting together do not race.
 */
export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'initial',
    sql: `
CREATE TABLE indexer_cursor (
  chain_id bigint PRIMARY KEY,
  next_block bigint NOT NULL
);
CREATE TABLE tokens (
  chain_id bigint NOT NULL,
  address text NOT NULL,
  standard text NOT NULL,
  name text,
  symbol text,
  decimals integer,
  PRIMARY KEY (chain_id, address)
);
CREATE TABLE transfers (
  chain_id bigint NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  block_time bigint NOT NULL,
  tx_index integer NOT NULL,
  tx_from text NOT NULL,
  tx_to text,
  tx_nonce bigint NOT NULL,
  status text NOT NULL,
  kind text NOT NULL,
  token text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount text NOT NULL,
  token_id text,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX transfers_from_idx ON transfers (from_address, block_time DESC, chain_id, block_number, tx_index);
CREATE INDEX transfers_to_idx ON transfers (to_address, block_time DESC, chain_id, block_number, tx_index);
CREATE TABLE names (
  name text PRIMARY KEY,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  registered_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX names_address_idx ON names (address);
CREATE TABLE sessions (
  pci text PRIMARY KEY,
  caip_address text NOT NULL,
  expiry bigint NOT NULL,
  permissions jsonb NOT NULL,
  created_at bigint NOT NULL,
  revoked_at bigint
);
CREATE INDEX sessions_address_idx ON sessions (caip_address);
CREATE TABLE analytics_events (
  event_id text PRIMARY KEY,
  project_id text NOT NULL,
  sdk_type text NOT NULL,
  sdk_version text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  event_time bigint NOT NULL,
  event text NOT NULL,
  type text NOT NULL,
  properties jsonb,
  address text,
  received_at bigint NOT NULL
);
`,
  },
  {
    id: 2,
    name: 'hardening',
    sql: `
ALTER TABLE tokens ADD COLUMN usable boolean NOT NULL DEFAULT true;
UPDATE tokens SET usable = false
  WHERE standard = 'erc20' AND (decimals IS NULL OR decimals < 0 OR decimals > 77 OR symbol IS NULL OR symbol = '');
CREATE INDEX transfers_nft_idx ON transfers (chain_id, token, token_id);
ALTER TABLE sessions DROP CONSTRAINT sessions_pkey;
ALTER TABLE sessions ADD PRIMARY KEY (caip_address, pci);
CREATE TABLE used_nonces (
  scope text NOT NULL,
  account text NOT NULL,
  nonce text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (scope, account, nonce)
);
CREATE INDEX used_nonces_expiry_idx ON used_nonces (expires_at);
CREATE INDEX analytics_project_time_idx ON analytics_events (project_id, received_at);
CREATE INDEX analytics_received_idx ON analytics_events (received_at)
`,
  },
  {
    id: 3,
    name: 'onramp-sandbox',
    // A sandbox checkout session pays once, whichever replica serves the "Pay".
    sql: `
CREATE TABLE onramp_sandbox_payments (
  session_id text PRIMARY KEY,
  address text NOT NULL,
  chain_id bigint NOT NULL,
  amount_wei text NOT NULL,
  tx_hash text,
  paid_at bigint NOT NULL
)
`,
  },
  // Email login for the embedded wallet frame (src/auth/).
  { id: 4, name: 'auth', sql: AUTH_MIGRATION_SQL },
  // Social logins (src/auth/social/social-login.ts).
  { id: 5, name: 'auth-social', sql: AUTH_SOCIAL_MIGRATION_SQL },
  // Sign In With Farcaster (src/auth/farcaster/farcaster-login.ts); id 5 is the social logins'.
  { id: 6, name: 'auth-farcaster', sql: AUTH_FARCASTER_MIGRATION_SQL },
  // The history page's table (src/families/evm/history-entries.ts), back-filled from the transfers.
  {
    id: 7,
    name: 'history-entries',
    sql: `${HISTORY_ENTRIES_TABLE_SQL};\n${upsertHistoryEntriesSql('true')}`,
  },
  // Sessions record their login method; social results bind to the browser (src/auth/).
  { id: 8, name: 'auth-login-method', sql: AUTH_LOGIN_METHOD_MIGRATION_SQL },
  // Approved devices' login keys: a returning device connects without a code (src/auth/email/device-login.ts).
  { id: 9, name: 'auth-device-keys', sql: AUTH_DEVICE_KEYS_MIGRATION_SQL },
  // The family stores' tables (src/families/*/\*-store.ts), which their sources created at start
  // before these; IF NOT EXISTS keeps such a database's tables and rows.
  { id: 10, name: 'solana-store', sql: SOLANA_STORE_MIGRATION_SQL },
  { id: 11, name: 'polkadot-store', sql: POLKADOT_STORE_MIGRATION_SQL },
  // Sign in with X's nonces and sessions (src/siwx/): @portico/siwx's own DDL (IF NOT EXISTS,
  // the tables its storage made at start before this), so `portico-api migrate` makes them too.
  {
    id: 12,
    name: 'siwx',
    run: (tx) =>
      migrateSiwxTables({ query: async (sql, params) => ({ rows: await tx.query(sql, params) }) }),
  },
]

const MIGRATION_LOCK = 748_211_903

/**
 * The ids of the migrations this code has that the database has not applied (all of them on a
 * database never migrated). Reads only.
 */
export async function pendingMigrations(db: Database): Promise<number[]> {
  const [table] = await db.query<{ name: string | null }>(
    "SELECT to_regclass('schema_migrations')::text AS name",
  )
  if (!table?.name) return migrations.map((migration) => migration.id)
  const done = new Set(
    (await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) =>
      Number(row.id),
    ),
  )
  return migrations.flatMap((migration) => (done.has(migration.id) ? [] : [migration.id]))
}

/** Applies the migrations not yet applied; safe to call from several replicas at once. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
    )
    const done = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM schema_migrations')).map((row) =>
        Number(row.id),
      ),
    )
    const applied: number[] = []
    for (const migration of migrations) {
      if (done.has(migration.id)) continue
      if ('run' in migration) await migration.run(tx)
      else
        for (const statement of migration.sql.split(';').map((s) => s.trim())) {
          if (statement) await tx.query(statement)
        }
      await tx.query('INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, $3)', [
        migration.id,
        migration.name,
        Date.now(),
      ])
      applied.push(migration.id)
    }
    return applied
  })
}
