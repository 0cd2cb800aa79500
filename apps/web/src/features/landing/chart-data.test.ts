import { describe, expect, it } from 'vitest'
import { en } from '@app/shared/messages/en'
import { FARMER_STATISTICS, STATE_IMPACT, STATE_IMPACT_MAX_PERCENT } from './chart-data'

// The published table chart 2 reproduces, copied verbatim: the data must match it row for row.
const PUBLISHED_STATE_TABLE = `
| State | Affected by Middlemen (%) | Affected by Storage Issues (%) |
|---|---|---|
| Uttar P. | 88 | 75 |
| Bihar | 90 | 78 |
| Maharashtra | 85 | 70 |
| Madhya P. | 83 | 72 |
| Andhra P. | 80 | 65 |
| Karnataka | 79 | 60 |
| Tamil Nadu | 76 | 59 |
| Rajasthan | 73 | 55 |
| West B. | 70 | 53 |
| Odisha | 68 | 50 |
`

function parseTable(markdown: string): string[][] {
  return markdown
    .trim()
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

describe('chart data', () => {
  it('holds chart 1 exactly as published', () => {
    expect(FARMER_STATISTICS.map((row) => [en[row.label], row.millions])).toEqual([
      ['Total Cultivators', 119],
      ['Agricultural Laborers', 144],
      ['Affected by Middlemen', 226],
      ['Unable to Direct Sell', 226],
    ])
  })

  it('holds the published table of chart 2 row for row', () => {
    const rows = STATE_IMPACT.map((row) => [en[row.state], String(row.middlemen), String(row.storage)])
    expect(rows).toEqual(parseTable(PUBLISHED_STATE_TABLE))
  })

  it('names the series and axes as published', () => {
    expect(en['landing.charts.farmers.title']).toBe('Farmer Statistics in India (2025, in millions)')
    expect(en['landing.charts.farmers.yAxis']).toBe('Number of Farmers')
    expect(en['landing.charts.farmers.tooltip']).toBe('{value} million')
    expect(en['landing.charts.states.title']).toBe('Top 10 Indian States: Farmers Affected by Middlemen & Storage Issues (2025)')
    expect(en['landing.charts.states.yAxis']).toBe('% Farmer Impact')
    expect(en['landing.charts.states.middlemen']).toBe('Affected by Middlemen (%)')
    expect(en['landing.charts.states.storage']).toBe('Affected by Storage Issues (%)')
    expect(STATE_IMPACT_MAX_PERCENT).toBe(100)
  })
})
