import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'
import { createPostgresDatabase, type Database, type Queryable } from '../db/database.js'
import { migrate } from '../db/migrations.js'

// Most suites start a server over a new database, and the server migrates first: a dozen steps
// of DDL, 1–2 s on a loaded machine, once per suite and backend. PostgreSQL copies a database
// from a template in a fraction of that (CREATE DATABASE … TEMPLATE), so the run migrates one
// template database and every suite that wants a migrated database gets a copy of it. The
// template is named for the migrations' SQL: a change to any of them makes a new one, and a
// later run with the same migrations reuses it.

/** The schema the migrations run in, inside the template and so inside every copy. */
const SCHEMA = 'portico_test'
/** Taken while a template is made: the other worker waits, then finds it made. */
const TEMPLATE_LOCK = 'portico-test-template'

/** Every statement `migrate` runs on a new database, recorded without one. */
async function migrationStatements(): Promise<string[]> {
  const statements: string[] = []
  const recorder: Queryable = {
    async query<Row>(sql: string): Promise<Row[]> {
      statements.push(sql)
      return []
    },
  }
  const unused = async () => {
    throw new Error('migrate only runs statements here')
  }
  await migrate({
    kind: 'postgres',
    ...recorder,
    transaction: (fn) => fn(recorder),
    tryLock: unused,
    lockHolder: unused,
    close: async () => undefined,
  })
  return statements
}

/** The URL of `database` on the server `url` names. */
function urlOf(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Makes the template database when the server has none for these migrations; resolves its name. */
async function makeTemplate(url: string): Promise<string> {
  const hash = createHash('sha256')
  for (const statement of await migrationStatements()) hash.update(statement).update('\0')
  const name = `portico_template_${hash.digest('hex').slice(0, 16)}`
  await withClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [TEMPLATE_LOCK])
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      if (found.rowCount) return
      // Made under another name and renamed once migrated and closed: a run stopped half-way
      // leaves no template that looks whole.
      const building = `${name}_building`
      await client.query(`DROP DATABASE IF EXISTS ${building}`)
      await client.query(`CREATE DATABASE ${building}`)
      const db = await createPostgresDatabase({
        connectionString: urlOf(url, building),
        schema: SCHEMA,
      })
      try {
        await migrate(db)
      } finally {
        await db.close()
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [TEMPLATE_LOCK])
    }
  })
  return name
}

const templates = new Map<string, Promise<string>>()

function templateOn(url: string): Promise<string> {
  let template = templates.get(url)
  if (!template) {
    template = makeTemplate(url).catch((error: unknown) => {
      templates.delete(url)
      throw error
    })
    templates.set(url, template)
  }
  return template
}

/** A migrated PostgreSQL database of the test's own, a copy of the run's template. */
export async function openMigratedPostgresDatabase(url: string): Promise<{
  db: Database
  /** Opens another connection pool to the same database (a second replica). */
  reopen(): Promise<Database>
  dispose(): Promise<void>
}> {
  const template = await templateOn(url)
  const name = `portico_test_${randomBytes(6).toString('hex')}`
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  const opened: Database[] = []
  const open = async () => {
    const db = await createPostgresDatabase({ connectionString: urlOf(url, name), schema: SCHEMA })
    opened.push(db)
    return db
  }
  const db = await open()
  return {
    db,
    reopen: open,
    async dispose() {
      for (const each of opened) await each.close()
      await withClient(url, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      )
    },
  }
}
