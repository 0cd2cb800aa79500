/** Answers of the API that only a client or an operator sees (no screen of the spec shows them). */
export const apiMessages = {
  'api.badRequest': 'The request could not be understood',
  'api.docsTitle': 'KisanSetu API',
  'api.docsDescription':
    'The calls of the KisanSetu marketplace. Paths, bodies and response keys follow the product specification (section 7) under the /api prefix.',
} as const
