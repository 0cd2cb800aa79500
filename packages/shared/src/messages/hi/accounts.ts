import type { accountMessages as english } from '../accounts'
import type { Translation } from '../locales'

/**
 * Accounts by mobile number and the rules that keep accounts safe: one-time codes by SMS, adding
 * and confirming a mobile number or an email later, and the password policy's refusals.
 */
export const accountMessages: Translation<typeof english> = {
  'account.mobile': 'मोबाइल नंबर',
  'account.mobileHint': 'आपका 10 अंकों का मोबाइल नंबर। हम इस पर SMS से कोड भेजते हैं।',
  'account.mobileRequired': 'मोबाइल नंबर डालना ज़रूरी है',
  'account.mobileInvalid': '10 अंकों का भारतीय मोबाइल नंबर डालें, जैसे 98765 12345',
  'account.code': 'SMS में आया कोड',
  'account.codeRequired': 'SMS में आया 6 अंकों का कोड डालें',
  'account.codeInvalid': 'कोड 6 अंकों का होता है',
  'account.codeSent': 'हमने {mobile} पर SMS से 6 अंकों का कोड भेजा है। यह {minutes} मिनट तक चलेगा।',
  'account.codeWrong': 'कोड गलत है या उसका समय खत्म हो गया। SMS देखें या नया कोड मँगाएँ।',
  'account.codeTooManyTries': 'बहुत बार गलत कोड डाला गया। नया कोड मँगाएँ।',
  'account.codeResendWait': 'दूसरा कोड मँगाने से पहले {seconds} सेकंड रुकें।',
  'account.mobileTaken': 'इस मोबाइल नंबर से खाता पहले से बना हुआ है। रजिस्टर करने के बजाय लॉग इन करें।',
  'account.noAccountForMobile': 'इस मोबाइल नंबर से अभी कोई खाता नहीं है। पहले रजिस्टर करें।',
  'account.registeredSignedIn': 'रजिस्ट्रेशन हो गया! आप लॉग इन हो गए हैं।',
  'account.emailOrMobileRequired': 'ईमेल पता या मोबाइल नंबर डालें',
  'account.mobileAdded': 'आपका मोबाइल नंबर पक्का हो गया है और आपके खाते में जुड़ गया है।',
  'account.emailLinkSent': 'हमने {email} पर एक लिंक भेजा है। यह ईमेल अपने खाते में जोड़ने के लिए {minutes} मिनट के अंदर लिंक खोलें।',
  'account.emailAdded': 'आपका ईमेल पक्का हो गया है और आपके खाते में जुड़ गया है।',
  'account.emailLinkInvalid': 'यह लिंक गलत है या उसका समय खत्म हो गया। नया लिंक मँगाएँ।',
  'account.smsCode': '{code} आपका KisanSetu कोड है। यह {minutes} मिनट तक चलेगा। इसे किसी को न बताएँ।',
  'account.emailMailSubject': 'KisanSetu के लिए अपना ईमेल पक्का करें',
  'account.emailMailHeading': 'अपना ईमेल पक्का करें',
  'account.emailMailIntro': 'नमस्ते {name}, यह ईमेल अपने KisanSetu खाते में जोड़ने के लिए नीचे दिया गया लिंक खोलें।',
  'account.emailMailButton': 'ईमेल पक्का करें',
  'account.emailMailIgnore': 'अगर यह आपने नहीं माँगा, तो इस ईमेल को छोड़ दें: कुछ नहीं बदलेगा।',
  'account.emailMailText':
    'नमस्ते {name},\n\nयह ईमेल अपने KisanSetu खाते में जोड़ने के लिए {minutes} मिनट के अंदर यह लिंक खोलें:\n{link}\n\nअगर यह आपने नहीं माँगा, तो इस ईमेल को छोड़ दें: कुछ नहीं बदलेगा।',
  'auth.passwordBlank': 'पासवर्ड में सिर्फ़ खाली जगह नहीं हो सकती',
  'auth.passwordTooCommon': 'यह पासवर्ड बहुत आम है, कोई भी आसानी से अंदाज़ा लगा सकता है। कोई दूसरा चुनें।',
}
