import type { FarmerProfile, FarmerProfileFields } from '@app/shared/farmer-profile'
import { msg } from '@app/shared/messages/refs'
import { toIndianState } from '@app/shared/states'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { columnsToPoint, pointToColumns } from '#src/lib/geo'
import type { Storage } from '#src/lib/storage'
import { maskEmail } from '#src/modules/accounts/one-time-codes'
import { byOwner, recordAudit } from '#src/modules/audit/audit.repository'
import { findPlaceByPin } from '#src/modules/pincodes/pincodes.service'
import * as repo from './farmer-profile.repository'

/** A row as the API answers a profile, with the user's name, email and image. */
export function toFarmerProfileDto(found: repo.FarmerProfileWithUser, storage: Pick<Storage, 'url'>): FarmerProfile {
  const { profile, user } = found
  return {
    _id: profile.id,
    userId: profile.userId,
    phone: profile.phone,
    location: {
      city: profile.city,
      state: profile.state,
      pin: profile.pin,
      coordinates: columnsToPoint(profile),
    },
    farmSize: profile.farmSize,
    isCertifiedSustainable: profile.isCertifiedSustainable,
    certificationDetails: {
      authority: profile.certificationAuthority,
      certifiedOn: profile.certifiedOn,
      documents: profile.documents,
    },
    upiId: profile.upiId,
    deliveryFee: profile.deliveryFee,
    deliveryRadiusKm: profile.deliveryRadiusKm,
    deliveryPins: profile.deliveryPins,
    pickupAddress: profile.pickupAddress,
    profileImage: user.profileImageKey ? storage.url(user.profileImageKey) : null,
    name: user.name,
    email: user.email,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  }
}

/**
 * The columns a save sets. A UPI ID or fee the body left out is not set at all: an update keeps
 * the stored one and a new profile takes the column's default (no UPI ID, ₹49).
 */
export function toFarmerProfileColumns(fields: FarmerProfileFields): repo.FarmerProfileColumns {
  return {
    phone: fields.phone,
    city: fields.location.city,
    // One of India's states in any case or spacing is stored by its name; other text as given.
    state: toIndianState(fields.location.state) ?? fields.location.state,
    pin: fields.location.pin,
    ...pointToColumns(fields.location.coordinates),
    farmSize: fields.farmSize,
    isCertifiedSustainable: fields.isCertifiedSustainable,
    certificationAuthority: fields.certificationDetails.authority,
    certifiedOn: fields.certificationDetails.certifiedOn,
    documents: fields.certificationDetails.documents,
    ...(fields.upiId === undefined ? {} : { upiId: fields.upiId }),
    ...(fields.deliveryFee === undefined ? {} : { deliveryFee: fields.deliveryFee }),
    ...(fields.deliveryRadiusKm === undefined ? {} : { deliveryRadiusKm: fields.deliveryRadiusKm }),
    ...(fields.deliveryPins === undefined ? {} : { deliveryPins: fields.deliveryPins }),
    ...(fields.pickupAddress === undefined ? {} : { pickupAddress: fields.pickupAddress }),
  }
}

/**
 * What the PIN directory must confirm before a delivery area is saved: a radius is measured from
 * the farm, so the farm needs a point (its own, or its PIN code's); a listed PIN code must be one
 * the directory knows, or a typo would silently deliver nowhere. 400 with the field's error.
 */
async function assertDeliveryAreaKnown(db: Db, fields: FarmerProfileFields): Promise<void> {
  if (fields.deliveryRadiusKm != null && fields.location.coordinates === null) {
    const place = await findPlaceByPin(db, fields.location.pin)
    if (place?.coordinates.coordinates.length !== 2) {
      const message = msg('profile.deliveryRadiusNoPlace')
      throw new AppError(400, 'VALIDATION_FAILED', message, { deliveryRadiusKm: [message] })
    }
  }
  if (fields.deliveryPins && fields.deliveryPins.length > 0) {
    const known = await repo.findKnownPins(db, fields.deliveryPins)
    const unknown = fields.deliveryPins.find((pin) => !known.has(pin))
    if (unknown !== undefined) {
      const message = msg('profile.deliveryPinUnknown', { pin: unknown })
      throw new AppError(400, 'VALIDATION_FAILED', message, { deliveryPins: [message] })
    }
  }
}

