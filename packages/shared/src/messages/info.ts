/**
 * The information pages: Weather, Farmer Protection Portal, Seasonal guide and Contact Us.
 *
 * Two parts: `infoLinkMessages` are the links to these pages in the footer and the top bar, on
 * every page, so they stay in the catalogue every page loads; `infoPageMessages` is the pages' own
 * text, which the web app loads with the pages (vite.config.ts LAZY_CATALOGUES) so the landing
 * page's first load does not carry it. The server uses both through `en`.
 *
 * Prose uses the typographic apostrophe (’): a straight one can start a quoted span in ICU
 * MessageFormat.
 */
export const infoLinkMessages = {
  'nav.contactUs': 'Contact Us',
  'footer.weather': 'Weather',
  'footer.farmLaw': 'Farmer Protection Portal',
  'footer.seasonalGuide': 'Seasonal Guide',
  'footer.contactUs': 'Contact Us',
} as const

export const infoPageMessages = {
  'title.weather': 'Weather Forecast',
  'title.farmLaw': 'Farmer Protection Portal',
  'title.seasonalGuide': 'Seasonal Crop Guide',
  'title.contactUs': 'Contact Us',
  'info.newTab': '{label} (opens in a new tab)',

  // Weather (the screen and the public weather lookup)
  'weather.heading': 'Weather Forecast',
  'weather.intro': 'Today’s weather and a 3-hourly forecast for your city, to plan sowing, spraying, harvest and travel.',
  'weather.cityLabel': 'City',
  'weather.cityPlaceholder': 'Enter city',
  'weather.search': 'Search',
  'weather.loading': 'Loading weather...',
  'weather.fetchFailed': 'Failed to fetch weather data. Please try another city.',
  'weather.cityRequired': 'Please enter a city',
  'weather.cityTooLong': 'A city name can be at most 80 characters',
  'weather.cityInvalid': 'Use only letters, spaces, full stops, commas, hyphens and apostrophes in a city name',
  'weather.location': '{area}, {country}',
  'weather.currentHeading': 'Current conditions',
  'weather.temperature': 'Temperature',
  'weather.feelsLike': 'Feels like',
  'weather.humidity': 'Humidity',
  'weather.wind': 'Wind',
  'weather.pressure': 'Pressure',
  'weather.visibility': 'Visibility',
  'weather.cloudCover': 'Cloud cover',
  'weather.uvIndex': 'UV index',
  'weather.sunrise': 'Sunrise',
  'weather.sunset': 'Sunset',
  'weather.celsius': '{value} °C',
  'weather.percent': '{value}%',
  'weather.kmph': '{value} km/h',
  'weather.millibars': '{value} mb',
  'weather.kilometres': '{value} km',
  'weather.forecastHeading': 'Today’s Forecast',
  'weather.hourAm': '{hour} AM',
  'weather.hourPm': '{hour} PM',

  // Farmer Protection Portal (/FarmLaw)
  'farmLaw.heading': 'Farmer Protection Portal',
  'farmLaw.intro':
    'The laws and schemes that shape how you sell, whom to call when something goes wrong, and how food is tested for safety.',
  'farmLaw.lawsHeading': 'Laws and schemes',
  'farmLaw.repealed': 'Repealed in 2021',
  'farmLaw.inForce': 'In force',
  'farmLaw.tradeAct.title': 'Farmers’ Produce Trade and Commerce (Promotion and Facilitation) Act, 2020',
  'farmLaw.tradeAct.summary':
    'Let farmers sell outside the regulated mandis of their state’s market committee (APMC) law, with no market fee, and allowed electronic trading. The Supreme Court put it on hold in January 2021 and Parliament repealed it through the Farm Laws Repeal Act, 2021, so it no longer applies: where and how you may sell is again set by your state’s market laws.',
  'farmLaw.priceAct.title': 'Farmers (Empowerment and Protection) Agreement on Price Assurance and Farm Services Act, 2020',
  'farmLaw.priceAct.summary':
    'Set national rules for contract farming: a written agreement with a buyer before sowing, with the price fixed in advance, and disputes settled by the Sub-Divisional Magistrate instead of a civil court. It was repealed in 2021 with the other two farm laws. Contract farming is still possible under your state’s laws: get the price, quality standard and payment date in writing before you sow.',
  'farmLaw.commoditiesAct.title': 'Essential Commodities (Amendment) Act, 2020',
  'farmLaw.commoditiesAct.summary':
    'Removed the limits on how much cereal, pulses, oilseeds, edible oil, onion and potato traders could stock, except in emergencies such as war, famine or a steep rise in prices. It was repealed in 2021, so the Essential Commodities Act, 1955 applies as before: the government can set stock limits on traders to keep the price of essential food in check.',
  'farmLaw.msp.title': 'Minimum Support Price (MSP)',
  'farmLaw.msp.summary':
    'The price at which government agencies buy certain crops from farmers. The Government of India announces it before each Kharif and Rabi season for 22 crops, on the advice of the Commission for Agricultural Costs and Prices (CACP). Wheat and paddy are bought at MSP at procurement centres in many states, and pulses and oilseeds under the PM-AASHA scheme. MSP is a policy, not a law: private traders do not have to pay it. Register early on your state’s procurement portal to sell at MSP.',
  'farmLaw.apmc.title': 'State APMC (market committee) Acts',
  'farmLaw.apmc.summary':
    'Each state’s Agricultural Produce Market Committee Act sets up regulated markets (mandis) run by a market committee. In a mandi your produce is sold by open auction to licensed traders and weighed on checked scales, and payment is due quickly, on the same day in many states: always ask for the sale slip. Fees and commission differ from state to state. Many mandis also trade online on e-NAM, the National Agriculture Market.',
  'farmLaw.helplinesHeading': 'Helplines',
  'farmLaw.fertilizer.title': 'State farmers’ helpline: fertilizer fraud',
  'farmLaw.fertilizer.text':
    'Sold fake, adulterated or overpriced fertilizer, seed or pesticide? Call your state agriculture department’s farmers’ helpline or tell your district agriculture officer. Keep the bill, the bag and a sample as proof.',
  'farmLaw.cyber.title': 'National Cyber Crime Helpline',
  'farmLaw.cyber.text':
    'Lost money to an online or phone fraud? Call 1930 at once: the sooner you report, the better the chance of stopping the money. You can also report it online.',
  'farmLaw.cyber.phone': '1930',
  'farmLaw.cyber.link': 'cybercrime.gov.in',
  'farmLaw.chakshu.title': 'Chakshu: report fraud calls and messages',
  'farmLaw.chakshu.text':
    'Report suspected fraud calls, SMS or WhatsApp messages, such as fake KYC updates, prizes or loan offers, on Chakshu, part of the Department of Telecommunications’ Sanchar Saathi portal.',
  'farmLaw.chakshu.link': 'sancharsaathi.gov.in',
  'farmLaw.kcc.title': 'Kisan Call Center',
  'farmLaw.kcc.text':
    'Free advice from agriculture experts on crops, pests, fertilizer and government schemes, in your own language, every day from 6 AM to 10 PM.',
  'farmLaw.kcc.phone': '1800-180-1551',
  'farmLaw.call': 'Call {number}',
  'farmLaw.websitesHeading': 'Useful websites',
  'farmLaw.fssai.title': 'FSSAI: Food Safety and Standards Authority of India',
  'farmLaw.fssai.text': 'Food safety standards, and the licence or registration a food business needs.',
  'farmLaw.news.title': 'Krishi Jagran',
  'farmLaw.news.text': 'Agriculture news, market prices and updates on government schemes.',
  'farmLaw.indiaCode.title': 'India Code',
  'farmLaw.indiaCode.text': 'The official text of India’s central Acts and rules, to check what a law actually says.',
  'farmLaw.testingHeading': 'Food safety testing methods',
  'farmLaw.testingIntro': 'Laboratories test food in five main ways before it reaches a plate.',
  'farmLaw.testing.microbiological.title': 'Microbiological testing',
  'farmLaw.testing.microbiological.text': 'Looks for harmful bacteria, yeasts and moulds, such as Salmonella and E. coli.',
  'farmLaw.testing.chemical.title': 'Chemical testing',
  'farmLaw.testing.chemical.text': 'Measures pesticide residues, heavy metals and other contaminants against FSSAI limits.',
  'farmLaw.testing.allergen.title': 'Allergen testing',
  'farmLaw.testing.allergen.text': 'Detects allergens such as peanut, gluten, soy or milk, so that packs are labelled correctly.',
  'farmLaw.testing.nutritional.title': 'Nutritional testing',
  'farmLaw.testing.nutritional.text': 'Measures protein, fat, carbohydrate, vitamins and minerals for the nutrition label.',
  'farmLaw.testing.physical.title': 'Physical testing',
  'farmLaw.testing.physical.text': 'Checks for stones, glass and other foreign matter, and for moisture, size and colour.',

  // Seasonal guide (/SeasonalGuide)
  'seasonal.heading': 'Seasonal Crop Guide',
  'seasonal.intro': 'India has three cropping seasons. Plan what to sow and when, and what to watch out for in each.',
  'seasonal.sow': 'Sow',
  'seasonal.harvest': 'Harvest',
  'seasonal.climate': 'Climate',
  'seasonal.crops': 'Example crops',
  'seasonal.challenges': 'Challenges',
  'seasonal.furtherReading': 'Further reading',
  'seasonal.kharif.name': 'Kharif',
  'seasonal.kharif.tagline': 'Monsoon crops',
  'seasonal.kharif.sow': 'June-July',
  'seasonal.kharif.harvest': 'Sept-Oct',
  'seasonal.kharif.climate':
    'Sown as the south-west monsoon arrives. Needs warm, humid weather and plenty of rain or irrigation while the crop grows.',
  'seasonal.kharif.crops': 'Rice, maize, jowar, bajra, cotton, soybean, groundnut, tur (arhar), moong and urad.',
  'seasonal.kharif.challenges':
    'A late, weak or patchy monsoon; floods and waterlogging; pests and diseases that thrive in humid weather, such as fall armyworm in maize and pink bollworm in cotton.',
  'seasonal.rabi.name': 'Rabi',
  'seasonal.rabi.tagline': 'Winter crops',
  'seasonal.rabi.sow': 'Oct-Nov',
  'seasonal.rabi.harvest': 'Feb-Apr',
  'seasonal.rabi.climate':
    'Sown after the monsoon as temperatures fall. Grows through the cool, dry winter on irrigation and stored soil moisture, and needs warm, dry weather to ripen.',
  'seasonal.rabi.crops': 'Wheat, barley, gram (chana), mustard, peas and lentil (masoor).',
  'seasonal.rabi.challenges':
    'Frost and cold waves; early heat in February and March that shrivels the grain; unseasonal rain or hail at harvest; dependence on irrigation.',
  'seasonal.zaid.name': 'Zaid',
  'seasonal.zaid.tagline': 'Summer crops',
  'seasonal.zaid.sow': 'Mar-June',
  'seasonal.zaid.harvest': 'June',
  'seasonal.zaid.climate':
    'A short summer season between the Rabi harvest and the monsoon. Hot and dry, so crops need assured irrigation, and most grow quickly.',
  'seasonal.zaid.crops': 'Watermelon, muskmelon, cucumber, bitter gourd, fodder crops and summer moong.',
  'seasonal.zaid.challenges':
    'Heat waves, scarce water and high irrigation costs, and fruit and vegetables that must be sold quickly before they spoil.',
  'seasonal.link.imd': 'India Meteorological Department: monsoon and weather forecasts',
  'seasonal.link.icar': 'Indian Council of Agricultural Research (ICAR): crop varieties and practices',
  'seasonal.link.agriwelfare': 'Department of Agriculture and Farmers Welfare: schemes and crop advisories',

  // Contact Us (/contact-us and its form)
  'contact.heading': 'Contact Us',
  'contact.intro':
    'A question about selling or buying, a problem with your account, or an idea for KisanSetu? Write to us and our team will reply by email.',
  'contact.formHeading': 'Send us a message',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.message': 'Message',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending...',
  'contact.thanks': 'Thank you for your patience.',
  'contact.failed': 'Your message could not be sent. Please try again.',
  'contact.messageRequired': 'Message is required',
  'contact.messageTooLong': 'Message must be at most 5000 characters',
  'contact.modalTitle': 'Type Your Message',
  'contact.modalClose': 'Close',
  'contact.modalSave': 'Save',
  'contact.infoHeading': 'Contact information',
  'contact.phone': 'Phone',
  'contact.hours': 'Monday to Saturday, 9 AM to 6 PM',
  'contact.address': 'Address',
  'contact.mapHeading': 'Find us',
  'contact.mapTitle': 'Map of the KisanSetu office',
  'contact.openInMaps': 'Open in maps',
  'contact.mailSubject': 'Contact form: {name}',
  'contact.mailText': 'A message sent through the KisanSetu contact form.\n\nFrom: {name} ({email})\n\n{message}\n',
  'contact.mailHeading': 'A message sent through the contact form',
  'contact.mailFrom': 'From: {name} ({email})',
  'contact.mailFailed': 'Your message could not be sent just now. Please try again later, or write to {email}.',
} as const
