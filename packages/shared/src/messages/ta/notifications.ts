import type { Translation } from '../locales'
import type { notificationMessages as english } from '../notifications'

export const notificationMessages: Translation<typeof english> = {
  'notice.placed': '{buyer} அவர்களிடமிருந்து புதிய ஆர்டர் {reference}: {items}, மொத்தம் {total}',
  'notice.accepted': '{farmer} அவர்களின் ஆர்டர் {reference} ஏற்கப்பட்டது',
  'notice.rejected': '{farmer} அவர்களின் ஆர்டர் {reference} மறுக்கப்பட்டது: {note}',
  'notice.rejectedNoNote': '{farmer} அவர்களின் ஆர்டர் {reference} மறுக்கப்பட்டது',
  'notice.packed': '{farmer} அவர்களின் ஆர்டர் {reference} பேக் ஆனது',
  'notice.out_for_delivery': '{farmer} அவர்களின் ஆர்டர் {reference} டெலிவரிக்குப் புறப்பட்டுவிட்டது',
  'notice.ready_for_pickup': '{farmer} அவர்களின் ஆர்டர் {reference} பண்ணையில் எடுத்துச் செல்லத் தயாராக உள்ளது',
  'notice.delivered': '{farmer} அவர்களின் ஆர்டர் {reference} டெலிவரி ஆனதாகக் குறிக்கப்பட்டது',
  'notice.completed': '{buyer} ஆர்டர் {reference} பெற்றுக்கொண்டார்: ஆர்டர் முடிந்தது',
  'notice.cancelled': '{buyer} ஆர்டர் {reference} ரத்து செய்தார்',
  'notice.expired': 'ஆர்டர் {reference} ரத்தானது: உரிய நேரத்தில் ஏற்கப்படவில்லை அல்லது பணம் செலுத்தப்படவில்லை',
  'notice.payment.submitted': 'ஆர்டர் {reference}: {buyer} UPI மூலம் {total} செலுத்தியதாகச் சொல்கிறார். சரிபார்த்து உறுதிசெய்யுங்கள்',
  'notice.payment.received': 'ஆர்டர் {reference}: உங்கள் பணம் கிடைத்ததை {farmer} உறுதிசெய்தார்',
  'notice.payment.not_received': 'ஆர்டர் {reference}: உங்கள் பணம் இன்னும் கிடைக்கவில்லை என்று {farmer} சொல்கிறார்',
  'notice.payment.pending': 'ஆர்டர் {reference} பணம் செலுத்தக் காத்திருக்கிறது',
  'notice.updated': 'ஆர்டர் {reference} புதுப்பிக்கப்பட்டது',
  'notice.moreItems': '{first} மற்றும் மேலும் {count}',

  'notice.mailSubject': 'KisanSetu: ஆர்டர் {reference}',
  'notice.mailGreeting': 'வணக்கம் {name},',
  'notice.mailButton': 'ஆர்டரைப் பாருங்கள்',
  'notice.mailText': 'வணக்கம் {name},\n\n{text}\n\nஆர்டரைப் பாருங்கள்: {link}\n',
  'notice.sms': 'KisanSetu தகவல்: {text} {link}',

  'notifications.title': 'அறிவிப்புகள்',
  'notifications.bell': 'அறிவிப்புகள்',
  'notifications.bellUnread': 'அறிவிப்புகள், {count} படிக்காதவை',
  'notifications.empty': 'இன்னும் அறிவிப்புகள் இல்லை',
  'notifications.markAllRead': 'எல்லாவற்றையும் படித்ததாகக் குறி',
  'notifications.loadFailed': 'அறிவிப்புகளை ஏற்ற முடியவில்லை',
  'notifications.unread': 'படிக்காதது',
  'notifications.close': 'அறிவிப்புகளை மூடு',
}
