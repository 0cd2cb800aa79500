import { aliasedTable, and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { UNRESOLVED_COMPLAINT_STATES, type ComplaintOutcome, type ComplaintState } from '@app/shared/complaints'
import type { Db } from '#src/db/client'
import {
  complaintEntries,
  complaintPhotos,
  complaints,
  orders,
  users,
  type ComplaintEntryRow,
  type ComplaintPhotoRow,
  type ComplaintRow,
} from '#src/db/schema/index'

/** The owner of complaints, their entries and photos. Orders and users are only read here. */

export interface ComplaintWithOrder {
  complaint: ComplaintRow
  order: { id: string; reference: string; buyerId: string; farmerId: string }
}

const withOrderColumns = {
  complaint: complaints,
  order: { id: orders.id, reference: orders.reference, buyerId: orders.buyerId, farmerId: orders.farmerId },
}

/** Inserts an open complaint; undefined when the order already has an unresolved one (the partial unique index decides a race). */
export async function insertComplaint(
  db: Db,
  complaint: Pick<typeof complaints.$inferInsert, 'orderId' | 'openedBy' | 'kind'>,
): Promise<ComplaintRow | undefined> {
  const [row] = await db.insert(complaints).values(complaint).onConflictDoNothing().returning()
  return row
}

/** Appends one step to the complaint's thread, timed by the clock so two steps of one transaction keep their order. */
export async function insertEntry(
  db: Db,
  entry: Pick<typeof complaintEntries.$inferInsert, 'complaintId' | 'action' | 'by' | 'actorId' | 'state' | 'text'>,
): Promise<ComplaintEntryRow> {
  const [row] = await db
    .insert(complaintEntries)
    .values({ ...entry, createdAt: sql`clock_timestamp()` })
    .returning()
  if (!row) throw new Error('complaint entry insert returned no row')
  return row
}

export async function findComplaint(db: Db, complaintId: string): Promise<ComplaintWithOrder | undefined> {
  const [row] = await db
    .select(withOrderColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, complaintId))
  return row
}

/** The complaint, locked until the transaction ends: one step of one complaint at a time. */
export async function findComplaintForUpdate(db: Db, complaintId: string): Promise<ComplaintWithOrder | undefined> {
  const [row] = await db
    .select(withOrderColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.id, complaintId))
    .for('update', { of: complaints })
  return row
}

export function findComplaintsOfOrder(db: Db, orderId: string): Promise<ComplaintWithOrder[]> {
  return db
    .select(withOrderColumns)
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .where(eq(complaints.orderId, orderId))
    .orderBy(sql`${complaints.createdAt} desc`, asc(complaints.id))
}

/** Moves a complaint: its state, and the answer deadline and outcome that go with it. */
export async function setComplaintState(
  db: Db,
  complaintId: string,
  change: { state: ComplaintState; answerBy: Date | null; outcome?: ComplaintOutcome },
): Promise<void> {
  await db
    .update(complaints)
    .set({ state: change.state, answerBy: change.answerBy, outcome: change.outcome ?? null, updatedAt: new Date() })
    .where(eq(complaints.id, complaintId))
}

/** Whether the order has a complaint not yet resolved or withdrawn. */
export async function hasUnresolvedComplaint(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.orderId, orderId), inArray(complaints.state, [...UNRESOLVED_COMPLAINT_STATES])))
    .limit(1)
  return row !== undefined
}

export interface EntryWithPhotos {
  entry: ComplaintEntryRow
  photos: ComplaintPhotoRow[]
}

/** The complaints' entries, oldest first, each with its photos, by complaint id. */
export async function findEntries(db: Db, complaintIds: readonly string[]): Promise<Map<string, EntryWithPhotos[]>> {
  const result = new Map<string, EntryWithPhotos[]>()
  if (complaintIds.length === 0) return result
  const entries = await db
    .select()
    .from(complaintEntries)
    .where(inArray(complaintEntries.complaintId, [...complaintIds]))
    .orderBy(asc(complaintEntries.createdAt), asc(complaintEntries.id))
  const photos =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(complaintPhotos)
          .where(
            inArray(
              complaintPhotos.entryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(asc(complaintPhotos.createdAt), asc(complaintPhotos.id))
  for (const entry of entries) {
    const list = result.get(entry.complaintId) ?? []
    list.push({ entry, photos: photos.filter((photo) => photo.entryId === entry.id) })
    result.set(entry.complaintId, list)
  }
  return result
}

/** The complaint's entry of `action` (its opening statement, its answer), if it has one. */
export async function findEntryOf(db: Db, complaintId: string, action: 'open' | 'answer'): Promise<ComplaintEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(complaintEntries)
    .where(and(eq(complaintEntries.complaintId, complaintId), eq(complaintEntries.action, action)))
    .limit(1)
  return row
}

export async function countPhotosOf(db: Db, entryId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(complaintPhotos).where(eq(complaintPhotos.entryId, entryId))
  return row?.count ?? 0
}

export async function insertPhoto(db: Db, photo: { entryId: string; key: string; bytes: number }): Promise<ComplaintPhotoRow> {
  const [row] = await db.insert(complaintPhotos).values(photo).returning()
  if (!row) throw new Error('complaint photo insert returned no row')
  return row
}

/** A photo of the complaint, undefined when the id is not one of its photos. */
export async function findPhoto(db: Db, complaintId: string, photoId: string): Promise<ComplaintPhotoRow | undefined> {
  const [row] = await db
    .select({ photo: complaintPhotos })
    .from(complaintPhotos)
    .innerJoin(complaintEntries, eq(complaintEntries.id, complaintPhotos.entryId))
    .where(and(eq(complaintPhotos.id, photoId), eq(complaintEntries.complaintId, complaintId)))
  return row?.photo
}

export async function findEntry(db: Db, entryId: string): Promise<ComplaintEntryRow | undefined> {
  const [row] = await db.select().from(complaintEntries).where(eq(complaintEntries.id, entryId))
  return row
}

const queueBuyers = aliasedTable(users, 'queue_buyers')
const queueFarmers = aliasedTable(users, 'queue_farmers')

/** The operator's queue: unresolved complaints (or all), oldest first, with the order's reference and both names. */
export function findQueue(db: Db, show: 'unresolved' | 'all', limit: number) {
  return db
    .select({
      complaint: complaints,
      orderReference: orders.reference,
      buyerName: queueBuyers.name,
      farmerName: queueFarmers.name,
    })
    .from(complaints)
    .innerJoin(orders, eq(orders.id, complaints.orderId))
    .innerJoin(queueBuyers, eq(queueBuyers.id, orders.buyerId))
    .innerJoin(queueFarmers, eq(queueFarmers.id, orders.farmerId))
    .where(show === 'unresolved' ? inArray(complaints.state, [...UNRESOLVED_COMPLAINT_STATES]) : undefined)
    .orderBy(asc(complaints.createdAt), asc(complaints.id))
    .limit(limit)
}
