import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/testing/data'
import { ProductBadges } from './product-card-parts'

describe('ProductBadges', () => {
  it('marks a demo farm’s listing Demo, and no other', () => {
    const { unmount } = render(<ProductBadges product={makeProduct({ demo: true })} />)
    expect(screen.getByText('Demo')).toBeInTheDocument()
    unmount()
    render(<ProductBadges product={makeProduct({ demo: false })} />)
    expect(screen.queryByText('Demo')).not.toBeInTheDocument()
  })
})
