import { createHash } from 'node:crypto'
import {
  DEFAULT_RESPONSE_STATUS,
  type AdditionalBuyerInfo,
  type BuyerRequest,
  type BuyerRequestsResponse,
  type RequestResponse,
  type RequestResponseFields,
} from '@app/shared/buyer-requests'
import { msg, unitRef } from '@app/shared/messages/refs'
import type { AppDeps } from '#src/app-deps'
import type { ProductRow, RequestResponseRow } from '#src/db/schema/index'
import { AppError } from '#src/lib/app-error'
import type { Viewer } from '#src/lib/sandbox'
import { findProductOfFarmer, findProductsOfFarmerByIds } from '#src/modules/products/products.repository'
import { toProductDto } from '#src/modules/products/products.service'
import * as repo from './requests.repository'

/** Namespace of request ids (a random UUID, fixed forever: changing it changes every request id). */
const REQUEST_ID_NAMESPACE = Buffer.from('6f1d7c2a94b84e0fa3c5d2e8b7a61f40', 'hex')

/**
 * The id of one buyer's request to one farmer: a name-based UUID (RFC 9562 version 5) of the
 * pair. A request is a view of the buyer's cart, not a row, so its id is derived: the same pair
 * always gets the same id, across reloads and restarts, and two farmers never share one.
 */
