import { browseFilterEntries, type ListedProduct } from '@app/shared/browse'
import { intlLocale, LOCALES, type Locale } from '@app/shared/messages/locales'
import type { MessageId } from '@app/shared/messages/en'
import type { Translator } from '@app/shared/messages/translate'
import { localePath } from '@app/shared/paths'
import type { ProductReviewsResponse } from '@app/shared/reviews'
import type { ServerPageData } from '@app/shared/server-page'
import { thumbnailUrl } from '@app/shared/uploads'

/**
 * The head of a page the server renders with its data (plugins/ssr): its title and description,
 * its canonical address and the same page in every language, the Open Graph and Twitter tags a
 * link shared on WhatsApp or elsewhere is previewed with, and for a listing its schema.org Product.
 */

export interface HeadInput {
  data: ServerPageData
  locale: Locale
  /** The page's path without its language prefix (`/products/…`). */
  pathname: string
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string
  /** The words of the page's language. */
  words: Translator
  /** The `<title>` the screen rendered, as HTML text (already escaped), if it rendered one. */
  renderedTitle: string | undefined
}

export interface PageHead {
  /** `<title>` as HTML. */
  title: string
  /** The meta description's text (not escaped). */
  description: string
  /** Every other tag, as HTML. */
  tags: string
}

/** Text for HTML, in an element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/**
 * JSON inside a `<script>` element: no `<` may appear as such, or `</script>` (or `<!--`) in a
 * listing's text would end the element early and let the rest be read as HTML.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A description of at most `max` characters, cut at a word where it can be. */
function shorten(text: string, max = 200): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`
}

/** Rupees as the listing shows them: 1250 → "₹1,250", 42.5 → "₹42.50". */
function rupees(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'INR' }).format(amount).replace(/\.00$/, '')
}

function unitName(words: Translator, unit: string): string {
  return words.t(`unit.${unit}` as MessageId)
}

/** "₹30 per kg · Nashik, Maharashtra": what a buyer looks for first in a shared link. */
function priceAndPlace(words: Translator, locale: Locale, product: ListedProduct): string {
  const price = words.t('product.pricePerUnit', { price: rupees(locale, product.pricePerUnit), unit: unitName(words, product.unit) })
  const { city, state } = product.location
  return city || state ? `${price} · ${city && state ? words.t('product.location', { city, state }) : city || state}` : price
}

/** og:locale's form: `hi_IN`. */
const ogLocale = (locale: Locale) => `${locale}_IN`

/**
 * A listing's first photo for previews: a photo the app stored is shared as its 480 px thumbnail,
 * which WhatsApp shows (it skips images of more than about 300 KB) and every other preview fills; a
 * pasted link to another site is shared as it is.
 */
function shareImage(images: readonly string[], publicUrl: string): string | undefined {
  const first = images.find((image) => /^https?:\/\//.test(image))
  return first === undefined ? undefined : thumbnailUrl(first, [publicUrl])
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

interface OpenGraph {
  type: 'website' | 'product' | 'profile'
  title: string
  description: string
  image: string | undefined
  imageAlt: string
}

function openGraph({ data, locale, publicUrl, words }: HeadInput): OpenGraph {
  switch (data.kind) {
    case 'product': {
      const { product } = data
      const name = product.variety ? `${product.name} (${product.variety})` : product.name
      const description = [priceAndPlace(words, locale, product), product.description].filter(Boolean).join(' · ')
      return {
        type: 'product',
        title: name,
        description: shorten(description),
        image: shareImage(product.images, publicUrl),
        imageAlt: name,
      }
    }
    case 'storefront': {
      const { farmer, listings } = data
      const { city, state } = farmer.location
      const place = city && state ? words.t('product.location', { city, state }) : city || state
      // What the farmer sells, with prices: the first few listings of their storefront.
      const offers = (listings?.getAllProduct ?? [])
        .slice(0, 3)
        .map(
          (product) =>
            `${product.name} ${words.t('product.pricePerUnit', { price: rupees(locale, product.pricePerUnit), unit: unitName(words, product.unit) })}`,
        )
      const description = [place, ...offers].filter(Boolean).join(' · ') || words.t('meta.description')
      const image = farmer.profileImage ?? shareImage(listings?.getAllProduct[0]?.images ?? [], publicUrl)
      return { type: 'profile', title: farmer.name, description: shorten(description), image, imageAlt: farmer.name }
    }
    case 'weather':
      return { type: 'website', title: words.t('weather.heading'), description: words.t('weather.intro'), image: undefined, imageAlt: '' }
    case 'browse': {
      const title = words.t('title.browse')
      const first = data.firstPage.getAllProduct[0]
      return {
        type: 'website',
        title,
        description: words.t('browse.intro'),
        image: shareImage(first?.images ?? [], publicUrl),
        imageAlt: first?.name ?? title,
      }
    }
  }
}

/** The query string that belongs to the page's address: Browse's filters, in their canonical order. */
function pageQuery(data: ServerPageData): string {
  if (data.kind !== 'browse') return ''
  const entries = browseFilterEntries(data.filters)
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`
}

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`

export function pageHead(input: HeadInput): PageHead {
  const { data, locale, pathname, publicUrl, words, renderedTitle } = input
  const query = pageQuery(data)
  const url = (forLocale: Locale) => publicUrl + localePath(forLocale, pathname) + query
  const canonical = url(locale)
  const og = openGraph(input)
  const siteName = words.t('brand.name')
  const title = renderedTitle ?? escapeHtml(words.t('title.template', { page: og.title }))
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(url(other))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url('en'))}">`,
    meta('og:type', og.type),
    meta('og:title', og.title),
    meta('og:description', og.description),
    meta('og:url', canonical),
    meta('og:site_name', siteName),
    meta('og:locale', ogLocale(locale)),
    ...LOCALES.filter((other) => other !== locale).map((other) => meta('og:locale:alternate', ogLocale(other))),
    ...(og.image ? [meta('og:image', og.image), meta('og:image:alt', og.imageAlt)] : []),
    `<meta name="twitter:card" content="summary">`,
    ...(data.kind === 'product'
      ? [`<script type="application/ld+json">${jsonForScript(productJsonLd(data.product, data.reviews, canonical, og.image))}</script>`]
      : []),
  ]
  return { title: `<title>${title}</title>`, description: og.description, tags: tags.join('\n    ') }
}
