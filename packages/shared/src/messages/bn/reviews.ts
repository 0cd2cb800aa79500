import type { reviewMessages as english } from '../reviews'
import type { Translation } from '../locales'

/** Reviews of delivered orders. */
export const reviewMessages: Translation<typeof english> = {
  'reviews.productRatingInvalid': 'পণ্যকে 1 থেকে 5 তারার মধ্যে রেটিং দিন',
  'reviews.farmerRatingInvalid': 'কৃষককে 1 থেকে 5 তারার মধ্যে রেটিং দিন',
  'reviews.commentTooLong': 'মন্তব্য বড়জোর 1000 অক্ষরের হতে পারে',
  'reviews.notReviewable': 'অর্ডার ডেলিভারি হওয়ার পরেই রিভিউ দিতে পারবেন',
  'reviews.alreadyReviewed': 'এই জিনিসের রিভিউ আপনি আগেই দিয়েছেন',
  'reviews.lineNotFound': 'এই জিনিসটি অর্ডারে পাওয়া যায়নি',
  'reviews.saved': 'রিভিউ দেওয়ার জন্য ধন্যবাদ',
  'reviews.heading': 'রিভিউ',
  'reviews.intro': 'প্রতিটি পণ্য আর কৃষককে রেটিং দিন। আপনার রেটিং পণ্যের পাতায় দেখানো হবে।',
  'reviews.productRating': 'পণ্য',
  'reviews.farmerRating': 'কৃষক',
  'reviews.stars': '{count, plural, one {# তারা} other {# তারা}}',
  'reviews.comment': 'মন্তব্য (ইচ্ছে হলে)',
  'reviews.submit': 'রিভিউ পাঠান',
  'reviews.failed': 'আপনার রিভিউ সেভ করা গেল না। আবার চেষ্টা করুন।',
  'reviews.loadFailed': 'রিভিউ লোড করা গেল না।',
  'reviews.written': 'পণ্য 5-এর মধ্যে {product}, কৃষক 5-এর মধ্যে {farmer}',
  'reviews.none': 'এখনো রিভিউ দেওয়া হয়নি',
  'reviews.by': '{name}-এর দেওয়া',
}
