import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInIndia } from '@app/shared/buyer-requests'
import { msg } from '@app/shared/messages/refs'
import { VerificationInputSchema } from '@app/shared/verification'
import { auditLog, certificates, farmerVerifications } from '#src/db/schema/index'
import { JOBS_SCHEMA } from '#src/lib/jobs'
import { buildTestApp, type TestApp } from '../../../test/build-test-app'
import { bearer, createOperator, createProduct, createSignedInUser, type TestOperator } from '../../../test/factories'
import { jpeg } from '../../../test/images'
import { multipartForm } from '../../../test/multipart'
import { VERIFICATION_SWEEP_CRON, VERIFICATION_SWEEP_QUEUE } from './verification.routes'
import { dailySweep } from './verification.service'

/** Farmers' verification and certificates: private photos, the operator's review, badges, and the daily sweep. */

let t: TestApp
let photo: Buffer
let operator: TestOperator

beforeAll(async () => {
  t = await buildTestApp()
  photo = await jpeg(320, 200)
  operator = await createOperator(t.app)
})
afterAll(async () => {
  await t?.close()
})

const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * DAY_MS))

/** A form of text fields and, unless `image` is null, a photo in `image`. */
function form(fields: Record<string, string>, image: Buffer | null = photo) {
  return image ? multipartForm(fields, { data: image }) : multipartForm(fields)
}

const VERIFICATION = {
  legalName: 'Sunita Pawar',
  farmAddress: 'Gat 12, Pimpalgaon, Nashik',
  fpoName: 'Sahyadri FPO',
  fssaiLicence: '1234 5678 9012 34',
}
const certificateFields = () => ({
  scheme: 'pgs-india',
  certificateId: 'PGS-MH-2291',
  certifyingBody: 'Pimpalgaon local group',
  validFrom: inDays(-200),
  validTo: inDays(165),
})

async function submit(url: string, token: string, fields: Record<string, string>, image: Buffer | null = photo) {
  const { payload, headers } = form(fields, image)
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } })
}

async function decide(kind: 'verifications' | 'certificates', id: string, body: object, token = operator.token) {
  return t.app.inject({ method: 'POST', url: `/api/admin/${kind}/${id}/decision`, payload: body, headers: bearer(token) })
}

