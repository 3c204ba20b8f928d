import { expect, it } from 'vitest'
import { freshPgliteDatabase } from './pristine-pglite.js'

it('each fresh database starts empty: what one wrote is absent from the next', async () => {
  const first = await freshPgliteDatabase()
  try {
    await first.query('CREATE TABLE written_by_first (id int)')
    await first.query('INSERT INTO written_by_first VALUES (1)')
    expect(await first.query('SELECT id FROM written_by_first')).toEqual([{ id: 1 }])
  } finally {
    await first.close()
  }
  const second = await freshPgliteDatabase()
  try {
    const tables = await second.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    expect(tables).toEqual([])
    // A working cluster, not an empty shell: it runs SQL and keeps what it is given.
    await second.query('CREATE TABLE written_by_second (id int)')
    expect(await second.query('SELECT count(*)::int AS n FROM written_by_second')).toEqual([
      { n: 0 },
    ])
  } finally {
    await second.close()
  }
}, 60_000)
