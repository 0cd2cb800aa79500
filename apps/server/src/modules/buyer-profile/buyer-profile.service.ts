import type { BuyerProfile, BuyerProfileFields } from '@app/shared/buyer-profile'
import { msg } from '@app/shared/messages/refs'
import { toIndianState } from '@app/shared/states'
import type { AppDeps } from '#src/app-deps'
import type { UserRow } from '#src/db/schema/users'
import { AppError } from '#src/lib/app-error'
import { columnsToPoint, pointToColumns } from '#src/lib/geo'
import type { Storage } from '#src/lib/storage'
import * as repo from './buyer-profile.repository'

/**
 * A row as the API answers a profile, with the user's name, email and image, and the account's
 * real creation time for "Member Since".
 */
export function toBuyerProfileDto(found: repo.BuyerProfileWithUser, storage: Pick<Storage, 'url'>): BuyerProfile {
  const { profile, user } = found
  return {
    _id: profile.id,
    userId: profile.userId,
    phone: profile.phone,
    address: profile.address,
    preferences: profile.preferences,
    location: {
      city: profile.city,
      state: profile.state,
      coordinates: columnsToPoint(profile),
    },
    profileImage: user.profileImageKey ? storage.url(user.profileImageKey) : null,
    name: user.name,
    email: user.email,
    memberSince: user.createdAt.toISOString(),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  }
}

export function toBuyerProfileColumns(fields: BuyerProfileFields): repo.BuyerProfileColumns {
  return {
    phone: fields.phone,
    address: fields.address,
    preferences: fields.preferences,
    city: fields.location.city,
    // One of India's states in any case or spacing is stored by its name; other text as given.
    state: toIndianState(fields.location.state) ?? fields.location.state,
    ...pointToColumns(fields.location.coordinates),
  }
}

/** The signed-in buyer's profile as the spec's list: one entry, or none yet. */
export async function listOwnBuyerProfile(deps: Pick<AppDeps, 'db' | 'storage'>, userId: string): Promise<BuyerProfile[]> {
  const found = await repo.findBuyerProfileOfUser(deps.db, userId)
  return found ? [toBuyerProfileDto(found, deps.storage)] : []
}

function withUser(user: UserRow, profile: repo.BuyerProfileWithUser['profile']): repo.BuyerProfileWithUser {
  return {
    profile,
    user: { name: user.name, email: user.email, profileImageKey: user.profileImageKey, createdAt: user.createdAt },
  }
}

/** Creates the profile of `user`; a second one is a 409 (the form should have been the edit form). */
export async function createBuyerProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  fields: BuyerProfileFields,
): Promise<BuyerProfile> {
  const row = await repo.insertBuyerProfile(deps.db, user.id, toBuyerProfileColumns(fields))
  if (!row) throw new AppError(409, 'CONFLICT', msg('buyerProfile.alreadyExists'))
  return toBuyerProfileDto(withUser(user, row), deps.storage)
}

/** Replaces the fields of `user`'s profile; 404 when they have none yet. */
export async function updateBuyerProfile(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  user: UserRow,
  fields: BuyerProfileFields,
): Promise<BuyerProfile> {
  const row = await repo.updateBuyerProfileOfUser(deps.db, user.id, toBuyerProfileColumns(fields))
  if (!row) throw new AppError(404, 'NOT_FOUND', msg('profile.notFound'))
  return toBuyerProfileDto(withUser(user, row), deps.storage)
}
