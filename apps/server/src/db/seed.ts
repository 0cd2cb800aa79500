import { addDays } from '@app/shared/calendar'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { count, getTableName, is, ne, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import { todayInIndia } from '@app/shared/buyer-requests'
import { lineAmount } from '@app/shared/cart'
import type { OrderStatus } from '@app/shared/orders'
import { GUEST_ACCOUNTS } from '@app/shared/demo-accounts'
import { productImageKey, productThumbnailKey } from '@app/shared/uploads'
import type { AppDeps } from '#src/app-deps'
import { SERVER_ROOT } from '#src/config'
import type { Db } from '#src/db/client'
import * as schema from '#src/db/schema/index'
import { processProductImage } from '#src/lib/images'
import type { Storage } from '#src/lib/storage'
import { hashPassword } from '#src/lib/passwords'
import { newOrderReference } from '#src/lib/order-reference'
import type { DemoBuyerProfile, DemoCartItem, DemoFarmer, DemoProduct } from '#src/db/demo-data/index'

/** The demo catalogue's shape (src/db/demo-data/index.ts; imported as types only, so it loads lazily). */
export interface DemoData {
  password: string
  farmers: DemoFarmer[]
  buyers: { name: string; email: string }[]
  /** Buyer profiles, by the buyer's email. */
  buyerProfiles: DemoBuyerProfile[]
  /** Cart lines, naming the listing by its farmer and name. */
  cartItems: DemoCartItem[]
  products: DemoProduct[]
  /** Folder holding the product photos named in `products[].images`. */
  photosDir: string
  /** Review comments by rating, for the reviews behind the demo ratings. */
  reviewComments: Record<number, string[]>
}

/** The farmer key of the guest farmer in the demo catalogue. */
export const GUEST_FARMER_KEY = 'guest'

export const DEMO_PHOTOS_DIR = path.join(SERVER_ROOT, 'assets', 'demo-products')

/** The shipped demo catalogue, loaded only when seeding (it is not needed to serve requests). */
export async function loadDemoData(): Promise<DemoData> {
  const data = await import('#src/db/demo-data/index')
  return {
    password: data.DEMO_PASSWORD,
    farmers: data.demoFarmers,
    buyers: data.demoBuyers,
    buyerProfiles: data.demoBuyerProfiles,
    cartItems: data.demoCartItems,
    products: data.demoProducts,
    photosDir: DEMO_PHOTOS_DIR,
    reviewComments: data.demoReviewComments,
  }
}

/**
 * Stores a demo photo as an upload would be stored (lib/images: re-encoded WebP and a thumbnail,
 * under content-hashed keys) and returns its URL, so demo cards get thumbnails like real ones.
 */
async function storePhoto(storage: AppDeps['storage'], file: string): Promise<string> {
  const processed = await processProductImage(await readFile(file))
  await storage.put(productImageKey(processed.hash), processed.image.data, 'image/webp')
  await storage.put(productThumbnailKey(processed.hash), processed.thumbnail.data, 'image/webp')
  return storage.url(productImageKey(processed.hash))
}

/**
 * Loads the demo data: the guest buyer and guest farmer that the sign-in page's guest buttons sign
 * in as (credentials from @app/shared), the demo farmers with their farmer profiles, the buyers,
 * the listings with photos and dates counted from today, and a little trade (buyer profiles,
 * carts). Every account it makes is a demo account (`is_demo`, lib/sandbox). All rows go in one
 * transaction: a failure leaves the database as it was.
 */
export async function seedDemoData(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  data: DemoData,
  now = new Date(),
): Promise<{ users: number; products: number }> {
  const today = todayInIndia(now)

  // Photos first: they are content-addressed, so copying them again is harmless.
  const photoUrls = new Map<string, string>()
  for (const product of data.products) {
    for (const image of product.images) {
      if (!photoUrls.has(image)) photoUrls.set(image, await storePhoto(deps.storage, path.join(data.photosDir, image)))
    }
  }

  // argon2 is slow on purpose; every non-guest demo user shares one hash of the demo password.
  const [demoHash, guestFarmerHash, guestBuyerHash] = await Promise.all([
    hashPassword(data.password),
    hashPassword(GUEST_ACCOUNTS.farmer.password),
    hashPassword(GUEST_ACCOUNTS.buyer.password),
  ])

  const farmerRows = data.farmers.map((farmer) => {
    const isGuest = farmer.key === GUEST_FARMER_KEY
    return {
      key: farmer.key,
      farmer,
      row: {
        name: isGuest ? GUEST_ACCOUNTS.farmer.name : farmer.name,
        email: (isGuest ? GUEST_ACCOUNTS.farmer.email : farmer.email).toLowerCase(),
        role: 'farmer' as const,
        phone: farmer.phone,
        passwordHash: isGuest ? guestFarmerHash : demoHash,
        isDemo: true,
      },
    }
  })
  if (!farmerRows.some((entry) => entry.key === GUEST_FARMER_KEY)) {
    throw new Error(`the demo data has no farmer with key "${GUEST_FARMER_KEY}"`)
  }
  const buyerRows = [
    { name: GUEST_ACCOUNTS.buyer.name, email: GUEST_ACCOUNTS.buyer.email, passwordHash: guestBuyerHash },
    ...data.buyers
      .filter((buyer) => buyer.email.toLowerCase() !== GUEST_ACCOUNTS.buyer.email.toLowerCase())
      .map((buyer) => ({ name: buyer.name, email: buyer.email, passwordHash: demoHash })),
  ].map((buyer) => ({ ...buyer, email: buyer.email.toLowerCase(), role: 'buyer' as const, isDemo: true }))

  return deps.db.transaction(async (tx) => {
    const insertedFarmers = await tx
      .insert(schema.users)
      .values(farmerRows.map((entry) => entry.row))
      .returning({ id: schema.users.id, email: schema.users.email })
    const insertedBuyers = await tx.insert(schema.users).values(buyerRows).returning({ id: schema.users.id, email: schema.users.email })
    const buyerIdByEmail = new Map(insertedBuyers.map((row) => [row.email, row.id]))
    const buyerId = (email: string) => {
      const id = buyerIdByEmail.get(email.toLowerCase())
      if (!id) throw new Error(`the demo trade names unknown buyer "${email}"`)
      return id
    }

    const farmerIdByKey = new Map(farmerRows.map((entry) => [entry.key, insertedFarmers.find((row) => row.email === entry.row.email)!.id]))
    const farmerByKey = new Map(farmerRows.map((entry) => [entry.key, entry.farmer]))

    await tx.insert(schema.farmerProfiles).values(
      farmerRows.map(({ key, farmer }) => ({
        userId: farmerIdByKey.get(key)!,
        phone: farmer.phone,
        city: farmer.city,
        state: farmer.state,
        pin: farmer.pin,
        longitude: farmer.longitude,
        latitude: farmer.latitude,
        farmSize: farmer.farmSizeAcres,
        isCertifiedSustainable: farmer.sustainableCertification !== undefined,
        certificationAuthority: farmer.sustainableCertification?.authority ?? null,
        certifiedOn: farmer.sustainableCertification?.certifiedOn ?? null,
      })),
    )

    const productRows = data.products.map((product, index) => {
      const farmerId = farmerIdByKey.get(product.farmerKey)
      const farmer = farmerByKey.get(product.farmerKey)
      if (!farmerId || !farmer) throw new Error(`demo product "${product.name}" names unknown farmer "${product.farmerKey}"`)
      const harvestDate = addDays(today, -product.harvestDaysAgo)
      // Listed one hour apart, in catalogue order, so "newest first" has a stable meaning.
      const createdAt = new Date(now.getTime() - index * 60 * 60 * 1000)
      return {
        farmerId,
        name: product.name,
        variety: product.variety,
        description: product.description,
        category: product.category,
        pricePerUnit: product.pricePerUnit,
        unit: product.unit,
        quantityAvailable: product.quantityAvailable,
        minOrderQuantity: product.minOrderQuantity,
        orderStep: product.orderStep,
        images: product.images.map((image) => photoUrls.get(image)!),
        isOrganic: product.isOrganic,
        isCertified: product.isCertified,
        certificationAuthority: product.certification?.authority ?? null,
        certificateNumber: product.certification?.certificateNumber ?? null,
        certifiedOn: product.certification?.certifiedOn ?? null,
        harvestDate,
        expiryDate: addDays(harvestDate, product.shelfLifeDays),
        locationCity: farmer.city,
        locationState: farmer.state,
        locationPin: farmer.pin,
        longitude: farmer.longitude,
        latitude: farmer.latitude,
        deliveryAvailable: product.deliveryAvailable,
        deliveryRadiusKm: product.deliveryRadiusKm,
        status: product.status,
        // The same ratings the demo reviews below give (seedPastTrade): a rating comes from a review.
        ratings: product.ratings,
        createdAt,
        updatedAt: createdAt,
      }
    })
    const insertedProducts =
      productRows.length > 0
        ? await tx.insert(schema.products).values(productRows).returning({
            id: schema.products.id,
            farmerId: schema.products.farmerId,
            name: schema.products.name,
            pricePerUnit: schema.products.pricePerUnit,
          })
        : []

    if (data.buyerProfiles.length > 0) {
      await tx.insert(schema.buyerProfiles).values(
        data.buyerProfiles.map((profile) => ({
          userId: buyerId(profile.email),
          phone: profile.phone,
          address: profile.address,
          preferences: profile.preferences,
          city: profile.city,
          state: profile.state,
          longitude: profile.longitude,
          latitude: profile.latitude,
        })),
      )
    }
    if (data.cartItems.length > 0) {
      await tx.insert(schema.cartItems).values(
        data.cartItems.map((item) => {
          const product = insertedProducts.find(
            (row) => row.farmerId === farmerIdByKey.get(item.farmerKey) && row.name === item.productName,
          )
          if (!product) throw new Error(`the demo trade names unknown listing "${item.productName}" of "${item.farmerKey}"`)
          return {
            buyerId: buyerId(item.buyerEmail),
            productId: product.id,
            quantity: item.quantity,
            priceSeen: product.pricePerUnit,
            addedAt: new Date(now.getTime() - item.addedHoursAgo * 60 * 60 * 1000),
          }
        }),
      )
    }
    await seedPastTrade(tx, {
      now,
      products: data.products.map((product, index) => ({ product, row: insertedProducts[index]! })),
      buyerIds: insertedBuyers.map((row) => row.id),
      comments: data.reviewComments,
    })
    return { users: farmerRows.length + buyerRows.length, products: productRows.length }
  })
}

const HOUR_MS = 60 * 60 * 1000

/** The steps of a demo order picked up at the farm and paid in cash, hours after it was placed. */
const PAST_ORDER_STEPS: { status: OrderStatus | null; payment?: 'received'; actor: 'buyer' | 'farmer'; afterHours: number }[] = [
  { status: 'placed', actor: 'buyer', afterHours: 0 },
  { status: 'accepted', actor: 'farmer', afterHours: 2 },
  { status: 'packed', actor: 'farmer', afterHours: 20 },
  { status: 'ready_for_pickup', actor: 'farmer', afterHours: 22 },
  { status: 'delivered', actor: 'farmer', afterHours: 30 },
  { status: null, payment: 'received', actor: 'farmer', afterHours: 30.5 },
  { status: 'completed', actor: 'buyer', afterHours: 31 },
]

/**
 * Every demo rating becomes what it would be in use: a completed order of one minimum order from a
 * demo buyer (picked up, paid in cash, confirmed by the farmer), with its history and the buyer's
 * review. Orders are spread over the past weeks, so the farmers' dashboards have earnings to show.
 */
async function seedPastTrade(
  tx: Db,
  input: {
    now: Date
    products: { product: DemoProduct; row: { id: string; farmerId: string; name: string; pricePerUnit: number } }[]
    buyerIds: string[]
    comments: Record<number, string[]>
  },
): Promise<void> {
  const sales = input.products.flatMap(({ product, row }, productIndex) =>
    product.ratings.map((rating, ratingIndex) => {
      const placedAt = new Date(input.now.getTime() - ((ratingIndex * 5 + productIndex * 2) % 56) * 24 * HOUR_MS - 3 * 24 * HOUR_MS)
      const amount = lineAmount({ pricePerUnit: row.pricePerUnit, quantity: product.minOrderQuantity })
      const pool = input.comments[rating] ?? ['']
      return {
        product,
        row,
        rating,
        placedAt,
        amount,
        buyerId: input.buyerIds[(productIndex + ratingIndex) % input.buyerIds.length]!,
        comment: pool[(productIndex + ratingIndex) % pool.length]!,
      }
    }),
  )
  if (sales.length === 0) return
  const orders = await tx
    .insert(schema.orders)
    .values(
      sales.map((sale) => ({
        reference: newOrderReference(),
        buyerId: sale.buyerId,
        farmerId: sale.row.farmerId,
        status: 'completed' as const,
        fulfilment: 'pickup' as const,
        subtotal: sale.amount,
        total: sale.amount,
        createdAt: sale.placedAt,
        updatedAt: new Date(sale.placedAt.getTime() + 31 * HOUR_MS),
      })),
    )
    .returning({ id: schema.orders.id })
  const lines = await tx
    .insert(schema.orderLines)
    .values(
      sales.map((sale, index) => ({
        orderId: orders[index]!.id,
        productId: sale.row.id,
        productName: sale.row.name,
        unit: sale.product.unit,
        quantity: sale.product.minOrderQuantity,
        pricePerUnit: sale.row.pricePerUnit,
        amount: sale.amount,
      })),
    )
    .returning({ id: schema.orderLines.id })
  await tx.insert(schema.orderPayments).values(
    sales.map((sale, index) => ({
      orderId: orders[index]!.id,
      method: 'cod' as const,
      status: 'received' as const,
      updatedAt: new Date(sale.placedAt.getTime() + 30.5 * HOUR_MS),
    })),
  )
  await tx.insert(schema.orderEvents).values(
    sales.flatMap((sale, index) =>
      PAST_ORDER_STEPS.map((step) => ({
        orderId: orders[index]!.id,
        actor: step.actor,
        actorId: step.actor === 'buyer' ? sale.buyerId : sale.row.farmerId,
        status: step.status,
        paymentStatus: step.payment ?? null,
        createdAt: new Date(sale.placedAt.getTime() + step.afterHours * HOUR_MS),
      })),
    ),
  )
  await tx.insert(schema.reviews).values(
    sales.map((sale, index) => ({
      orderId: orders[index]!.id,
      orderLineId: lines[index]!.id,
      productId: sale.row.id,
      farmerId: sale.row.farmerId,
      buyerId: sale.buyerId,
      productRating: sale.rating,
      farmerRating: sale.rating,
      comment: sale.comment,
      createdAt: new Date(sale.placedAt.getTime() + 32 * HOUR_MS),
    })),
  )
}

/**
 * The farmers and buyers: operators made before the first start (`npm run admin:create`) do not
 * make a database any less empty of a market.
 */
export async function countTraders(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schema.users).where(ne(schema.users.role, 'admin'))
  return row?.value ?? 0
}

