import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, type Database } from '#src/db/client'
import { listSecurityEvents } from '#src/modules/accounts/account-security.service'
import { verifyAuditChain } from '#src/modules/audit/audit.verify'
import { migrateTo, migrationsBefore, openEmptyDatabase, rows } from '../../../test/migrations'

/**
 * The migration that makes the audit log carries the security events kept before it over as the
 * log's first entries, chained as the application chains them: the verifier finds the chain whole
 * and the owners still see their events.
 */
const MIGRATION = '0031_audit_log'

let database: Database
let dropDb: () => Promise<void>
let beforeDir: string

beforeAll(async () => {
  ;({ database, drop: dropDb } = await openEmptyDatabase())
  beforeDir = await migrationsBefore(MIGRATION)
  await migrateTo(beforeDir, database)
})
afterAll(async () => {
  await database?.close()
  await dropDb?.()
  if (beforeDir) await rm(beforeDir, { recursive: true, force: true })
})

describe(`migration ${MIGRATION}`, () => {
  it('chains the earlier security events into the audit log, oldest first', async () => {
    const tag = randomBytes(4).toString('hex')
    const [asha, ravi] = await rows<{ id: string }>(
      sql`insert into users (name, email, role, password_hash) values
        ('Asha', ${`asha.${tag}@example.in`}, 'farmer', 'x'), ('Ravi', ${`ravi.${tag}@example.in`}, 'buyer', 'x')
        returning id`,
      database,
    )
    await database.db.execute(sql`
      insert into security_events (user_id, kind, shown_before, shown_after, previous_value, created_at, undone_at) values
        (${asha!.id}, 'email_changed', 'a•••@example.in', 'n•••@example.in', ${`asha.${tag}@example.in`}, '2026-01-02T03:04:05.678912Z', '2026-01-03T00:00:00Z'),
        (${asha!.id}, 'password_changed', null, null, 'old-hash', '2026-01-01T10:00:00.123456Z', null),
        (${ravi!.id}, 'mobile_added', null, '…45 "quoted" \\ back', null, '2026-01-05T00:00:00Z', null),
        (${asha!.id}, 'change_undone', null, null, null, '2026-01-03T00:00:00.0005Z', null)`)
    await migrateTo(MIGRATIONS_DIR, database)

    expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true, count: 4 })
    const events = await listSecurityEvents(database, asha!.id)
    expect(events.map((event) => [event.kind, event.before, event.after, event.createdAt, event.undoneAt !== null])).toEqual([
      ['change_undone', null, null, '2026-01-03T00:00:00.000Z', false],
      ['email_changed', 'a•••@example.in', 'n•••@example.in', '2026-01-02T03:04:05.678Z', true],
      ['password_changed', null, null, '2026-01-01T10:00:00.123Z', false],
    ])
    expect((await listSecurityEvents(database, ravi!.id))[0]).toMatchObject({ kind: 'mobile_added', after: '…45 "quoted" \\ back' })
  })
})
