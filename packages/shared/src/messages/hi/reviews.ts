import type { reviewMessages as english } from '../reviews'
import type { Translation } from '../locales'

/** Reviews of delivered orders. */
export const reviewMessages: Translation<typeof english> = {
  'reviews.productRatingInvalid': 'सामान को 1 से 5 स्टार दें',
  'reviews.farmerRatingInvalid': 'किसान को 1 से 5 स्टार दें',
  'reviews.commentTooLong': 'टिप्पणी ज़्यादा से ज़्यादा 1000 अक्षर की हो सकती है',
  'reviews.notReviewable': 'ऑर्डर पहुँचने के बाद ही आप रिव्यू दे सकते हैं',
  'reviews.alreadyReviewed': 'आप इस सामान का रिव्यू पहले ही दे चुके हैं',
  'reviews.lineNotFound': 'यह सामान इस ऑर्डर में नहीं मिला',
  'reviews.saved': 'रिव्यू देने के लिए धन्यवाद',
  'reviews.heading': 'रिव्यू',
  'reviews.intro': 'हर सामान को और किसान को स्टार दें। आपकी रेटिंग सामान के पेज पर दिखेगी।',
  'reviews.productRating': 'सामान',
  'reviews.farmerRating': 'किसान',
  'reviews.stars': '{count, plural, one {# स्टार} other {# स्टार}}',
  'reviews.comment': 'टिप्पणी (ज़रूरी नहीं)',
  'reviews.submit': 'रिव्यू भेजें',
  'reviews.failed': 'आपका रिव्यू सेव नहीं हो सका। फिर से कोशिश करें।',
  'reviews.loadFailed': 'रिव्यू लोड नहीं हो सके।',
  'reviews.written': 'सामान 5 में से {product}, किसान 5 में से {farmer}',
  'reviews.none': 'अभी तक कोई रिव्यू नहीं',
  'reviews.by': '{name} द्वारा',
}
