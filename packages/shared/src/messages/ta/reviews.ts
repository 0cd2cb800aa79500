import type { Translation } from '../locales'
import type { reviewMessages as english } from '../reviews'

export const reviewMessages: Translation<typeof english> = {
  'reviews.productRatingInvalid': 'பொருளுக்கு 1 முதல் 5 நட்சத்திரம் வரை மதிப்பீடு கொடுங்கள்',
  'reviews.farmerRatingInvalid': 'விவசாயிக்கு 1 முதல் 5 நட்சத்திரம் வரை மதிப்பீடு கொடுங்கள்',
  'reviews.commentTooLong': 'கருத்து அதிகபட்சம் 1000 எழுத்துகள் இருக்கலாம்',
  'reviews.notReviewable': 'ஆர்டர் டெலிவரி ஆன பிறகுதான் மதிப்புரை எழுத முடியும்',
  'reviews.alreadyReviewed': 'இந்தப் பொருளுக்கு ஏற்கனவே மதிப்புரை எழுதிவிட்டீர்கள்',
  'reviews.lineNotFound': 'இந்தப் பொருள் ஆர்டரில் இல்லை',
  'reviews.saved': 'உங்கள் மதிப்புரைக்கு நன்றி',
  'reviews.heading': 'மதிப்புரைகள்',
  'reviews.intro': 'ஒவ்வொரு பொருளுக்கும் விவசாயிக்கும் மதிப்பீடு கொடுங்கள். உங்கள் மதிப்பீடு பொருளின் பக்கத்தில் காட்டப்படும்.',
  'reviews.productRating': 'பொருள்',
  'reviews.farmerRating': 'விவசாயி',
  'reviews.stars': '{count, plural, one {# நட்சத்திரம்} other {# நட்சத்திரங்கள்}}',
  'reviews.comment': 'கருத்து (விருப்பமானால்)',
  'reviews.submit': 'மதிப்புரையை அனுப்பு',
  'reviews.failed': 'உங்கள் மதிப்புரையைச் சேமிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'reviews.loadFailed': 'மதிப்புரைகளை ஏற்ற முடியவில்லை.',
  'reviews.written': 'பொருள் 5-க்கு {product}, விவசாயி 5-க்கு {farmer}',
  'reviews.none': 'இன்னும் மதிப்புரை இல்லை',
  'reviews.by': 'எழுதியவர்: {name}',
}