async function listedBadges(farmerId: string, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/orderProduct/get-AllListedProduct?farmer=${farmerId}${query}` })
  expect(response.statusCode).toBe(200)
  return response.json().getAllProduct as { _id: string; badges?: unknown }[]
}

/** Keys of the stored private documents (DATA_DIR/private, or the bucket's private/). */
async function privateFiles(): Promise<string[]> {
  return (await t.files.list('private')).filter((entry) => entry.endsWith('.webp'))
}

describe('the shared schemas', () => {
  it('takes an FSSAI number of exactly 14 digits, spaces dropped, and says so otherwise', () => {
    const base = { legalName: 'A', farmAddress: 'B' }
    expect(VerificationInputSchema.parse({ ...base, fssaiLicence: '1234 5678 9012 34' }).fssaiLicence).toBe('12345678901234')
    expect(VerificationInputSchema.parse({ ...base, fssaiLicence: '' }).fssaiLicence).toBeNull()
    for (const bad of ['1234567890123', '123456789012345', '1234567890123a']) {
      const result = VerificationInputSchema.safeParse({ ...base, fssaiLicence: bad })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(msg('verification.fssaiInvalid'))
    }
  })
})

describe('a farmer’s verification', () => {
  it('is stored with a private photo no public link serves, and refused twice while pending', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const before = await privateFiles()
    const response = await submit('/api/me/verification', farmer.token, VERIFICATION)
    expect(response.statusCode, response.body).toBe(201)
    const { verification } = response.json()
    expect(verification).toMatchObject({ status: 'pending', fssaiLicence: '12345678901234', fpoName: 'Sahyadri FPO', reason: null })
    expect(response.body).not.toMatch(/webp|uploads|private/)

    const [row] = await t.app.db.select().from(farmerVerifications).where(eq(farmerVerifications.id, verification._id))
    expect(row!.documentKey).toMatch(/^verification\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/)
    expect(await privateFiles()).toHaveLength(before.length + 1)
    // Not under the served uploads: no path reaches it.
    for (const url of [`/uploads/${row!.documentKey}`, `/uploads/../private/${row!.documentKey}`, `/private/${row!.documentKey}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).not.toBe(200)
    }

    const again = await submit('/api/me/verification', farmer.token, VERIFICATION)
    expect(again.statusCode).toBe(409)
    expect((await t.app.inject({ method: 'GET', url: '/api/me/verification', headers: bearer(farmer.token) })).json()).toEqual({
      verification,
    })
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, verification._id), eq(auditLog.action, 'verification.submitted')))
    expect(audit?.subjectUserId).toBe(farmer.user.id)
  })

  it('refuses a bad FSSAI number, a missing photo and missing fields with field errors, writing nothing', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const files = await privateFiles()
    const bad = await submit('/api/me/verification', farmer.token, { ...VERIFICATION, fssaiLicence: '12345' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fieldErrors.fssaiLicence).toEqual(['An FSSAI licence number is exactly 14 digits'])
    const noPhoto = await submit('/api/me/verification', farmer.token, VERIFICATION, null)
    expect(noPhoto.statusCode).toBe(400)
    expect(noPhoto.json().fieldErrors.image).toEqual(['Add a photo of the document'])
    const empty = await submit('/api/me/verification', farmer.token, {})
    expect(empty.statusCode).toBe(400)
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(['farmAddress', 'legalName'])
    const notImage = await submit('/api/me/verification', farmer.token, VERIFICATION, Buffer.from('%PDF-1.4 not an image'))
    expect(notImage.statusCode).toBe(415)
    expect(await t.app.db.select().from(farmerVerifications).where(eq(farmerVerifications.userId, farmer.user.id))).toEqual([])
    expect(await privateFiles()).toEqual(files)
  })

  it('shows the photo to operators only, and approval earns the badge on Browse, the product page and the storefront', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const buyer = await createSignedInUser(t.app, 'buyer')
    const product = await createProduct(t.app, farmer.user.id)
    const { verification } = (await submit('/api/me/verification', farmer.token, VERIFICATION)).json()

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/verification/queue', headers: bearer(operator.token) })
    expect(queue.statusCode).toBe(200)
    expect(queue.json().verifications).toContainEqual(
      expect.objectContaining({ _id: verification._id, farmer: { _id: farmer.user.id, name: farmer.user.name }, hasDocument: true }),
    )

    const documentUrl = `/api/admin/verifications/${verification._id}/document`
    const document = await t.app.inject({ method: 'GET', url: documentUrl, headers: bearer(operator.token) })
    expect(document.statusCode).toBe(200)
    expect(document.headers['content-type']).toBe('image/webp')
    expect(document.headers['cache-control']).toBe('private, no-store')
    expect(document.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect((await t.app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(401)
    for (const token of [buyer.token, farmer.token]) {
      expect((await t.app.inject({ method: 'GET', url: documentUrl, headers: bearer(token) })).statusCode).toBe(403)
    }

    expect((await listedBadges(farmer.user.id))[0]?.badges).toEqual({ verified: false, certificate: null })
    const approved = await decide('verifications', verification._id, { outcome: 'approved' })
    expect(approved.json()).toEqual({ _id: verification._id, status: 'approved' })
    expect((await decide('verifications', verification._id, { outcome: 'rejected', reason: 'late' })).statusCode).toBe(409)

    const badges = { verified: true, certificate: null }
    expect((await listedBadges(farmer.user.id))[0]?.badges).toEqual(badges)
    expect((await listedBadges(farmer.user.id, '&badge=verified')).map((listing) => listing._id)).toEqual([product.id])
    expect(await listedBadges(farmer.user.id, '&badge=certified')).toEqual([])
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(page.json().product.badges).toEqual(badges)
    const storefront = await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.user.id}` })
    expect(storefront.json().farmer.badges).toEqual(badges)
    expect((await submit('/api/me/verification', farmer.token, VERIFICATION)).statusCode).toBe(409)
  })

  it('is rejected with the operator’s reason, which the farmer reads, and the farmer may submit again', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const { verification } = (await submit('/api/me/verification', farmer.token, VERIFICATION)).json()
    const noReason = await decide('verifications', verification._id, { outcome: 'rejected' })
    expect(noReason.statusCode).toBe(400)
    const rejected = await decide('verifications', verification._id, { outcome: 'rejected', reason: 'The ID photo is blurred' })
    expect(rejected.json().status).toBe('rejected')
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/verification', headers: bearer(farmer.token) })
    expect(mine.json().verification).toMatchObject({ status: 'rejected', reason: 'The ID photo is blurred' })
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, verification._id), eq(auditLog.action, 'verification.rejected')))
    expect(audit).toMatchObject({ actorUserId: operator.user.id, reason: 'The ID photo is blurred' })
    // The notice is queued in the decision's transaction, in the farmer's language when delivered.
    const jobs = (await t.app.db.execute(
      sql`select data from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'user-notice' and data->>'userId' = ${farmer.user.id}`,
    )) as unknown as { rows: { data: { ref: string; link: string } }[] }
    expect(jobs.rows.map((row) => row.data)).toContainEqual(
      expect.objectContaining({ ref: msg('notice.verificationRejected', { note: 'The ID photo is blurred' }), link: '/profile/farmer' }),
    )
    expect((await submit('/api/me/verification', farmer.token, VERIFICATION)).statusCode).toBe(201)
  })
})

describe('certificates', () => {
  it('checks the dates: to after from, and not already expired', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const backwards = await submit('/api/me/certificates', farmer.token, {
      ...certificateFields(),
      validFrom: inDays(10),
      validTo: inDays(5),
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().fieldErrors.validTo).toEqual(['Valid to must be after valid from'])
    const expired = await submit('/api/me/certificates', farmer.token, {
      ...certificateFields(),
      validFrom: inDays(-400),
      validTo: inDays(-1),
    })
    expect(expired.json().fieldErrors.validTo).toEqual(['This certificate has already expired'])
    const scheme = await submit('/api/me/certificates', farmer.token, { ...certificateFields(), scheme: 'usda' })
    expect(scheme.json().fieldErrors.scheme).toEqual(['Choose a scheme'])
  })

  it('earns "certified organic" on Browse once approved, and loses it once past its valid-to', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    await createProduct(t.app, farmer.user.id, { isOrganic: true })
    const created = await submit('/api/me/certificates', farmer.token, certificateFields())
    expect(created.statusCode, created.body).toBe(201)
    const { certificate } = created.json()
    expect(certificate.status).toBe('pending')
    expect(await listedBadges(farmer.user.id, '&badge=certified')).toEqual([])

    expect((await decide('certificates', certificate._id, { outcome: 'approved' })).statusCode).toBe(200)
    const [listing] = await listedBadges(farmer.user.id, '&badge=certified')
    expect(listing?.badges).toEqual({ verified: false, certificate: { scheme: 'pgs-india', validTo: certificateFields().validTo } })

    // Past its valid-to (written straight to the row): the badge goes at once, before any job runs.
    await t.app.db
      .update(certificates)
      .set({ validFrom: inDays(-400), validTo: inDays(-1) })
      .where(eq(certificates.id, certificate._id))
    await t.app.browseCache.invalidate()
    expect(await listedBadges(farmer.user.id, '&badge=certified')).toEqual([])
    expect((await listedBadges(farmer.user.id))[0]?.badges).toEqual({ verified: false, certificate: null })
    const mine = await t.app.inject({ method: 'GET', url: '/api/me/certificates', headers: bearer(farmer.token) })
    expect(mine.json().certificates[0].status).toBe('expired')

    const swept = await dailySweep(t.app, new Date())
    expect(swept.expired).toContain(certificate._id)
    const [row] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificate._id))
    expect(row?.status).toBe('expired')
  })

  it('warns the farmer 30 days ahead, once', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const soon = { ...certificateFields(), certificateId: 'NPOP-77', scheme: 'npop', validTo: inDays(29) }
    const later = { ...certificateFields(), certificateId: 'NPOP-78', scheme: 'npop', validTo: inDays(45) }
    const ids: string[] = []
    for (const fields of [soon, later]) {
      const { certificate } = (await submit('/api/me/certificates', farmer.token, fields)).json()
      await decide('certificates', certificate._id, { outcome: 'approved' })
      ids.push(certificate._id)
    }
    const first = await dailySweep(t.app, new Date())
    expect(first.warned).toContain(ids[0])
    expect(first.warned).not.toContain(ids[1])
    expect((await dailySweep(t.app, new Date())).warned).not.toContain(ids[0])
    const jobs = (await t.app.db.execute(
      sql`select data from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'user-notice' and data->>'dedupeKey' = ${`certificate-expiring:${ids[0]}`}`,
    )) as unknown as { rows: { data: { ref: string } }[] }
    expect(jobs.rows.map((row) => row.data.ref)).toEqual([
      msg('notice.certificateExpiring', { certificateId: 'NPOP-77', validTo: soon.validTo }),
    ])
  })

  it('deletes a decided submission’s photo 30 days after the decision', async () => {
    const farmer = await createSignedInUser(t.app, 'farmer')
    const { certificate } = (await submit('/api/me/certificates', farmer.token, { ...certificateFields(), certificateId: 'OLD-1' })).json()
    await decide('certificates', certificate._id, { outcome: 'rejected', reason: 'Not legible' })
    const [before] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificate._id))
    const file = before!.documentKey!
    await dailySweep(t.app, new Date(Date.now() + 29 * DAY_MS))
    expect(await privateFiles()).toContain(file)
    await dailySweep(t.app, new Date(Date.now() + 31 * DAY_MS))
    const [after] = await t.app.db.select().from(certificates).where(eq(certificates.id, certificate._id))
    expect(after?.documentKey).toBeNull()
    expect(await privateFiles()).not.toContain(file)
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/admin/certificates/${certificate._id}/document`,
      headers: bearer(operator.token),
    })
    expect(gone.statusCode).toBe(404)
  })

  it('runs the sweep daily through the job queue, scheduled when the app starts', async () => {
    const scheduled = (await t.app.db.execute(sql`select name, cron from ${sql.identifier(JOBS_SCHEMA)}.schedule`)) as unknown as {
      rows: { name: string; cron: string }[]
    }
    expect(scheduled.rows).toContainEqual({ name: VERIFICATION_SWEEP_QUEUE, cron: VERIFICATION_SWEEP_CRON })
  })
})
