import type { CartLineIssue } from '@app/shared/cart'
import { quantityProblemMessage } from '@app/shared/quantity'
import { FALLBACK_IMAGE, productPlace } from '@/components/product/product-card-parts'
import { QuantityPicker } from '@/components/product/quantity-picker'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Fact } from '@/components/ui/fact'
import { formatBillAmount, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'
import { thumbnailSrc } from '@/lib/uploads'
import type { CartLine } from '../lib/cart-lines'
import type { LineQuantity } from '../lib/use-cart-quantities'

/** What keeps the line from checkout, as the buyer reads it; a quantity problem shows under the picker instead. */
function issueText(issue: CartLineIssue): string | null {
  switch (issue.kind) {
    case 'unavailable':
      return t('cart.issue.unavailable')
    case 'soldOut':
      return t('cart.issue.soldOut')
    case 'priceChanged':
      return t('cart.issue.priceChanged', { from: formatRupees(issue.from), to: formatRupees(issue.to) })
    case 'quantity':
      return null
  }
}

type CartItemProps = {
  line: CartLine
  quantity: LineQuantity
  onQuantityChange: (text: string, quantity: number) => void
  removing: boolean
  onRemove: () => void
  acceptingPrice: boolean
  onAcceptPrice: () => void
}

/**
 * One line of the cart: the listing, its quantity picker (saved as the buyer changes it), the
 * amount, and a plain flag when the line cannot be checked out as it is, with Accept new price
 * for a price that changed.
 */
export function CartItem({ line, quantity, onQuantityChange, removing, onRemove, acceptingPrice, onAcceptPrice }: CartItemProps) {
  const { product, issue } = line
  const place = productPlace(product.location)
  const photo = product.images[0]
  const flag = issue ? issueText(issue) : null
  // The picker shows the typed quantity's problem first, then a refused save, then a quantity the listing no longer allows.
  const quantityError = quantity.error ?? (issue?.kind === 'quantity' ? quantityProblemMessage(issue.problem, product.unit) : null)
  const canChange = issue?.kind !== 'unavailable' && issue?.kind !== 'soldOut'
  return (
    <li className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row">
      <img
        src={photo ? thumbnailSrc(photo) : FALLBACK_IMAGE}
        alt={photo ? t('cart.photoAlt', { name: product.name }) : ''}
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full shrink-0 rounded-lg bg-stone-100 object-cover sm:w-40"
      />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-lg font-bold text-stone-900">{product.name}</h2>
            {product.variety ? <p className="text-sm text-stone-700">{t('product.variety', { variety: product.variety })}</p> : null}
          </div>
          {product.isCertified ? <Badge tone="lime">{t('cart.certifiedOrganic')}</Badge> : null}
        </div>
        {product.description ? <p className="line-clamp-2 text-sm text-stone-700">{product.description}</p> : null}
        {place ? <p className="text-sm text-stone-700">{place}</p> : null}
        {flag ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
            <p className="font-semibold text-stone-900">
              <span aria-hidden="true">⚠ </span>
              {flag}
            </p>
            {issue?.kind === 'priceChanged' ? (
              <Button
                variant="secondary"
                disabled={acceptingPrice}
                onClick={onAcceptPrice}
                aria-label={t('cart.acceptPriceLabel', { name: product.name })}
              >
                {acceptingPrice ? t('cart.acceptingPrice') : t('cart.acceptPrice')}
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className="mt-1 flex flex-wrap items-start gap-x-6 gap-y-3">
          <QuantityPicker
            label={t('cart.quantityLabel', { unit: unitName(product.unit) })}
            decreaseLabel={t('cart.decreaseLabel', { name: product.name })}
            increaseLabel={t('cart.increaseLabel', { name: product.name })}
            rules={product}
            text={quantity.text}
            error={quantityError}
            disabled={!canChange}
            onChange={onQuantityChange}
          />
          {/* Room for two figures side by side, or the row goes under the picker: a narrower grid would break its words. */}
          <dl className="grid min-w-52 flex-1 grid-cols-2 gap-2 pt-1 text-sm">
            <Fact variant="figure" label={t('cart.pricePerUnit')}>
              {t('cart.pricePerUnitValue', { price: formatBillAmount(product.pricePerUnit), unit: unitName(product.unit) })}
            </Fact>
            <Fact variant="figure" label={t('cart.amount')}>
              <span className="whitespace-nowrap text-green-800">{formatBillAmount(line.amount)}</span>
            </Fact>
          </dl>
        </div>
        <p aria-live="polite" className="min-h-5 text-sm text-stone-600">
          {quantity.status === 'saving' ? t('cart.saving') : quantity.status === 'saved' ? t('cart.saved') : ''}
        </p>
        {quantity.retry ? (
          <Button variant="secondary" className="mt-1" onClick={quantity.retry}>
            {t('common.tryAgain')}
          </Button>
        ) : null}
      </div>
      <div className="sm:self-center">
        <Button
          variant="danger"
          className="w-full"
          disabled={removing}
          onClick={onRemove}
          aria-label={t('cart.removeLabel', { name: product.name })}
        >
          {removing ? t('cart.removing') : t('cart.remove')}
        </Button>
      </div>
    </li>
  )
}
