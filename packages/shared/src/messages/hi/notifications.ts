import type { notificationMessages as english } from '../notifications'
import type { Translation } from '../locales'

/** Notifications: what the other side of an order is told when it changes, and the bell's own words. */
export const notificationMessages: Translation<typeof english> = {
  'notice.placed': '{buyer} का नया ऑर्डर {reference}: {items}, कुल {total}',
  'notice.accepted': '{farmer} ने ऑर्डर {reference} मान लिया',
  'notice.rejected': '{farmer} ने ऑर्डर {reference} मना कर दिया: {note}',
  'notice.rejectedNoNote': '{farmer} ने ऑर्डर {reference} मना कर दिया',
  'notice.packed': '{farmer} का ऑर्डर {reference} पैक हो गया',
  'notice.out_for_delivery': '{farmer} का ऑर्डर {reference} डिलीवरी के लिए निकल गया',
  'notice.ready_for_pickup': '{farmer} का ऑर्डर {reference} खेत पर ले जाने के लिए तैयार है',
  'notice.delivered': '{farmer} ने ऑर्डर {reference} पहुँचा हुआ बताया',
  'notice.completed': '{buyer} को ऑर्डर {reference} मिल गया: ऑर्डर पूरा हुआ',
  'notice.cancelled': '{buyer} ने ऑर्डर {reference} रद्द कर दिया',
  'notice.expired': 'ऑर्डर {reference} रद्द हो गया: समय पर न माना गया, न भुगतान हुआ',
  'notice.payment.submitted': '{buyer} कहते हैं कि उन्होंने ऑर्डर {reference} के लिए UPI से {total} भेज दिए: जाँच कर पक्का करें',
  'notice.payment.received': '{farmer} ने ऑर्डर {reference} का आपका भुगतान मिलना पक्का किया',
  'notice.payment.not_received': '{farmer} को ऑर्डर {reference} का आपका भुगतान नहीं मिला',
  'notice.payment.pending': 'ऑर्डर {reference} का भुगतान बाकी है',
  'notice.updated': 'ऑर्डर {reference} में बदलाव हुआ',
  'notice.moreItems': '{first} और {count} दूसरे सामान',

  'notice.mailSubject': 'KisanSetu: ऑर्डर {reference}',
  'notice.mailGreeting': 'नमस्ते {name},',
  'notice.mailButton': 'ऑर्डर देखें',
  'notice.mailText': 'नमस्ते {name},\n\n{text}\n\nऑर्डर देखें: {link}\n',
  'notice.sms': 'KisanSetu सूचना: {text} {link}',

  'notifications.title': 'सूचनाएँ',
  'notifications.bell': 'सूचनाएँ',
  'notifications.bellUnread': 'सूचनाएँ, {count} नहीं पढ़ीं',
  'notifications.empty': 'अभी कोई सूचना नहीं',
  'notifications.markAllRead': 'सब पढ़ा हुआ करें',
  'notifications.loadFailed': 'सूचनाएँ लोड नहीं हो सकीं',
  'notifications.unread': 'नहीं पढ़ी',
  'notifications.close': 'सूचनाएँ बंद करें',
}
