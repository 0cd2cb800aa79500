/// <reference lib="webworker" />
// Builds the first object of each kind of Intl the app uses, for the language it is sent, then
// answers and closes: see warm-intl.ts.
const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(0)
  new Intl.PluralRules(locale).select(0)
  new Intl.DateTimeFormat(locale).format(0)
  scope.postMessage('ready')
  scope.close()
}
