import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { signedInAs, signedUp } from '../fixtures/accounts'
import { layoutProblems } from '../fixtures/layout'
import { listLot } from '../fixtures/listings'
import { expect, test } from '../fixtures/test'

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

/** The card of the listing named `name`. */
function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) })
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(text)
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}(&|$)`))
}

test('an English buyer on a phone finds Hindi and Latin-named lots by plurals, synonyms and misspellings', async ({ page, request }) => {
  test.setTimeout(60_000)
  const { session: farmer } = await signedUp(request, 'farmer')
  const tag = `Qz${randomUUID().slice(0, 6)}`
  // Named as a farmer writing in Hindi or Latin letters would.
  const tomatoName = `टमाटर / देसी ${tag}`
  const brinjalName = `Baingan ${tag}`
  await listLot(request, farmer.token, tomatoName)
  await listLot(request, farmer.token, brinjalName)

  await signedInAs(page, request, 'buyer')
  await page.goto('/products/browse')
  const tomato = card(page, tomatoName)
  const brinjal = card(page, brinjalName)

  await search(page, 'Tomatoes')
  // The list answers the search once the other lot is gone from it.
  await expect(brinjal).toHaveCount(0)
  await expect(tomato).toBeVisible()
  // The crop in English beside the farmer's own Hindi words.
  await expect(tomato.getByText('Tomato', { exact: true })).toBeVisible()
  expect(await layoutProblems(page)).toEqual([])

  await search(page, 'brinjal')
  await expect(tomato).toHaveCount(0)
  await expect(brinjal.getByText('Brinjal', { exact: true })).toBeVisible()

  await search(page, 'tomatos')
  await expect(brinjal).toHaveCount(0)
  await expect(tomato).toBeVisible()

  // Too far from any name to be read as one: nothing found, and the nearest crop offered.
  await search(page, 'tamoto')
  await expect(page.getByText('No products match your search.')).toBeVisible()
  await expect(page.getByText('Did you mean:')).toBeVisible()
  expect(await layoutProblems(page)).toEqual([])
  await page.getByRole('link', { name: 'Search for Tomato' }).click()
  await expect(page).toHaveURL(/[?&]search=Tomato(&|$)/)
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Tomato')
  await expect(tomato).toBeVisible()
})
