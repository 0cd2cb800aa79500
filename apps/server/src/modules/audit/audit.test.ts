import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SERVER_ROOT } from '#src/config'
import { openPglite, type Db } from '#src/db/client'
import { auditLog } from '#src/db/schema/index'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import '../../../test/provided-context'
import { GENESIS_HASH, recordAudit, SYSTEM_ACTOR } from './audit.repository'
import { describeChainCheck, verifyAuditChain } from './audit.verify'

/**
 * The audit log is one hash chain that only grows: entries written together still form one
 * chain, the database refuses to change or remove one, and an entry edited by someone who can
 * switch the refusal off is found by the verifier.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

const entry = (n: number) => ({
  ...SYSTEM_ACTOR,
  action: 'operator.notice_sent' as const,
  targetType: 'test',
  targetId: String(n),
  details: { n },
})

/** drizzle wraps the database's error: the refusal is its cause. */
function refusedAsAppendOnly(err: unknown): boolean {
  return /audit_log is append-only/.test(String((err as { cause?: Error }).cause?.message))
}

async function allEntries() {
  return t.app.db.select().from(auditLog).orderBy(auditLog.id)
}

describe('the audit chain', () => {
  it('chains each entry to the one before it', async () => {
    const before = (await allEntries()).at(-1)?.hash ?? GENESIS_HASH
    const first = await recordAudit(t.app.db, entry(1))
    const second = await t.app.db.transaction((tx) =>
      recordAudit(tx, { ...entry(2), reason: 'Fake certificate', details: { b: 1, a: [1, 'x'] } }),
    )
    expect(first.prevHash).toBe(before)
    expect(second.prevHash).toBe(first.hash)
    expect(second.hash).not.toBe(first.hash)
    expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true, lastHash: second.hash })
  })

  it('is not written when the transaction that records it rolls back', async () => {
    const count = (await allEntries()).length
    await expect(
      t.app.db.transaction(async (tx) => {
        await recordAudit(tx, entry(3))
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await allEntries()).toHaveLength(count)
  })

  it('keeps one chain when many transactions write at once', async () => {
    const count = (await allEntries()).length
    await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        t.app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`)
          await recordAudit(tx, entry(100 + n))
        }),
      ),
    )
    const rows = await allEntries()
    expect(rows).toHaveLength(count + 24)
    expect(new Set(rows.map((row) => row.prevHash)).size).toBe(rows.length)
    expect(await verifyAuditChain(t.app.db)).toMatchObject({ ok: true, count: rows.length })
  })

  it('refuses to change or remove an entry, in the database itself', async () => {
    const [row] = await allEntries()
    await expect(t.app.db.execute(sql`update audit_log set reason = 'nothing happened' where id = ${row!.id}`)).rejects.toSatisfy(
      refusedAsAppendOnly,
    )
    await expect(t.app.db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toSatisfy(refusedAsAppendOnly)
    await expect(t.app.db.execute(sql`truncate audit_log`)).rejects.toSatisfy(refusedAsAppendOnly)
    expect((await allEntries())[0]).toEqual(row)
  })

  it('is found broken at the entry someone edited with the refusal switched off', async () => {
    const rows = await allEntries()
    const edited = rows[2]!
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
      await tx.execute(sql`update audit_log set details = '{"n": 999}'::jsonb where id = ${edited.id}`)
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
    })
    expect(await verifyAuditChain(t.app.db)).toEqual({ ok: false, count: 2, brokenId: edited.id, problem: 'hash' })
  })
})

/** `npm run audit:verify` on a database: its exit code and what it printed. */
async function runVerify(database: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<{ code: number; out: string }> {
  const script = path.join(SERVER_ROOT, 'scripts/audit-verify.ts')
  const env = { ...process.env, ...database }
  if (!database.DATABASE_URL) delete env.DATABASE_URL
  try {
    const { stdout } = await promisify(execFile)('npx', ['tsx', script], { cwd: SERVER_ROOT, env })
    return { code: 0, out: stdout }
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

/** Changes an entry's reason the way someone with the table's keys could: the refusal switched off around it. */
async function editByHand(db: Db, id: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
    await tx.execute(sql`update audit_log set reason = 'nothing to see' where id = ${id}`)
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
  })
}

describe('npm run audit:verify', () => {
  it('says OK with the count on a whole chain, and names the entry edited by hand', { timeout: 120_000 }, async () => {
    // The command opens the configured database: this file's PostgreSQL database, or an embedded
    // one on disk (the tests' own PGlite lives in memory, where another process cannot reach it).
    if (t.kind === 'postgres') {
      await editByHand(t.app.db, (await allEntries()).at(-1)!.id)
      const broken = await runVerify({ DATABASE_URL: t.config.databaseUrl! })
      expect(broken.code, broken.out).toBe(1)
      // The first break: the newest entry, or one an earlier test edited.
      expect(broken.out.trim()).toBe(describeChainCheck(await verifyAuditChain(t.app.db)))
      return
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kisansetu-audit-'))
    try {
      // The migrated template of this run, written out to disk.
      const database = await openPglite({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: new Blob([await readFile(inject('pgliteDumpPath'))]),
      })
      const rows = []
      for (let n = 0; n < 3; n += 1) rows.push(await recordAudit(database.db, entry(n)))
      await database.close()
      const env = { DATA_DIR: dataDir }
      const whole = await runVerify(env)
      expect(whole.code, whole.out).toBe(0)
      expect(whole.out).toContain(`OK: 3 audit log entries, chain whole; last hash ${rows[2]!.hash}`)

      const again = await openPglite({ dataDir: path.join(dataDir, 'db') })
      await editByHand(again.db, rows[1]!.id)
      await again.close()
      const broken = await runVerify(env)
      expect(broken.code, broken.out).toBe(1)
      expect(broken.out).toContain(
        `BROKEN at audit log entry ${rows[1]!.id}: its content does not match its hash (edited); 1 entries before it are whole`,
      )
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
