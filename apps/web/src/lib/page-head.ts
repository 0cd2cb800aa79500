import type { ListedProduct } from '@app/shared/browse'
import { browseFilterEntries, type BrowseFilters } from '@app/shared/browse-filters'
import type { ProductReviewsResponse } from '@app/shared/reviews'
import type { FarmerStorefront } from '@app/shared/storefront'
import { thumbnailUrl } from '@app/shared/uploads'
import { env } from '@/config/env'
import { formatRupees } from './format'
import { t } from './i18n'
import { unitName } from './unit-name'

/**
 * What the head of a public page says about it to a search engine and to a link preview (WhatsApp
 * and the like): its description, and the Open Graph tags a shared link is previewed with; on a
 * listing, a schema.org Product too. components/layout/page-head.tsx writes it out, with the page's
 * addresses, in the server's render only. The pages with data have theirs worked out here.
 */
export interface HeadContent {
  /** og:type. */
  type: 'website' | 'product' | 'profile'
  /** og:title: the page's own name, without the site's (og:site_name carries that). */
  title: string
  /** The meta description and og:description. */
  description: string
  /** og:image: an absolute address, or none. */
  image?: string
  imageAlt?: string
  /** schema.org data for the page, given its canonical address. */
  structuredData?: (url: string) => object
}

/** A description of at most `max` characters, cut at a word where it can be. */
export function shorten(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`
}

/** "₹30 per kg", in the page's language. */
function pricePerUnit(product: ListedProduct): string {
  return t('product.pricePerUnit', { price: formatRupees(product.pricePerUnit), unit: unitName(product.unit) })
}

/** "Nashik, Maharashtra", or whichever of the two is known. */
function place({ city, state }: { city: string; state: string }): string {
  return city && state ? t('product.location', { city, state }) : city || state
}

/** "₹30 per kg · Nashik, Maharashtra": what a buyer looks for first in a shared link. */
export function priceAndPlace(product: ListedProduct): string {
  const where = place(product.location)
  return where ? `${pricePerUnit(product)} · ${where}` : pricePerUnit(product)
}

/**
 * A listing's first photo for previews: a photo the app stored is shared as its 480 px thumbnail,
 * which WhatsApp shows (it skips large images) and every other preview fills; a pasted link to
 * another site is shared as it is. The server's data carries absolute links (ASSETS_URL/uploads/…:
 * PUBLIC_URL's, or the CDN's the build names in VITE_ASSETS_URL).
 */
export function shareImage(images: readonly string[], publicUrl: string): string | undefined {
  const first = images.find((image) => /^https?:\/\//.test(image))
  return first === undefined ? undefined : thumbnailUrl(first, env.assetsUrl ? [publicUrl, env.assetsUrl] : [publicUrl])
}

const STOCK_STATUS = 'available'

/** schema.org Product with its offer in rupees, for search engines' product results. */
function productJsonLd(product: ListedProduct, reviews: ProductReviewsResponse | null, url: string, image: string | undefined) {
  const inStock = product.status === STOCK_STATUS && product.quantityAvailable > 0
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: shorten(product.description, 500) } : {}),
    ...(image ? { image: [image] } : {}),
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      price: product.pricePerUnit.toFixed(2),
      priceCurrency: 'INR',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
      seller: { '@type': 'Person', name: product.farmerName },
    },
    ...(reviews && reviews.total > 0 && reviews.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.total } }
      : {}),
  }
}

/** A listing's page: its name and variety, price and place, description and first photo; its Product. */
export function listingHead(product: ListedProduct, reviews: ProductReviewsResponse | null, publicUrl: string): HeadContent {
  const name = product.variety ? `${product.name} (${product.variety})` : product.name
  const image = shareImage(product.images, publicUrl)
  return {
    type: 'product',
    title: name,
    description: shorten([priceAndPlace(product), product.description].filter(Boolean).join(' · ')),
    image,
    imageAlt: name,
    structuredData: (url) => productJsonLd(product, reviews, url, image),
  }
}

/** A farmer's storefront: where they farm and what they sell, with prices (their first few listings). */
export function storefrontHead(farmer: FarmerStorefront, listings: readonly ListedProduct[], publicUrl: string): HeadContent {
  const offers = listings.slice(0, 3).map((product) => `${product.name} ${pricePerUnit(product)}`)
  const description = [place(farmer.location), ...offers].filter(Boolean).join(' · ') || t('meta.description')
  return {
    type: 'profile',
    title: farmer.name,
    description: shorten(description),
    image: farmer.profileImage ?? shareImage(listings[0]?.images ?? [], publicUrl),
    imageAlt: farmer.name,
  }
}

/** Browse: its intro, previewed with the first listing's photo. */
export function browseHead(first: ListedProduct | undefined, publicUrl: string): HeadContent {
  const title = t('title.browse')
  return {
    type: 'website',
    title,
    description: t('browse.intro'),
    image: shareImage(first?.images ?? [], publicUrl),
    imageAlt: first?.name ?? title,
  }
}

/** The query string that belongs to Browse's address: the filters that count, in their canonical order. */
export function browseQuery(filters: BrowseFilters): string {
  const entries = browseFilterEntries(filters)
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`
}
