/** Answers of the API that only a client or an operator sees (no screen of the spec shows them). */
export const apiMessages = {
  'api.badRequest': 'The request could not be understood',
  'api.badUrl': 'The web address of this request is not valid',
  'api.requestTimeout': 'The request took too long to arrive. Check your connection and try again.',
  'api.docsTitle': 'KisanSetu API',
  'api.docsDescription':
    'The calls of the KisanSetu marketplace. Paths, bodies and response keys follow the product specification (section 7) under the /api prefix.',
} as const
