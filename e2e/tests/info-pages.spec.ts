import { expect, test } from '../fixtures/test'

test('the Farmer Protection Portal lists the laws, helplines, websites and testing methods, pre-rendered', async ({ page, request }) => {
  const html = await (await request.get('/FarmLaw')).text()
  expect(html).toContain('Minimum Support Price (MSP)')
  expect(html).toContain('href="tel:18001801551"')

  await page.goto('/FarmLaw')
  await expect(page).toHaveTitle('Farmer Protection Portal | KisanSetu')
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer Protection Portal' })).toBeVisible()
  const laws = page.getByRole('region', { name: 'Laws and schemes' }).getByRole('heading', { level: 3 })
  await expect(laws).toHaveCount(5)
  await expect(laws.first()).toHaveText('Farmers’ Produce Trade and Commerce (Promotion and Facilitation) Act, 2020')
  await expect(page.getByText('Repealed in 2021', { exact: true })).toHaveCount(3)

  const helplines = page.getByRole('region', { name: 'Helplines' })
  await expect(helplines.getByRole('link', { name: 'Call 1800-180-1551' })).toHaveAttribute('href', 'tel:18001801551')
  await expect(helplines.getByRole('link', { name: 'Call 1930' })).toHaveAttribute('href', 'tel:1930')
  await expect(helplines.getByRole('link', { name: /cybercrime\.gov\.in/ })).toHaveAttribute('href', 'https://cybercrime.gov.in')
  await expect(helplines.getByRole('link', { name: /sancharsaathi\.gov\.in/ })).toHaveAttribute('href', 'https://sancharsaathi.gov.in')
  await expect(page.getByRole('region', { name: 'Useful websites' }).getByRole('link')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Food safety testing methods' }).getByRole('term')).toHaveText([
    'Microbiological testing',
    'Chemical testing',
    'Allergen testing',
    'Nutritional testing',
    'Physical testing',
  ])

  await page.getByRole('main').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL('/')
})

test('the Seasonal guide gives each season its months and crops, pre-rendered', async ({ page, request }) => {
  const html = await (await request.get('/SeasonalGuide')).text()
  expect(html).toContain('Wheat, barley, gram (chana), mustard, peas and lentil (masoor).')

  await page.goto('/SeasonalGuide')
  await expect(page).toHaveTitle('Seasonal Crop Guide | KisanSetu')
  for (const [season, sow, harvest, crop] of [
    ['Kharif', 'June-July', 'Sept-Oct', 'Rice'],
    ['Rabi', 'Oct-Nov', 'Feb-Apr', 'Wheat'],
    ['Zaid', 'Mar-June', 'June', 'Watermelon'],
  ] as const) {
    const card = page.getByRole('region', { name: season })
    await expect(card.locator('dt', { hasText: 'Sow' }).locator('xpath=following-sibling::dd[1]')).toHaveText(sow)
    await expect(card.locator('dt', { hasText: 'Harvest' }).locator('xpath=following-sibling::dd[1]')).toHaveText(harvest)
    await expect(card.getByText(new RegExp(`^${crop},`))).toBeVisible()
    await expect(card.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/[a-z.]+\.(gov|org)\.in$/)
  }
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL('/')
})

test('the landing page’s footer and the top bar lead to the information pages', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const [name, path, heading] of [
    ['Weather', '/weather', 'Weather Forecast'],
    ['Farmer Protection Portal', '/FarmLaw', 'Farmer Protection Portal'],
    ['Seasonal Guide', '/SeasonalGuide', 'Seasonal Crop Guide'],
    ['Contact Us', '/contact-us', 'Contact Us'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await page.goto('/')
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page).toHaveURL('/contact-us')
})

test('each information page answers 200, and a wrong-case path 404', async ({ request }) => {
  for (const path of ['/weather', '/FarmLaw', '/SeasonalGuide', '/contact-us']) expect((await request.get(path)).status(), path).toBe(200)
  expect((await request.get('/farmlaw')).status()).toBe(404)
})
