import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { InfoPage } from '@/features/info/components/info-page'
import { WeatherLookup } from '@/features/info/components/weather-lookup'
import { t } from '@/lib/i18n'

/** `/weather`. Pre-rendered with the form and the report's loading state. */
export default function WeatherRoute() {
  return (
    <>
      <PageTitle page="title.weather" />
      <PublicPageHead title={t('weather.heading')} description="weather.intro" />
      <InfoPage headingId="weather-heading" heading={t('weather.heading')} intro={t('weather.intro')}>
        <WeatherLookup />
      </InfoPage>
    </>
  )
}
