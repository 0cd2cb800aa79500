import { useState, useSyncExternalStore } from 'react'
import type { Product } from '@app/shared/products'
import { largestOrderQuantity, quantityProblem, quantityProblemMessage } from '@app/shared/quantity'
import { QuantityPicker, readQuantity } from '@/components/product/quantity-picker'
import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { getSession, subscribeToSession } from '@/lib/session'
import { unitName } from '@/lib/unit-name'

type PurchasableFields = Pick<Product, 'status' | 'minOrderQuantity' | 'orderStep' | 'quantityAvailable'>

/**
 * Only "available" (any case) can be bought, and only while at least one minimum order is left;
 * anything else is sold out.
 */
export function isPurchasable(product: PurchasableFields): boolean {
  return product.status.toLowerCase() === 'available' && largestOrderQuantity(product) !== null
}

type AddToCartControlsProps = {
  product: PurchasableFields & Pick<Product, 'name' | 'unit'>
  /** This listing is on its way to the cart: the button says so and waits. */
  adding: boolean
  /** Adds the quantity the buyer picked, in the listing's unit. */
  onAddToCart: (quantity: number) => void
}

/**
 * The quantity to buy (starting at the listing's minimum order) and Add to Cart, as a Browse card
 * and a product's page show them. A typed quantity the listing does not allow says why under the
 * picker, and Add to Cart waits until it is fixed; a sold-out listing disables both. A signed-in
 * farmer sees neither.
 */
/** Whether the signed-in account is a farmer; the server's render and a visitor read false. */
function useIsFarmer(): boolean {
  return useSyncExternalStore(
    subscribeToSession,
    () => getSession()?.user.role === 'farmer',
    () => false,
  )
}

export function AddToCartControls(props: AddToCartControlsProps) {
  // A farmer cannot buy (the server refuses a farmer's cart): no quantity, no button.
  if (useIsFarmer()) return null
  return <PurchaseControls {...props} />
}

function PurchaseControls({ product, adding, onAddToCart }: AddToCartControlsProps) {
  const soldOut = !isPurchasable(product)
  const [quantityText, setQuantityText] = useState(() => String(product.minOrderQuantity))
  const quantity = readQuantity(quantityText)
  const problem = soldOut ? null : quantityProblem(product, quantity)
  return (
    <div className="space-y-3">
      <QuantityPicker
        label={t('browse.quantityLabel', { unit: unitName(product.unit) })}
        decreaseLabel={t('browse.decreaseLabel', { name: product.name })}
        increaseLabel={t('browse.increaseLabel', { name: product.name })}
        rules={product}
        text={quantityText}
        error={problem ? quantityProblemMessage(problem, product.unit) : null}
        disabled={soldOut || adding}
        onChange={setQuantityText}
      />
      <Button
        className="w-full"
        disabled={soldOut || adding || problem !== null}
        onClick={() => onAddToCart(quantity)}
        aria-label={t('browse.addToCartLabel', { name: product.name })}
      >
        {adding ? t('browse.adding') : t('browse.addToCart')}
      </Button>
    </div>
  )
}
