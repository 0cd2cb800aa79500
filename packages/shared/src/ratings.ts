/**
 * A listing's average rating to one decimal ("4.3"), or null when there are no ratings to average:
 * the browse card and the detail page show the same figure.
 */
export function averageRating(ratings: readonly number[]): string | null {
  if (ratings.length === 0) return null
  const sum = ratings.reduce((total, rating) => total + rating, 0)
  return (sum / ratings.length).toFixed(1)
}
