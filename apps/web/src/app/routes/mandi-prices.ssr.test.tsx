// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MANDI_LICENCE_URL, MANDI_SOURCE_URL } from '@app/shared/mandi'
import { CATALOGUES } from '@app/shared/messages/catalogues'
import { en } from '@app/shared/messages/en'
import { createTranslator } from '@app/shared/messages/translate'
import { render } from '@/entry-server'
import { makeMandiMarket, makePriceReference } from '@/testing/data'

const SITE = 'http://kisansetu.test'

const TOMATO = makePriceReference({
  cropName: 'टमाटर',
  unit: 'kg',
  mandi: {
    demo: true,
    markets: [
      makeMandiMarket({
        minPrice: 16,
        maxPrice: 24,
        modalPrice: 20,
        history: [
          { date: '2026-12-04', modalPrice: 19 },
          { date: '2026-12-05', modalPrice: 20 },
        ],
      }),
    ],
  },
})

function canonicals(head: string): string[] {
  return [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((match) => match[1] ?? '')
}

// The server renders the page for each request with the answer to the search in its address
// (apps/server/src/plugins/ssr.ts): the HTML shows it before any script runs, and the state hands
// it to the browser's query.
describe('Mandi Prices page rendered by the server', () => {
  it("draws a search's answer in Hindi, with the form holding the search, the chart's table and the attribution", async () => {
    const hindi = createTranslator('hi', CATALOGUES.hi)
    const { head, html, state } = await render({
      url: `/mandi-prices?crop=${encodeURIComponent('टमाटर')}&pin=422%20001`,
      locale: 'hi',
      publicUrl: SITE,
      data: { kind: 'prices', query: { crop: 'टमाटर', pin: '422001', unit: 'kg' }, reference: TOMATO },
    })
    expect(head).toContain(`<title>${hindi.t('title.template', { page: hindi.t('title.mandiPrices') })}</title>`)
    expect(head).toContain(`content="${hindi.t('mandiPrices.headTitle', { crop: 'टमाटर' })}"`)
    expect(canonicals(head)).toEqual([`${SITE}/hi/mandi-prices?crop=%E0%A4%9F%E0%A4%AE%E0%A4%BE%E0%A4%9F%E0%A4%B0&amp;pin=422001`])

    // A plain GET form to the page in its language, which works before the app has loaded: its
    // fields are not held read-only, and its button is not disabled.
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/hi\/mandi-prices")[^>]*>/)
    expect(html).toMatch(/<input(?=[^>]*name="crop")(?=[^>]*value="टमाटर")(?![^>]*\sreadonly[\s=>])[^>]*>/)
    expect(html).toMatch(/<input(?=[^>]*name="pin")(?=[^>]*value="422 001")[^>]*>/)
    expect(html).toMatch(/<button type="submit"(?![^>]*\sdisabled[\s=>])[^>]*>/)

    expect(html).toContain(hindi.t('mandiPrices.marketsHeading', { crop: 'टमाटर' }))
    expect(html).toContain('Lasalgaon APMC')
    expect(html).toContain(hindi.t('products.demoBadge'))
    expect(html).toContain(`href="${MANDI_SOURCE_URL}"`)
    expect(html).toContain(`href="${MANDI_LICENCE_URL}"`)
    // The chart's box, where the browser draws it (so nothing moves), and its figures as a table for screen readers.
    expect(html).toContain('<div class="relative mt-3 h-64"><canvas role="img"')
    expect(html).toContain(`<div class="sr-only"><table`)
    expect(html).toContain(`<caption class="sr-only">${hindi.t('mandiPrices.chartTitle', { crop: 'टमाटर', days: 30 })}</caption>`)
    expect(html).toContain('<th scope="row">5 दिस॰ 2026</th><td>₹20</td>')
    expect(html).not.toContain(hindi.t('mandiPrices.loading'))

    expect(state?.queries.map((query) => query.queryKey)).toEqual([['prices', 'टमाटर', '422001', 'kg', true]])
    expect(state?.queries[0]?.state.data).toEqual(TOMATO)
  })

  it('draws the empty search as the page itself, and a wrong PIN code with its message', async () => {
    const empty = await render({
      url: '/mandi-prices',
      locale: 'en',
      publicUrl: SITE,
      data: { kind: 'prices', query: null, reference: null },
    })
    expect(empty.head).toContain('<title>Mandi Prices | KisanSetu</title>')
    expect(canonicals(empty.head)).toEqual([`${SITE}/mandi-prices`])
    expect(empty.html).toContain(en['mandiPrices.intro'])
    expect(empty.html).not.toContain(en['mandiPrices.loading'])
    expect(empty.state?.queries).toEqual([])

    const wrong = await render({
      url: '/mandi-prices?crop=tomato&pin=12',
      locale: 'en',
      publicUrl: SITE,
      data: { kind: 'prices', query: null, reference: null },
    })
    expect(wrong.html).toContain(en['places.pinInvalid'])
    expect(wrong.html).not.toContain(en['mandiPrices.loading'])
  })
})
