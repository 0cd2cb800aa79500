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

const listing = { status: 'available', isOrganic: true, isCertified: true, demo: false } as const

describe('ProductBadges and the farmer’s badges', () => {
  it('shows the farmer’s badges, and the farmer’s own ticks as self-declared without a valid certificate', () => {
    const { rerender } = render(<ProductBadges product={{ ...listing, badges: { verified: true, certificate: null } }} />)
    expect(screen.getByText('Verified farmer')).toBeInTheDocument()
    expect(screen.getByText('Organic (self-declared)')).toBeInTheDocument()
    expect(screen.getByText('Certified (self-declared)')).toBeInTheDocument()

    rerender(
      <ProductBadges product={{ ...listing, badges: { verified: false, certificate: { scheme: 'pgs-india', validTo: '2027-03-31' } } }} />,
    )
    expect(screen.queryByText('Verified farmer')).not.toBeInTheDocument()
    expect(screen.getByText('Certified organic — PGS-India, valid to 31 Mar 2027')).toBeInTheDocument()
    expect(screen.getByText('Organic')).toBeInTheDocument()
  })

  it('keeps the plain ticks where badges are not known (the farmer’s own list)', () => {
    render(<ProductBadges product={listing} />)
    expect(screen.getByText('Organic')).toBeInTheDocument()
    expect(screen.getByText('Certified')).toBeInTheDocument()
  })
})
