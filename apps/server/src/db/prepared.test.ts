import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Database } from '#src/db/client'
import { preparedStatement } from '#src/db/prepared'
import { users } from '#src/db/schema/index'
import { useOpenTestDatabase } from '../../test/test-database'

const openDatabase = useOpenTestDatabase()

const nameOf = preparedStatement('test_user_name', (db) =>
  db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, sql.placeholder('email'))),
)

async function insertUser(db: Database['db'], email: string, name: string) {
  await db.insert(users).values({ email, name, role: 'buyer', passwordHash: 'not-a-hash' })
}

describe('preparedStatement', () => {
  it('runs with each call’s values on the database', async () => {
    const database = openDatabase()
    await insertUser(database.db, 'asha@example.test', 'Asha')
    await insertUser(database.db, 'ravi@example.test', 'Ravi')
    expect(await nameOf(database.db, { email: 'asha@example.test' })).toEqual([{ name: 'Asha' }])
    expect(await nameOf(database.db, { email: 'ravi@example.test' })).toEqual([{ name: 'Ravi' }])
    expect(await nameOf(database.db, { email: 'nobody@example.test' })).toEqual([])
  })

  it('runs inside a transaction on its connection: it sees what the transaction wrote and has not committed', async () => {
    const database = openDatabase()
    let inside: unknown[] = []
    await expect(
      database.db.transaction(async (tx) => {
        await insertUser(tx, 'meena@example.test', 'Meena')
        inside = await nameOf(tx, { email: 'meena@example.test' })
        tx.rollback()
      }),
    ).rejects.toThrow('Rollback')
    expect(inside).toEqual([{ name: 'Meena' }])
    // Asked again after the rollback, on the database and in a new transaction, it finds nothing.
    expect(await nameOf(database.db, { email: 'meena@example.test' })).toEqual([])
    const again = await database.db.transaction(async (tx) => {
      await insertUser(tx, 'meena@example.test', 'Meena')
      return nameOf(tx, { email: 'meena@example.test' })
    })
    expect(again).toEqual([{ name: 'Meena' }])
  })
})
