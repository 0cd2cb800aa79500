import { useId } from 'react'
import { useNavigate } from 'react-router'
import { DELIVERY_CHARGE_RUPEES } from '@app/shared/limits'
import { paths } from '@app/shared/paths'
import { Button, LinkButton } from '@/components/ui/button'
import { ScreenSkeleton } from '@/components/ui/screen-skeleton'
import { getErrorMessage } from '@/lib/api-client'
import { formatBillAmount, formatRupees } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useAcceptCartPrice } from '../api/accept-cart-price'
import { useCart } from '../api/get-cart'
import { useRemoveFromCart } from '../api/remove-from-cart'
import { orderSummary, toCartLines, type CartLine } from '../lib/cart-lines'
import { useCartQuantities } from '../lib/use-cart-quantities'
import { CartItem } from './cart-item'

/**
 * The totals of the lines that can be checked out. Pay leads to checkout; it waits while any line
 * is flagged (or holds a quantity the listing does not allow), and says why.
 */
function OrderSummary({ payable, isBlocked }: { payable: readonly CartLine[]; isBlocked: boolean }) {
  const totals = orderSummary(payable)
  const navigate = useNavigate()
  const noticeId = useId()
  return (
    <aside aria-labelledby={`${noticeId}-heading`} className="h-fit rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id={`${noticeId}-heading`} className="text-xl font-bold text-stone-900">
        {t('cart.summary')}
      </h2>
      {/* An amount stays whole; its label wraps beside it. */}
      <dl className="mt-4 space-y-3 text-base">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('cart.subtotal', { count: totals.itemCount })}</dt>
          <dd className="font-semibold whitespace-nowrap text-stone-900">{formatBillAmount(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('cart.delivery')}</dt>
          <dd className="font-semibold whitespace-nowrap text-stone-900">{formatBillAmount(totals.delivery)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-lg">
          <dt className="font-bold text-stone-900">{t('cart.total')}</dt>
          <dd className="font-bold whitespace-nowrap text-green-800">{formatBillAmount(totals.total)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3">
        {/* A button, not a link: a flagged line must hold it, and a disabled link is no link. */}
        <Button
          disabled={isBlocked}
          onClick={() => void navigate(paths.checkout)}
          aria-describedby={isBlocked ? `${noticeId}-blocked` : undefined}
        >
          {t('cart.pay')}
        </Button>
        {isBlocked ? (
          <p id={`${noticeId}-blocked`} className="text-sm font-medium text-amber-900">
            {t('cart.payBlocked')}
          </p>
        ) : null}
        <LinkButton to={paths.productsBrowse} variant="secondary">
          {t('cart.continueShopping')}
        </LinkButton>
      </div>
      <ul className="mt-6 space-y-1 text-sm text-stone-700">
        <li>{t('cart.sslNote')}</li>
        <li>{t('cart.deliveryPerFarmerNote', { amount: formatRupees(DELIVERY_CHARGE_RUPEES) })}</li>
      </ul>
    </aside>
  )
}

function EmptyCart() {
  return (
    <div className="rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
      <p className="text-xl font-bold text-stone-900">{t('cart.empty')}</p>
      <p className="mt-2 text-stone-700">{t('cart.emptyText')}</p>
      <LinkButton to={paths.productsBrowse} className="mt-6">
        {t('cart.continueShopping')}
      </LinkButton>
    </div>
  )
}

/**
 * The cart: a line per product with its quantity picker, the Order Summary and Pay; the empty
 * cart; a failed load's red banner.
 */
export function CartScreen() {
  const cart = useCart()
  const removal = useRemoveFromCart()
  const acceptance = useAcceptCartPrice()
  const quantities = useCartQuantities()

  function remove(productId: string) {
    quantities.drop(productId)
    removal.mutate(productId)
  }

  if (cart.isPending) return <ScreenSkeleton heading={t('cart.heading')} width="max-w-6xl" />
  const lines = cart.data ? toCartLines(cart.data.cart.products, cart.data.product) : []
  const itemCount = lines.length
  const payable = lines.filter((line) => line.issue === null && !quantities.quantityOf(line).isInvalid)

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('cart.heading')}</h1>
        {cart.isSuccess ? <p className="text-stone-700">{t('cart.itemCount', { count: itemCount })}</p> : null}
      </div>
      {cart.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {t('cart.loadFailed', { message: getErrorMessage(cart.error, t('cart.loadFailedFallback')) })}
        </p>
      ) : itemCount === 0 ? (
        <div className="mt-6">
          <EmptyCart />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <ul className="space-y-4">
            {lines.map((line) => (
              <CartItem
                key={line.product._id}
                line={line}
                quantity={quantities.quantityOf(line)}
                onQuantityChange={(text, quantity) => quantities.change(line, text, quantity)}
                removing={removal.isPending && removal.variables === line.product._id}
                onRemove={() => remove(line.product._id)}
                acceptingPrice={acceptance.isPending && acceptance.variables === line.product._id}
                onAcceptPrice={() => acceptance.mutate(line.product._id)}
              />
            ))}
          </ul>
          <OrderSummary payable={payable} isBlocked={payable.length < lines.length} />
        </div>
      )}
    </section>
  )
}
