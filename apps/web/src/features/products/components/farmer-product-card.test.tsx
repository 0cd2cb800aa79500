import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '@/testing/data'
import { FarmerProductCard } from './farmer-product-card'

describe('A farmer’s listing card', () => {
  it('says when an operator hid it, and why, as the operator wrote it', () => {
    const product = makeProduct({ name: 'Kesar Saffron', hidden: { at: '2026-12-06T10:00:00.000Z', reason: 'Not saffron' } })
    render(
      <MemoryRouter>
        <FarmerProductCard product={product} deleting={false} onDelete={() => {}} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('note')).toHaveTextContent('Hidden by KisanSetu')
    expect(screen.getByText('Buyers cannot see it. Reason: Not saffron')).toBeInTheDocument()
  })

  it('shows no such note on a listing buyers see', () => {
    render(
      <MemoryRouter>
        <FarmerProductCard product={makeProduct()} deleting={false} onDelete={() => {}} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('note')).toBeNull()
  })
})
