import { eq } from 'drizzle-orm'
import type { Db } from '#src/db/client'
import { contactMessages, type ContactMessageRow } from '#src/db/schema/index'

export async function insertContactMessage(db: Db, values: { name: string; email: string; message: string }): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning()
  if (!row) throw new Error('insert into contact_messages returned no row')
  return row
}

export async function markContactMessageMailed(db: Db, id: string): Promise<void> {
  await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id))
}
