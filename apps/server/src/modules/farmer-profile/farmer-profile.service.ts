import type { FarmerProfile, FarmerProfileFields } from '@app/shared/farmer-profile'
import { msg } from '@app/shared/messages/refs'
import { toIndianState } from '@app/shared/states'
import type { AppDeps } from '#src/app-deps'
import type { Db } from '#src/db/client'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { columnsToPoint, pointToColumns } from '#src/lib/geo'
import type { Storage } from '#src/lib/storage'
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

/** Creates the profile of `user`; a second one is a 409 (the form should have been the edit form). */
export async function createFarmerProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  fields: FarmerProfileFields,
): Promise<FarmerProfile> {
  await assertDeliveryAreaKnown(deps.db, fields)
  const row = await repo.insertFarmerProfile(deps.db, user.id, toFarmerProfileColumns(fields))
  if (!row) throw new AppError(409, 'CONFLICT', msg('profile.alreadyExists'))
  return toFarmerProfileDto(withUser(user, row), deps.storage)
}

/** Replaces the fields of `user`'s profile; 404 when they have none yet. */
export async function updateFarmerProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  fields: FarmerProfileFields,
): Promise<FarmerProfile> {
  await assertDeliveryAreaKnown(deps.db, fields)
  const row = await repo.updateFarmerProfileOfUser(deps.db, user.id, toFarmerProfileColumns(fields))
  if (!row) throw new AppError(404, 'NOT_FOUND', msg('profile.notFound'))
  return toFarmerProfileDto(withUser(user, row), deps.storage)
}