/**
 * SEED_DEMO_DATA at start: `true` seeds an empty database; `auto` does too unless
 * NODE_ENV=production; `false` never seeds. A database with any farmer or buyer is never touched.
 */
export async function seedOnStart(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage' | 'log'>,
  load: () => Promise<DemoData> = loadDemoData,
): Promise<boolean> {
  const mode = deps.config.seedDemoData
  if (mode === 'false' || (mode === 'auto' && deps.config.isProduction)) return false
  if ((await countTraders(deps.db)) > 0) return false
  const started = Date.now()
  const seeded = await seedDemoData(deps, await load())
  deps.log.info({ ...seeded, ms: Date.now() - started }, 'demo data loaded')
  return true
}

/** Every table of the schema, so a table added later is emptied too. */
function allTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
}

/**
 * Empties every table and removes stored uploads (db:reset). The audit log goes too: its trigger
 * refuses TRUNCATE, so it is switched off for this transaction alone (only the table's owner may),
 * and the empty log is a whole chain again.
 */
export async function emptyDatabase(db: Db, storage: Pick<Storage, 'clear'>, log?: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const tables = allTables()
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate`)
    await tx.execute(sql.raw(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} CASCADE`))
    await tx.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate`)
  })
  await storage.clear()
  log?.info({ tables }, 'database emptied')
}
