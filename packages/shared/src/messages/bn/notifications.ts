import type { notificationMessages as english } from '../notifications'
import type { Translation } from '../locales'

/**
 * Notifications: what the other side of an order is told when it changes (the same text in the
 * bell, the mail and the SMS), and the bell's own words. `{reference}` is the order's KS…
 * reference, `{farmer}` and `{buyer}` the parties' names.
 */
export const notificationMessages: Translation<typeof english> = {
  'notice.placed': '{buyer}-এর কাছ থেকে নতুন অর্ডার {reference}: {items}, মোট {total}',
  'notice.accepted': '{farmer} অর্ডার {reference} গ্রহণ করেছেন',
  'notice.rejected': '{farmer} অর্ডার {reference} ফিরিয়ে দিয়েছেন: {note}',
  'notice.rejectedNoNote': '{farmer} অর্ডার {reference} ফিরিয়ে দিয়েছেন',
  'notice.packed': '{farmer}-এর অর্ডার {reference} প্যাক হয়ে গেছে',
  'notice.out_for_delivery': '{farmer}-এর অর্ডার {reference} ডেলিভারির জন্য বেরিয়েছে',
  'notice.ready_for_pickup': '{farmer}-এর অর্ডার {reference} খামার থেকে নিয়ে যাওয়ার জন্য তৈরি',
  'notice.delivered': '{farmer} অর্ডার {reference} ডেলিভারি হয়েছে বলে জানিয়েছেন',
  'notice.completed': '{buyer} অর্ডার {reference} পেয়ে গেছেন: অর্ডার সম্পূর্ণ',
  'notice.cancelled': '{buyer} অর্ডার {reference} বাতিল করেছেন',
  'notice.expired': 'অর্ডার {reference} বাতিল হয়েছে: সময়মতো গ্রহণ করা হয়নি বা টাকা দেওয়া হয়নি',
  'notice.payment.submitted': '{buyer} বলছেন অর্ডার {reference}-এর জন্য UPI-তে {total} দিয়েছেন: দেখে নিয়ে নিশ্চিত করুন',
  'notice.payment.received': '{farmer} অর্ডার {reference}-এর টাকা পেয়েছেন বলে জানিয়েছেন',
  'notice.payment.not_received': '{farmer} অর্ডার {reference}-এর টাকা এখনো পাননি',
  'notice.payment.pending': 'অর্ডার {reference}-এর টাকা দেওয়া বাকি',
  'notice.updated': 'অর্ডার {reference}-এ বদল হয়েছে',
  'notice.moreItems': '{first} আর আরও {count}টি',

  'notice.mailSubject': 'KisanSetu: অর্ডার {reference}',
  'notice.mailGreeting': 'নমস্কার {name},',
  'notice.mailButton': 'অর্ডার দেখুন',
  'notice.mailText': 'নমস্কার {name},\n\n{text}\n\nঅর্ডার দেখুন: {link}\n',
  'notice.sms': 'KisanSetu বার্তা: {text} {link}',

  'notifications.title': 'নোটিফিকেশন',
  'notifications.bell': 'নোটিফিকেশন',
  'notifications.bellUnread': 'নোটিফিকেশন, {count}টি পড়া হয়নি',
  'notifications.empty': 'এখনো কোনো নোটিফিকেশন নেই',
  'notifications.markAllRead': 'সব পড়া হয়েছে',
  'notifications.loadFailed': 'নোটিফিকেশন লোড করা গেল না',
  'notifications.unread': 'পড়া হয়নি',
  'notifications.close': 'নোটিফিকেশন বন্ধ করুন',
}
