/** Farmer listings: SPEC.md §8 Farmer products. */
export const productMessages = {
  'products.deleted': 'Product deleted successfully!',
  'products.notFound': 'Product not found',
} as const
