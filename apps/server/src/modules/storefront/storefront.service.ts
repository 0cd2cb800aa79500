import { msg } from '@app/shared/messages/refs'
import type { FarmerStorefront } from '@app/shared/storefront'
import type { AppDeps } from '#src/app-deps'
import { AppError } from '#src/lib/app-error'
import { maySeeListing, type Viewer } from '#src/lib/sandbox'
import { farmerRating } from '#src/modules/reviews/reviews.service'
import { badgesOfFarmer } from '#src/modules/verification/verification.service'
import * as repo from './storefront.repository'

function farmerNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('storefront.notFound'))
}

/**
 * A farmer's public storefront: name, photo, where the farm is, its certification, since when the
 * farmer sells here, buyers' rating, how many listings and the badges operators' checks earned. 404 for an unknown id, an account that
 * is not a farmer, or a real farm asked by a demo account, which sees only the demo sandbox
 * (lib/sandbox), as with listings. The photo is an upload path; the storage plugin makes answers'
 * paths absolute links, so a server-side renderer calling this gets the path.
 */
export async function getStorefront(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  farmerId: string,
  viewer: Viewer | null,
): Promise<FarmerStorefront> {
  const row = await repo.findStorefrontUser(deps.db, farmerId)
  // A suspended farmer's storefront is gone with their listings (modules/moderation).
  if (!row || row.role !== 'farmer' || row.suspended || !maySeeListing(viewer, row.isDemo)) throw farmerNotFound()
  const [rating, listingCount, badges] = await Promise.all([
    farmerRating(deps, farmerId),
    repo.countFarmerListings(deps.db, farmerId),
    badgesOfFarmer(deps, farmerId),
  ])
  return {
    _id: row.id,
    name: row.name,
    profileImage: row.profileImageKey ? deps.storage.url(row.profileImageKey) : null,
    location: { city: row.city ?? '', state: row.state ?? '' },
    farmSize: row.farmSize,
    isCertifiedSustainable: row.isCertifiedSustainable ?? false,
    certificationAuthority: row.isCertifiedSustainable ? row.certificationAuthority : null,
    memberSince: row.createdAt.toISOString(),
    rating,
    listingCount,
    badges,
    demo: row.isDemo,
  }
}
