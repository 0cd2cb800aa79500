import type { Translation } from '../locales'
import type { reviewMessages as english } from '../reviews'

export const reviewMessages: Translation<typeof english> = {
  'reviews.productRatingInvalid': 'मालाला 1 ते 5 स्टार द्या',
  'reviews.farmerRatingInvalid': 'शेतकऱ्याला 1 ते 5 स्टार द्या',
  'reviews.commentTooLong': 'अभिप्राय जास्तीत जास्त 1000 अक्षरांचा असू शकतो',
  'reviews.notReviewable': 'ऑर्डर पोहोचल्यावरच तुम्ही अभिप्राय देऊ शकता',
  'reviews.alreadyReviewed': 'या वस्तूसाठी तुम्ही आधीच अभिप्राय दिला आहे',
  'reviews.lineNotFound': 'ही वस्तू या ऑर्डरमध्ये सापडली नाही',
  'reviews.saved': 'अभिप्रायाबद्दल धन्यवाद',
  'reviews.heading': 'अभिप्राय',
  'reviews.intro': 'प्रत्येक मालाला आणि शेतकऱ्याला स्टार द्या. तुमचे स्टार मालाच्या पानावर दिसतात.',
  'reviews.productRating': 'माल',
  'reviews.farmerRating': 'शेतकरी',
  'reviews.stars': '{count, plural, one {# स्टार} other {# स्टार}}',
  'reviews.comment': 'अभिप्राय (हवा असल्यास)',
  'reviews.submit': 'अभिप्राय पाठवा',
  'reviews.failed': 'तुमचा अभिप्राय जतन झाला नाही. पुन्हा प्रयत्न करा.',
  'reviews.loadFailed': 'अभिप्राय लोड झाले नाहीत.',
  'reviews.written': 'माल 5 पैकी {product}, शेतकरी 5 पैकी {farmer}',
  'reviews.none': 'अजून अभिप्राय नाही',
  'reviews.by': '{name} यांच्याकडून',
}