export function requestIdFor(farmerId: string, buyerId: string): string {
  const hash = createHash('sha1').update(REQUEST_ID_NAMESPACE).update(`${farmerId}/${buyerId}`).digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function toResponseDto(productId: string, row: RequestResponseRow | undefined): RequestResponse {
  if (!row) {
    return {
      productId,
      status: DEFAULT_RESPONSE_STATUS,
      quantityOffered: null,
      expectedDeliveryDate: null,
      orderId: null,
      updatedAt: null,
    }
  }
  return {
    productId,
    status: row.status,
    quantityOffered: row.quantityOffered,
    expectedDeliveryDate: row.expectedDeliveryDate,
    orderId: row.orderId,
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toBuyerInfoDto(buyer: repo.BuyerInfoRow, storage: AppDeps['storage']): AdditionalBuyerInfo {
  return {
    userId: buyer.id,
    profileImage: buyer.profileImageKey ? storage.url(buyer.profileImageKey) : null,
    phone: buyer.profile?.phone ?? buyer.phone,
    location: { city: buyer.profile?.city ?? null, state: buyer.profile?.state ?? null },
    preferences: buyer.profile?.preferences ?? [],
  }
}

/**
 * GET requestToBuyProducts: one request per buyer whose cart holds
 * any of this farmer's products, naming only this farmer's products, newest request first.
 * A product whose order this farmer confirmed stays in its request (with the order's id) after
 * leaving the buyer's cart, so the card keeps showing "✓ Order Created".
 */
export async function listFarmerRequests(deps: Pick<AppDeps, 'db' | 'storage'>, farmer: Viewer): Promise<BuyerRequestsResponse> {
  const farmerId = farmer.id
  const [interest, responses] = await Promise.all([
    repo.findCartInterestInFarmer(deps.db, farmerId),
    repo.findResponsesOfFarmer(deps.db, farmerId),
  ])
  const responseByKey = new Map(responses.map((row) => [`${row.buyerId}/${row.productId}`, row]))

  /** buyer id → product id → when interest was first shown, and how much was asked */
  const requests = new Map<string, Map<string, { at: Date; quantity: number }>>()
  const add = (buyerId: string, productId: string, at: Date, quantity: number) => {
    const products = requests.get(buyerId) ?? new Map<string, { at: Date; quantity: number }>()
    requests.set(buyerId, products)
    if (!products.has(productId)) products.set(productId, { at, quantity })
  }
  for (const row of interest) add(row.buyerId, row.productId, row.addedAt, row.quantity)
  // A confirmed product has left the cart; what was asked is then what the order took.
  for (const row of responses) {
    if (row.status === 'confirmed') add(row.buyerId, row.productId, row.interestedAt ?? row.updatedAt, row.quantityOffered ?? 0)
  }

  const productIds = [...new Set([...requests.values()].flatMap((products) => [...products.keys()]))]
  const [buyers, productRows] = await Promise.all([
    repo.findBuyersInfo(deps.db, [...requests.keys()]),
    findProductsOfFarmerByIds(deps.db, farmerId, productIds),
  ])
  const productById = new Map(productRows.map((row) => [row.id, row]))

  const checkProductIds: BuyerRequest[] = []
  for (const buyer of buyers) {
    const entries = [...(requests.get(buyer.id) ?? new Map<string, { at: Date; quantity: number }>())]
      .filter(([productId]) => productById.has(productId))
      .sort(([a, { at: atA }], [b, { at: atB }]) => atA.getTime() - atB.getTime() || a.localeCompare(b))
    if (entries.length === 0) continue
    checkProductIds.push({
      _id: requestIdFor(farmerId, buyer.id),
      userId: { _id: buyer.id, name: buyer.name, email: buyer.email },
      products: entries.map(([productId, { at, quantity }]) => ({ productId, addedAt: at.toISOString(), quantity })),
      createdAt: entries[0]![1].at.toISOString(),
      responses: entries.map(([productId]) => toResponseDto(productId, responseByKey.get(`${buyer.id}/${productId}`))),
    })
  }
  checkProductIds.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a._id.localeCompare(b._id))

  const buyerById = new Map(buyers.map((buyer) => [buyer.id, buyer]))
  const shownProducts = [...new Set(checkProductIds.flatMap((request) => request.products.map((entry) => entry.productId)))]
  return {
    checkProductIds,
    checkProducts: shownProducts.map((id) => toProductDto(productById.get(id)!, farmer.isDemo)),
    additionalBuyerInfo: checkProductIds.map((request) => toBuyerInfoDto(buyerById.get(request.userId._id)!, deps.storage)),
  }
}

/** One product of one request, as the answer and confirm calls find it. */
export interface RequestProduct {
  product: ProductRow
  buyerId: string
  /** When the buyer first added the product, or null when it has left their cart (confirmed). */
  cartAddedAt: Date | null
  response: RequestResponseRow | undefined
}

function requestNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', msg('requests.notFound'))
}

export function alreadyConfirmed(): AppError {
  return new AppError(409, 'CONFLICT', msg('requests.alreadyConfirmed'))
}

/**
 * Finds the product `productId` in request `requestId` of `farmerId`: the product must be this
 * farmer's, and the request's buyer must hold it in their cart (or have had it confirmed). Anything
 * else, another farmer's request included, is the same 404, so ids of others reveal nothing.
 */
export async function findRequestProduct(
  deps: Pick<AppDeps, 'db'>,
  farmerId: string,
  requestId: string,
  productId: string,
): Promise<RequestProduct> {
  const product = await findProductOfFarmer(deps.db, productId, farmerId)
  if (!product) throw requestNotFound()
  const interest = await repo.findCartInterestInProduct(deps.db, productId)
  const responses = await repo.findResponsesOfProduct(deps.db, farmerId, productId)
  const inCart = interest.find((row) => requestIdFor(farmerId, row.buyerId) === requestId)
  if (inCart) {
    return {
      product,
      buyerId: inCart.buyerId,
      cartAddedAt: inCart.addedAt,
      response: responses.find((row) => row.buyerId === inCart.buyerId),
    }
  }
  const confirmed = responses.find((row) => row.status === 'confirmed' && requestIdFor(farmerId, row.buyerId) === requestId)
  if (confirmed) return { product, buyerId: confirmed.buyerId, cartAddedAt: null, response: confirmed }
  throw requestNotFound()
}

/**
 * Stores the farmer's answer for one product of a request (PUT …/response). The quantity may not
 * exceed what the listing has; a product whose order is confirmed keeps its answer (409).
 */
export async function saveResponse(
  deps: Pick<AppDeps, 'db'>,
  farmerId: string,
  requestId: string,
  productId: string,
  fields: RequestResponseFields,
): Promise<RequestResponse> {
  const target = await findRequestProduct(deps, farmerId, requestId, productId)
  if (target.response?.status === 'confirmed') throw alreadyConfirmed()
  if (fields.quantityOffered !== null && fields.quantityOffered > target.product.quantityAvailable) {
    const message = msg('requests.quantityTooLarge', { quantity: target.product.quantityAvailable, unit: unitRef(target.product.unit) })
    throw new AppError(400, 'VALIDATION_FAILED', message, { quantityOffered: [message] })
  }
  const row = await repo.upsertResponse(deps.db, { farmerId, buyerId: target.buyerId, productId }, fields)
  if (!row) throw alreadyConfirmed()
  return toResponseDto(productId, row)
}
