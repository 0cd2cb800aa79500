import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'

describe('Farmer Protection Portal', () => {
  it('lists the five laws and schemes, saying which farm laws were repealed', async () => {
    renderApp('/FarmLaw')
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmer Protection Portal' })).toBeInTheDocument()
    const laws = within(screen.getByRole('region', { name: 'Laws and schemes' })).getAllByRole('listitem')
    expect(laws.map((law) => within(law).getByRole('heading').textContent)).toEqual([
      'Farmers’ Produce Trade and Commerce (Promotion and Facilitation) Act, 2020',
      'Farmers (Empowerment and Protection) Agreement on Price Assurance and Farm Services Act, 2020',
      'Essential Commodities (Amendment) Act, 2020',
      'Minimum Support Price (MSP)',
      'State APMC (market committee) Acts',
    ])
    expect(laws.slice(0, 3).every((law) => within(law).queryByText('Repealed in 2021'))).toBe(true)
    expect(laws.slice(3).every((law) => within(law).queryByText('In force'))).toBe(true)
  })

  it('gives the helplines as links a phone can dial, and the reporting portals', async () => {
    renderApp('/FarmLaw')
    const helplines = within(await screen.findByRole('region', { name: 'Helplines' }))
    expect(helplines.getByRole('link', { name: 'Call 1800-180-1551' })).toHaveAttribute('href', 'tel:18001801551')
    expect(helplines.getByRole('link', { name: 'Call 1800-180-1551' })).toHaveTextContent('1800-180-1551')
    expect(helplines.getByRole('link', { name: 'Call 1930' })).toHaveAttribute('href', 'tel:1930')
    expect(helplines.getByRole('link', { name: 'cybercrime.gov.in (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://cybercrime.gov.in',
    )
    expect(helplines.getByRole('link', { name: 'sancharsaathi.gov.in (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://sancharsaathi.gov.in',
    )
    expect(helplines.getByRole('heading', { name: 'State farmers’ helpline: fertilizer fraud' })).toBeInTheDocument()
  })

  it('lists the useful websites, the five testing methods and a Home button', async () => {
    renderApp('/FarmLaw')
    const websites = within(await screen.findByRole('region', { name: 'Useful websites' }))
    expect(websites.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://www.fssai.gov.in',
      'https://krishijagran.com',
      'https://www.indiacode.nic.in',
    ])
    for (const link of websites.getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const testing = within(screen.getByRole('region', { name: 'Food safety testing methods' }))
    expect(testing.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Microbiological testing',
      'Chemical testing',
      'Allergen testing',
      'Nutritional testing',
      'Physical testing',
    ])
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })
})

describe('Seasonal guide', () => {
  it('gives each season its months, climate, crops, challenges and official reading', async () => {
    renderApp('/SeasonalGuide')
    expect(await screen.findByRole('heading', { level: 1, name: 'Seasonal Crop Guide' })).toBeInTheDocument()
    const expected = {
      Kharif: {
        sow: 'June-July',
        harvest: 'Sept-Oct',
        crops: ['Rice', 'maize', 'jowar', 'bajra', 'cotton', 'soybean', 'groundnut', 'tur (arhar)', 'moong', 'urad'],
      },
      Rabi: { sow: 'Oct-Nov', harvest: 'Feb-Apr', crops: ['Wheat', 'barley', 'gram (chana)', 'mustard', 'peas', 'lentil (masoor)'] },
      Zaid: {
        sow: 'Mar-June',
        harvest: 'June',
        crops: ['Watermelon', 'muskmelon', 'cucumber', 'bitter gourd', 'fodder crops', 'summer moong'],
      },
    }
    for (const [season, facts] of Object.entries(expected)) {
      const card = within(screen.getByRole('region', { name: season }))
      expect(card.getByText('Sow').nextElementSibling).toHaveTextContent(facts.sow)
      expect(card.getByText('Harvest').nextElementSibling).toHaveTextContent(facts.harvest)
      const crops = card.getByRole('heading', { name: 'Example crops' }).nextElementSibling?.textContent ?? ''
      for (const crop of facts.crops) expect(crops).toContain(crop)
      for (const heading of ['Climate', 'Challenges', 'Further reading'])
        expect(card.getByRole('heading', { name: heading })).toBeInTheDocument()
      for (const link of card.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z.]+\.(gov|org)\.in$/)
    }
    // Wheat is a Rabi crop and rice a Kharif one: the cards must not mix them up.
    expect(within(screen.getByRole('region', { name: 'Kharif' })).queryByText(/wheat/i)).toBeNull()
    expect(within(screen.getByRole('region', { name: 'Rabi' })).queryByText(/rice/i)).toBeNull()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  })
})

describe('Footer and top bar', () => {
  it('link to the four information pages', async () => {
    renderApp('/')
    const quickLinks = within(await screen.findByRole('navigation', { name: 'Quick Links' }))
    expect(quickLinks.getByRole('link', { name: 'Weather' })).toHaveAttribute('href', '/weather')
    expect(quickLinks.getByRole('link', { name: 'Farmer Protection Portal' })).toHaveAttribute('href', '/FarmLaw')
    expect(quickLinks.getByRole('link', { name: 'Seasonal Guide' })).toHaveAttribute('href', '/SeasonalGuide')
    expect(quickLinks.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us')
  })

  it('shows the 404 page for a path in the wrong case, as the server does', async () => {
    renderApp('/farmlaw')
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument()
  })
})
