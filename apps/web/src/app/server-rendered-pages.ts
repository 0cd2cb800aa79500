/**
 * The public pages the build renders once per language (scripts/prerender.mjs) and the pages the
 * server renders for each request with their data (apps/server/src/plugins/ssr.ts). `module` is
 * the route module the page shows: the build preloads its chunk in the page's template, so the
 * browser fetches it beside the entry script rather than after it.
 */
export const PRE_RENDERED_PAGES = [
  { pathname: '/', file: 'index.html', module: 'src/app/routes/landing.tsx' },
  { pathname: '/signin', file: 'signin/index.html', module: 'src/app/routes/signin.tsx' },
  { pathname: '/signup', file: 'signup/index.html', module: 'src/app/routes/signup.tsx' },
  { pathname: '/forgot-password', file: 'forgot-password/index.html', module: 'src/app/routes/forgot-password.tsx' },
  { pathname: '/FarmLaw', file: 'FarmLaw/index.html', module: 'src/app/routes/farm-law.tsx', info: true },
  { pathname: '/SeasonalGuide', file: 'SeasonalGuide/index.html', module: 'src/app/routes/seasonal-guide.tsx', info: true },
  { pathname: '/contact-us', file: 'contact-us/index.html', module: 'src/app/routes/contact-us.tsx' },
] as const

export const SERVER_RENDERED_PAGES = [
  { name: 'browse', module: 'src/app/routes/browse-products.tsx' },
  { name: 'product', module: 'src/app/routes/product-page.tsx' },
  { name: 'storefront', module: 'src/app/routes/storefront.tsx' },
  { name: 'weather', module: 'src/app/routes/weather.tsx' },
  { name: 'prices', module: 'src/app/routes/mandi-prices.tsx' },
] as const
