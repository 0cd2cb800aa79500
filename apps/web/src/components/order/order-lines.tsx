import type { OrderLine } from '@app/shared/orders'
import { formatBillAmount } from '@/lib/format'
import { t } from '@/lib/i18n'
import { unitName } from '@/lib/unit-name'

/**
 * The lines of an order (or of a farmer's part of a checkout): name, quantity × price, amount.
 * The amount carries a label for screen readers, which read the line as one sentence.
 */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="mt-3 divide-y divide-stone-200">
      {lines.map((line, index) => (
        <li key={line.productId ?? index} className="flex flex-wrap justify-between gap-2 py-2">
          <div>
            <p className="font-semibold text-stone-900">{line.productName}</p>
            <p className="text-sm text-stone-700">
              {t('checkout.lineQuantity', {
                quantity: line.quantity,
                unit: unitName(line.unit),
                price: formatBillAmount(line.pricePerUnit),
              })}
            </p>
          </div>
          <p className="font-semibold text-stone-900">
            <span className="sr-only">{t('checkout.lineAmount')} </span>
            {formatBillAmount(line.amount)}
          </p>
        </li>
      ))}
    </ul>
  )
}
