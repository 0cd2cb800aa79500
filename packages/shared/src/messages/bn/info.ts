import type { infoLinkMessages as englishLinks, infoPageMessages as englishPages } from '../info'
import type { Translation } from '../locales'

/**
 * The information pages: Weather, Farmer Protection Portal, Seasonal guide and Contact Us.
 *
 * Two parts: `infoLinkMessages` are the links to these pages in the footer and the top bar, on
 * every page; `infoPageMessages` is the pages' own text, loaded with the pages (see ../info.ts).
 *
 * Prose uses the typographic apostrophe (’): a straight one can start a quoted span in ICU
 * MessageFormat.
 */
export const infoLinkMessages: Translation<typeof englishLinks> = {
  'nav.contactUs': 'যোগাযোগ করুন',
  'footer.weather': 'আবহাওয়া',
  'footer.farmLaw': 'কৃষক সুরক্ষা পোর্টাল',
  'footer.seasonalGuide': 'মরশুমের ফসল গাইড',
  'footer.contactUs': 'যোগাযোগ করুন',
}

export const infoPageMessages: Translation<typeof englishPages> = {
  'title.weather': 'আবহাওয়ার পূর্বাভাস',
  'title.farmLaw': 'কৃষক সুরক্ষা পোর্টাল',
  'title.seasonalGuide': 'মরশুমের ফসল গাইড',
  'title.contactUs': 'যোগাযোগ করুন',
  'info.newTab': '{label} (নতুন ট্যাবে খুলবে)',

  // Weather (the screen and the public weather lookup)
  'weather.heading': 'আবহাওয়ার পূর্বাভাস',
  'weather.intro':
    'আপনার শহরের আজকের আবহাওয়া আর প্রতি 3 ঘণ্টার পূর্বাভাস, যাতে বীজ বোনা, ওষুধ ছেটানো, ফসল তোলা আর যাতায়াতের পরিকল্পনা করতে পারেন।',
  'weather.cityLabel': 'শহর',
  'weather.cityPlaceholder': 'শহরের নাম লিখুন',
  'weather.search': 'খুঁজুন',
  'weather.loading': 'আবহাওয়া লোড হচ্ছে...',
  'weather.fetchFailed': 'আবহাওয়ার খবর আনা গেল না। অন্য কোনো শহর দিয়ে চেষ্টা করুন।',
  'weather.cityRequired': 'একটা শহরের নাম লিখুন',
  'weather.cityTooLong': 'শহরের নাম বড়জোর 80 অক্ষরের হতে পারে',
  'weather.cityInvalid': 'শহরের নামে শুধু অক্ষর, ফাঁকা জায়গা, বিন্দু (.), কমা (,), হাইফেন (-) আর অ্যাপোস্ট্রফি (’) ব্যবহার করুন',
  'weather.location': '{area}, {country}',
  'weather.currentHeading': 'এখনকার আবহাওয়া',
  'weather.temperature': 'তাপমাত্রা',
  'weather.feelsLike': 'গায়ে লাগছে',
  'weather.humidity': 'আর্দ্রতা',
  'weather.wind': 'হাওয়া',
  'weather.pressure': 'বায়ুচাপ',
  'weather.visibility': 'কত দূর দেখা যায়',
  'weather.cloudCover': 'মেঘ',
  'weather.uvIndex': 'UV সূচক (রোদের তেজ)',
  'weather.sunrise': 'সূর্যোদয়',
  'weather.sunset': 'সূর্যাস্ত',
  'weather.celsius': '{value} °C',
  'weather.percent': '{value}%',
  'weather.kmph': '{value} কিমি/ঘণ্টা',
  'weather.millibars': '{value} মিলিবার',
  'weather.kilometres': '{value} কিমি',
  'weather.forecastHeading': 'আজকের পূর্বাভাস',
  'weather.hourAm': '{hour} AM',
  'weather.hourPm': '{hour} PM',

  // Farmer Protection Portal (/FarmLaw)
  'farmLaw.heading': 'কৃষক সুরক্ষা পোর্টাল',
  'farmLaw.intro':
    'যে আইন আর সরকারি প্রকল্প ঠিক করে আপনি কীভাবে বিক্রি করবেন, কিছু গোলমাল হলে কাকে ফোন করবেন, আর খাবার নিরাপদ কি না তা কীভাবে পরীক্ষা হয়।',
  'farmLaw.lawsHeading': 'আইন আর প্রকল্প',
  'farmLaw.repealed': '2021-এ বাতিল হয়েছে',
  'farmLaw.inForce': 'চালু আছে',
  'farmLaw.tradeAct.title': 'কৃষকদের উৎপাদিত পণ্য ব্যবসা ও বাণিজ্য (উন্নয়ন ও সুবিধা) আইন, 2020',
  'farmLaw.tradeAct.summary':
    'এই আইনে কৃষকরা রাজ্যের বাজার কমিটি (APMC) আইনের নিয়ন্ত্রিত মান্ডির বাইরেও বিক্রি করতে পারতেন, কোনো বাজার-ফি ছাড়াই, আর অনলাইনে কেনাবেচাও চলত। 2021 সালের জানুয়ারিতে সুপ্রিম কোর্ট আইনটি স্থগিত করে, আর সংসদ কৃষি আইন প্রত্যাহার আইন, 2021 দিয়ে এটা বাতিল করে। তাই এটা আর চলে না: কোথায় আর কীভাবে বিক্রি করবেন, তা আবার আপনার রাজ্যের বাজার আইন ঠিক করে।',
  'farmLaw.priceAct.title': 'কৃষক (ক্ষমতায়ন ও সুরক্ষা) মূল্য নিশ্চয়তা ও কৃষি পরিষেবা চুক্তি আইন, 2020',
  'farmLaw.priceAct.summary':
    'এই আইনে চুক্তি-চাষের জন্য সারা দেশে এক নিয়ম ছিল: বীজ বোনার আগে ক্রেতার সঙ্গে লিখিত চুক্তি, দাম আগে থেকে ঠিক করা, আর ঝগড়া হলে দেওয়ানি আদালতের বদলে মহকুমা শাসক (SDM) মীমাংসা করবেন। অন্য দুটি কৃষি আইনের সঙ্গে এটাও 2021-এ বাতিল হয়েছে। আপনার রাজ্যের আইনে চুক্তি-চাষ এখনো করা যায়: বীজ বোনার আগে দাম, মালের মান আর টাকা দেওয়ার তারিখ লিখিয়ে নিন।',
  'farmLaw.commoditiesAct.title': 'অত্যাবশ্যক পণ্য (সংশোধন) আইন, 2020',
  'farmLaw.commoditiesAct.summary':
    'এই আইন ব্যবসায়ীরা কতটা দানাশস্য, ডাল, তেলবীজ, ভোজ্য তেল, পেঁয়াজ আর আলু মজুত রাখতে পারবেন, তার সীমা তুলে দিয়েছিল, শুধু যুদ্ধ, দুর্ভিক্ষ বা দাম খুব বেড়ে যাওয়ার মতো বিপদের সময় ছাড়া। এটা 2021-এ বাতিল হয়েছে, তাই অত্যাবশ্যক পণ্য আইন, 1955 আগের মতোই চলছে: দরকারি খাবারের দাম বাগে রাখতে সরকার ব্যবসায়ীদের মজুতের সীমা বেঁধে দিতে পারে।',
  'farmLaw.msp.title': 'ন্যূনতম সহায়ক মূল্য (MSP)',
  'farmLaw.msp.summary':
    'যে দামে সরকারি সংস্থা কৃষকদের কাছ থেকে কিছু ফসল কেনে। কৃষি খরচ ও দাম কমিশনের (CACP) পরামর্শে ভারত সরকার প্রতি খরিফ আর রবি মরশুমের আগে 22টি ফসলের জন্য এই দাম ঘোষণা করে। অনেক রাজ্যে সরকারি কেনার কেন্দ্রে গম আর ধান MSP-তে কেনা হয়, আর ডাল ও তেলবীজ কেনা হয় PM-AASHA প্রকল্পে। MSP একটা সরকারি নীতি, আইন নয়: বেসরকারি ব্যবসায়ীরা এই দাম দিতে বাধ্য নন। MSP-তে বিক্রি করতে আপনার রাজ্যের সরকারি কেনার পোর্টালে আগেভাগে নাম লেখান।',
  'farmLaw.apmc.title': 'রাজ্যের APMC (বাজার কমিটি) আইন',
  'farmLaw.apmc.summary':
    'প্রতিটি রাজ্যের কৃষিপণ্য বাজার কমিটি আইন নিয়ন্ত্রিত বাজার (মান্ডি) তৈরি করে, যা একটা বাজার কমিটি চালায়। মান্ডিতে আপনার ফসল লাইসেন্স-পাওয়া ব্যবসায়ীদের কাছে খোলা নিলামে বিক্রি হয়, পরীক্ষা করা দাঁড়িপাল্লায় ওজন হয়, আর টাকা তাড়াতাড়ি দিতে হয়, অনেক রাজ্যে সেদিনই: সবসময় বিক্রির রসিদ চেয়ে নিন। ফি আর কমিশন এক-এক রাজ্যে এক-এক রকম। অনেক মান্ডি জাতীয় কৃষি বাজার e-NAM-এ অনলাইনেও কেনাবেচা করে।',
  'farmLaw.helplinesHeading': 'হেল্পলাইন',
  'farmLaw.fertilizer.title': 'রাজ্যের কৃষক হেল্পলাইন: সারে প্রতারণা',
  'farmLaw.fertilizer.text':
    'নকল, ভেজাল বা বেশি দামে সার, বীজ বা কীটনাশক বিক্রি করা হয়েছে? আপনার রাজ্যের কৃষি দপ্তরের কৃষক হেল্পলাইনে ফোন করুন, বা জেলার কৃষি আধিকারিককে জানান। প্রমাণ হিসেবে বিল, বস্তা আর একটু নমুনা রেখে দিন।',
  'farmLaw.cyber.title': 'জাতীয় সাইবার অপরাধ হেল্পলাইন',
  'farmLaw.cyber.text':
    'অনলাইনে বা ফোনে প্রতারণায় টাকা খুইয়েছেন? সঙ্গে সঙ্গে 1930-এ ফোন করুন: যত তাড়াতাড়ি জানাবেন, টাকা আটকানোর সম্ভাবনা তত বেশি। অনলাইনেও অভিযোগ জানাতে পারেন।',
  'farmLaw.cyber.phone': '1930',
  'farmLaw.cyber.link': 'cybercrime.gov.in ওয়েবসাইট',
  'farmLaw.chakshu.title': 'চক্ষু: প্রতারণার ফোন আর মেসেজের খবর দিন',
  'farmLaw.chakshu.text':
    'সন্দেহজনক প্রতারণার ফোন, SMS বা হোয়াটসঅ্যাপ মেসেজ, যেমন নকল KYC আপডেট, পুরস্কার বা ঋণের প্রস্তাব, চক্ষু-তে জানান। এটা টেলিকম দপ্তরের সঞ্চার সাথী পোর্টালের অংশ।',
  'farmLaw.chakshu.link': 'sancharsaathi.gov.in ওয়েবসাইট',
  'farmLaw.kcc.title': 'কিসান কল সেন্টার',
  'farmLaw.kcc.text':
    'ফসল, পোকামাকড়, সার আর সরকারি প্রকল্প নিয়ে কৃষি বিশেষজ্ঞদের বিনামূল্যে পরামর্শ, আপনার নিজের ভাষায়, রোজ সকাল 6টা থেকে রাত 10টা পর্যন্ত।',
  'farmLaw.kcc.phone': '1800-180-1551',
  'farmLaw.call': '{number}-এ ফোন করুন',
  'farmLaw.websitesHeading': 'কাজের ওয়েবসাইট',
  'farmLaw.fssai.title': 'FSSAI: ভারতের খাদ্য সুরক্ষা ও মান কর্তৃপক্ষ',
  'farmLaw.fssai.text': 'খাবারের নিরাপত্তার নিয়ম, আর খাবারের ব্যবসার জন্য কোন লাইসেন্স বা রেজিস্ট্রেশন লাগে।',
  'farmLaw.news.title': 'কৃষি জাগরণ',
  'farmLaw.news.text': 'কৃষির খবর, বাজারদর আর সরকারি প্রকল্পের নতুন খবর।',
  'farmLaw.indiaCode.title': 'ইন্ডিয়া কোড',
  'farmLaw.indiaCode.text': 'ভারতের কেন্দ্রীয় আইন আর নিয়মের সরকারি লেখা, কোনো আইনে আসলে কী বলা আছে তা দেখে নিতে।',
  'farmLaw.testingHeading': 'খাবার নিরাপদ কি না, কীভাবে পরীক্ষা হয়',
  'farmLaw.testingIntro': 'খাবার থালায় পৌঁছানোর আগে ল্যাবে প্রধানত পাঁচভাবে পরীক্ষা হয়।',
  'farmLaw.testing.microbiological.title': 'জীবাণু পরীক্ষা',
  'farmLaw.testing.microbiological.text': 'ক্ষতিকর ব্যাকটেরিয়া, ইস্ট আর ছত্রাক খোঁজা হয়, যেমন সালমোনেলা আর ই. কোলাই।',
  'farmLaw.testing.chemical.title': 'রাসায়নিক পরীক্ষা',
  'farmLaw.testing.chemical.text': 'কীটনাশকের অবশেষ, ভারী ধাতু আর অন্য দূষণ মেপে FSSAI-এর সীমার সঙ্গে মেলানো হয়।',
  'farmLaw.testing.allergen.title': 'অ্যালার্জির পরীক্ষা',
  'farmLaw.testing.allergen.text': 'চিনাবাদাম, গ্লুটেন, সয়া বা দুধের মতো অ্যালার্জি হওয়ার জিনিস খোঁজা হয়, যাতে প্যাকেটের লেবেল ঠিক থাকে।',
  'farmLaw.testing.nutritional.title': 'পুষ্টির পরীক্ষা',
  'farmLaw.testing.nutritional.text': 'পুষ্টির লেবেলের জন্য প্রোটিন, ফ্যাট, শর্করা, ভিটামিন আর খনিজ মাপা হয়।',
  'farmLaw.testing.physical.title': 'বাহ্যিক পরীক্ষা',
  'farmLaw.testing.physical.text': 'পাথর, কাচ আর অন্য বাইরের জিনিস আছে কি না দেখা হয়, আর আর্দ্রতা, মাপ ও রং পরীক্ষা করা হয়।',

  // Seasonal guide (/SeasonalGuide)
  'seasonal.heading': 'মরশুমের ফসল গাইড',
  'seasonal.intro': 'ভারতে চাষের তিনটে মরশুম। কী বুনবেন, কখন বুনবেন, আর প্রতিটি মরশুমে কী নিয়ে সাবধান থাকবেন, আগে থেকে ঠিক করুন।',
  'seasonal.sow': 'বোনা',
  'seasonal.harvest': 'ফসল তোলা',
  'seasonal.climate': 'আবহাওয়া',
  'seasonal.crops': 'কয়েকটি ফসল',
  'seasonal.challenges': 'সমস্যা',
  'seasonal.furtherReading': 'আরও জানতে',
  'seasonal.kharif.name': 'খরিফ',
  'seasonal.kharif.tagline': 'বর্ষার ফসল',
  'seasonal.kharif.sow': 'জুন-জুলাই',
  'seasonal.kharif.harvest': 'সেপ্টেম্বর-অক্টোবর',
  'seasonal.kharif.climate': 'দক্ষিণ-পশ্চিম মৌসুমি বায়ু (বর্ষা) এলে বোনা হয়। ফসল বাড়ার সময় গরম, ভেজা আবহাওয়া আর প্রচুর বৃষ্টি বা সেচ লাগে।',
  'seasonal.kharif.crops': 'ধান, ভুট্টা, জোয়ার, বাজরা, তুলো, সয়াবিন, চিনাবাদাম, অড়হর, মুগ আর কলাই (বিউলি)।',
  'seasonal.kharif.challenges':
    'দেরিতে আসা, কম বা এলোমেলো বর্ষা; বন্যা আর জমিতে জল জমা; ভেজা আবহাওয়ায় বাড়ে এমন পোকা আর রোগ, যেমন ভুট্টায় ফল আর্মিওয়ার্ম আর তুলোয় গোলাপি বোলওয়ার্ম।',
  'seasonal.rabi.name': 'রবি',
  'seasonal.rabi.tagline': 'শীতের ফসল',
  'seasonal.rabi.sow': 'অক্টোবর-নভেম্বর',
  'seasonal.rabi.harvest': 'ফেব্রুয়ারি-এপ্রিল',
  'seasonal.rabi.climate':
    'বর্ষার পরে ঠান্ডা পড়তে শুরু করলে বোনা হয়। ঠান্ডা, শুকনো শীতে সেচ আর মাটিতে জমে থাকা রস দিয়ে বাড়ে, আর পাকার সময় গরম, শুকনো আবহাওয়া লাগে।',
  'seasonal.rabi.crops': 'গম, যব, ছোলা, সরষে, মটর আর মসুর ডাল।',
  'seasonal.rabi.challenges':
    'হিম পড়া আর শৈত্যপ্রবাহ; ফেব্রুয়ারি-মার্চে আগেভাগে গরম পড়ে দানা শুকিয়ে যাওয়া; ফসল তোলার সময় অসময়ের বৃষ্টি বা শিলাবৃষ্টি; সেচের ওপর নির্ভরতা।',
  'seasonal.zaid.name': 'জায়িদ',
  'seasonal.zaid.tagline': 'গরমের ফসল',
  'seasonal.zaid.sow': 'মার্চ-জুন',
  'seasonal.zaid.harvest': 'জুন',
  'seasonal.zaid.climate':
    'রবি ফসল তোলা আর বর্ষার মাঝে গরমের ছোট মরশুম। গরম আর শুকনো, তাই ফসলে নিয়মিত সেচ লাগে, আর বেশিরভাগ ফসল তাড়াতাড়ি বাড়ে।',
  'seasonal.zaid.crops': 'তরমুজ, খরমুজ, শসা, করলা, পশুখাদ্যের ফসল আর গরমের মুগ।',
  'seasonal.zaid.challenges': 'তাপপ্রবাহ, জলের অভাব আর সেচের বেশি খরচ, আর ফল-সবজি নষ্ট হওয়ার আগে তাড়াতাড়ি বিক্রি করতে হয়।',
  'seasonal.link.imd': 'ভারতীয় আবহাওয়া দপ্তর (IMD): বর্ষা আর আবহাওয়ার পূর্বাভাস',
  'seasonal.link.icar': 'ভারতীয় কৃষি গবেষণা পরিষদ (ICAR): ফসলের জাত আর চাষের পদ্ধতি',
  'seasonal.link.agriwelfare': 'কৃষি ও কৃষক কল্যাণ দপ্তর: সরকারি প্রকল্প আর ফসলের পরামর্শ',

  // Contact Us (/contact-us and its form)
  'contact.heading': 'যোগাযোগ করুন',
  'contact.intro':
    'বিক্রি বা কেনা নিয়ে কোনো প্রশ্ন, আপনার অ্যাকাউন্টে কোনো সমস্যা, বা KisanSetu নিয়ে কোনো ভাবনা? আমাদের লিখুন, আমাদের দল ইমেলে উত্তর দেবে।',
  'contact.formHeading': 'আমাদের মেসেজ পাঠান',
  'contact.name': 'নাম',
  'contact.email': 'ইমেল',
  'contact.message': 'মেসেজ',
  'contact.send': 'মেসেজ পাঠান',
  'contact.sending': 'পাঠানো হচ্ছে...',
  'contact.thanks': 'ধৈর্য ধরার জন্য ধন্যবাদ।',
  'contact.failed': 'আপনার মেসেজ পাঠানো গেল না। আবার চেষ্টা করুন।',
  'contact.messageRequired': 'মেসেজ লিখতে হবে',
  'contact.messageTooLong': 'মেসেজ বড়জোর 5000 অক্ষরের হতে পারে',
  'contact.modalTitle': 'আপনার মেসেজ লিখুন',
  'contact.modalClose': 'বন্ধ করুন',
  'contact.modalSave': 'সেভ করুন',
  'contact.infoHeading': 'যোগাযোগের তথ্য',
  'contact.phone': 'ফোন',
  'contact.hours': 'সোমবার থেকে শনিবার, সকাল 9টা থেকে সন্ধ্যা 6টা',
  'contact.address': 'ঠিকানা',
  'contact.mapHeading': 'আমাদের খুঁজে নিন',
  'contact.mapTitle': 'KisanSetu অফিসের ম্যাপ',
  'contact.openInMaps': 'ম্যাপে খুলুন',
  'contact.mailSubject': 'যোগাযোগ ফর্ম: {name}',
  'contact.mailText': 'KisanSetu-র যোগাযোগ ফর্ম থেকে পাঠানো একটা মেসেজ।\n\nপাঠিয়েছেন: {name} ({email})\n\n{message}\n',
  'contact.mailHeading': 'যোগাযোগ ফর্ম থেকে পাঠানো একটা মেসেজ',
  'contact.mailFrom': 'পাঠিয়েছেন: {name} ({email})',
  'contact.mailFailed': 'আপনার মেসেজ এখন পাঠানো গেল না। পরে আবার চেষ্টা করুন, বা {email}-এ লিখুন।',
}
