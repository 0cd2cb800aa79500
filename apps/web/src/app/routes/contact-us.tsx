import { PublicPageHead } from '@/components/layout/page-head'
import { PageTitle } from '@/components/layout/page-title'
import { ContactUs } from '@/features/info/components/contact-us'

/** `/contact-us`. Pre-rendered; the form works once the page's script has run. */
export default function ContactUsRoute() {
  return (
    <>
      <PageTitle page="title.contactUs" />
      <PublicPageHead page="title.contactUs" />
      <ContactUs />
    </>
  )
}
