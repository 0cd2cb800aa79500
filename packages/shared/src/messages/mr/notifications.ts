import type { Translation } from '../locales'
import type { notificationMessages as english } from '../notifications'

export const notificationMessages: Translation<typeof english> = {
  'notice.placed': '{buyer} कडून नवीन ऑर्डर {reference}: {items}, एकूण {total}',
  'notice.accepted': '{farmer} कडील ऑर्डर {reference} स्वीकारली',
  'notice.rejected': '{farmer} कडील ऑर्डर {reference} नाकारली: {note}',
  'notice.rejectedNoNote': '{farmer} कडील ऑर्डर {reference} नाकारली',
  'notice.packed': '{farmer} कडील ऑर्डर {reference} पॅक झाली',
  'notice.out_for_delivery': '{farmer} कडील ऑर्डर {reference} डिलिव्हरीसाठी निघाली',
  'notice.ready_for_pickup': '{farmer} कडील ऑर्डर {reference} शेतावरून नेण्यासाठी तयार आहे',
  'notice.delivered': '{farmer} कडील ऑर्डर {reference} पोहोचली अशी नोंद झाली',
  'notice.completed': '{buyer} यांना ऑर्डर {reference} मिळाली: ऑर्डर पूर्ण झाली',
  'notice.cancelled': '{buyer} यांनी ऑर्डर {reference} रद्द केली',
  'notice.expired': 'ऑर्डर {reference} रद्द झाली: ती वेळेत स्वीकारली गेली नाही किंवा पैसे दिले गेले नाहीत',
  'notice.payment.submitted': '{buyer} म्हणतात की त्यांनी ऑर्डर {reference} साठी UPI ने {total} दिले: तपासून खात्री करा',
  'notice.payment.received': '{farmer} यांनी ऑर्डर {reference} चे तुमचे पैसे मिळाल्याचे नक्की केले',
  'notice.payment.not_received': '{farmer} यांना ऑर्डर {reference} चे तुमचे पैसे मिळाले नाहीत',
  'notice.payment.pending': 'ऑर्डर {reference} चे पैसे अजून यायचे आहेत',
  'notice.updated': 'ऑर्डर {reference} मध्ये बदल झाला',
  'notice.moreItems': '{first} आणि आणखी {count}',

  'notice.mailSubject': 'KisanSetu: ऑर्डर {reference}',
  'notice.mailGreeting': 'नमस्कार {name},',
  'notice.mailButton': 'ऑर्डर पाहा',
  'notice.mailText': 'नमस्कार {name},\n\n{text}\n\nऑर्डर पाहा: {link}\n',
  'notice.sms': 'KisanSetu सूचना: {text} {link}',

  'notifications.title': 'सूचना',
  'notifications.bell': 'सूचना',
  'notifications.bellUnread': 'सूचना, {count} न वाचलेल्या',
  'notifications.empty': 'अजून कोणतीही सूचना नाही',
  'notifications.markAllRead': 'सर्व वाचल्या म्हणून खूण करा',
  'notifications.loadFailed': 'सूचना लोड झाल्या नाहीत',
  'notifications.unread': 'न वाचलेली',
  'notifications.close': 'सूचना बंद करा',
}