/** The signed-in farmer's profile as the spec's list: one entry, or none yet. */
export async function listOwnFarmerProfile(deps: Pick<AppDeps, 'db' | 'storage'>, userId: string): Promise<FarmerProfile[]> {
  const found = await repo.findFarmerProfileOfUser(deps.db, userId)
  return found ? [toFarmerProfileDto(found, deps.storage)] : []
}

function withUser(user: UserRow, profile: repo.FarmerProfileWithUser['profile']): repo.FarmerProfileWithUser {
  return { profile, user: { name: user.name, email: user.email, profileImageKey: user.profileImageKey } }
}

type PaymentAndDelivery = Pick<
  repo.FarmerProfileWithUser['profile'],
  'upiId' | 'deliveryFee' | 'deliveryRadiusKm' | 'deliveryPins' | 'pickupAddress'
>

/**
 * Keeps a change of where buyers pay the farmer (the UPI ID, shown partly) and of how the farmer
 * delivers in the audit log, in the transaction that saves it: a UPI ID changed before money went
 * astray is on record, and its owner sees it among their security events.
 */
async function recordPaymentAndDeliveryChanges(
  tx: Db,
  user: UserRow,
  before: PaymentAndDelivery | undefined,
  after: PaymentAndDelivery,
  ipTag: string | null,
): Promise<void> {
  const entry = { ...byOwner(user), ipTag }
  const upi = (value: string | null | undefined) => (value ? maskEmail(value) : null)
  if ((before?.upiId ?? null) !== after.upiId) {
    await recordAudit(tx, { ...entry, action: 'account.upi_changed', details: { before: upi(before?.upiId), after: upi(after.upiId) } })
  }
  const delivery = (profile: PaymentAndDelivery) => ({
    fee: profile.deliveryFee,
    radiusKm: profile.deliveryRadiusKm,
    pins: profile.deliveryPins,
    pickupAddress: profile.pickupAddress !== null,
  })
  if (before && JSON.stringify(delivery(before)) !== JSON.stringify(delivery(after))) {
    // The pickup address is the farmer's home: the log keeps only whether there is one.
    await recordAudit(tx, { ...entry, action: 'account.delivery_changed', details: { old: delivery(before), new: delivery(after) } })
  }
}

/** Creates the profile of `user`; a second one is a 409 (the form should have been the edit form). */
export async function createFarmerProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  fields: FarmerProfileFields,
  ipTag: string | null = null,
): Promise<FarmerProfile> {
  await assertDeliveryAreaKnown(deps.db, fields)
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertFarmerProfile(tx, user.id, toFarmerProfileColumns(fields))
    if (!inserted) throw new AppError(409, 'CONFLICT', msg('profile.alreadyExists'))
    await recordPaymentAndDeliveryChanges(tx, user, undefined, inserted, ipTag)
    return inserted
  })
  return toFarmerProfileDto(withUser(user, row), deps.storage)
}

/** Replaces the fields of `user`'s profile; 404 when they have none yet. */
export async function updateFarmerProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  fields: FarmerProfileFields,
  ipTag: string | null = null,
): Promise<FarmerProfile> {
  await assertDeliveryAreaKnown(deps.db, fields)
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.lockFarmerProfileOfUser(tx, user.id)
    const updated = before && (await repo.updateFarmerProfileOfUser(tx, user.id, toFarmerProfileColumns(fields)))
    if (!updated) throw new AppError(404, 'NOT_FOUND', msg('profile.notFound'))
    await recordPaymentAndDeliveryChanges(tx, user, before, updated, ipTag)
    return updated
  })
  return toFarmerProfileDto(withUser(user, row), deps.storage)
}
