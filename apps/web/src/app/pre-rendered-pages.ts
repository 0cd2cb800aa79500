/**
 * The public pages the build pre-renders (scripts/prerender.mjs, through entry-server.tsx) and the
 * route module(s) each one shows, for preloading their chunks and for the browser build's chunking
 * (vite.config.ts); the landing page shows only the shell: its part of the catalogue and its
 * stylesheet (app/router.tsx).
 */
export const PRE_RENDERED_PAGES = [
  { pathname: '/', file: 'index.html', module: 'src/app/routes/landing.tsx', shellOnly: true },
  { pathname: '/signin', file: 'signin/index.html', module: 'src/app/routes/signin.tsx' },
  { pathname: '/signup', file: 'signup/index.html', module: 'src/app/routes/signup.tsx' },
  { pathname: '/forgot-password', file: 'forgot-password/index.html', module: 'src/app/routes/forgot-password.tsx' },
  // The information pages; the weather page is rendered by the server (WEATHER_PAGE below).
  { pathname: '/FarmLaw', file: 'FarmLaw/index.html', module: 'src/app/routes/farm-law.tsx' },
  { pathname: '/SeasonalGuide', file: 'SeasonalGuide/index.html', module: 'src/app/routes/seasonal-guide.tsx' },
  { pathname: '/contact-us', file: 'contact-us/index.html', module: 'src/app/routes/contact-us.tsx' },
] as const

/**
 * The weather page: an information page like those above, and chunked with them (vite.config.ts),
 * but rendered by the server at run time with the default city's weather (entry-server.tsx), so it
 * opens with the figures instead of asking for them, and without Zod, which only reads answers the
 * browser asks for. Its screen sits in the data area (React Query), whose layout chunk it needs too.
 */
export const WEATHER_PAGE = { pathname: '/weather', modules: ['src/app/routes/data-area.tsx', 'src/app/routes/weather.tsx'] } as const
