import type { accountMessages as english } from '../accounts'
import type { Translation } from '../locales'

/**
 * Accounts by mobile number and the rules that keep accounts safe: one-time codes by SMS, adding
 * and confirming a mobile number or an email later, and the password policy's refusals.
 */
export const accountMessages: Translation<typeof english> = {
  'account.mobile': 'मोबाइल नंबर',
  'account.mobileHint': 'तुमचा 10 अंकी मोबाइल नंबर. त्यावर आम्ही SMS ने कोड पाठवतो.',
  'account.mobileRequired': 'मोबाइल नंबर लिहा',
  'account.mobileInvalid': '10 अंकी भारतीय मोबाइल नंबर लिहा, जसे 98765 12345',
  'account.code': 'SMS मधील कोड',
  'account.codeRequired': 'SMS मधील 6 अंकी कोड लिहा',
  'account.codeInvalid': 'कोड 6 अंकी असतो',
  'account.codeSent': '{mobile} वर SMS ने 6 अंकी कोड पाठवला आहे. तो {minutes} मिनिटे चालेल.',
  'account.codeWrong': 'कोड चुकीचा आहे किंवा त्याची मुदत संपली आहे. SMS तपासा किंवा नवीन कोड मागा.',
  'account.codeTooManyTries': 'खूप वेळा चुकीचा कोड लिहिला. नवीन कोड मागा.',
  'account.codeResendWait': 'दुसरा कोड मागण्याआधी {seconds} सेकंद थांबा.',
  'account.mobileTaken': 'या मोबाइल नंबरने आधीच खाते आहे. नोंदणीऐवजी लॉग इन करा.',
  'account.noAccountForMobile': 'या मोबाइल नंबरने अजून कोणतेही खाते नाही. आधी नोंदणी करा.',
  'account.registeredSignedIn': 'नोंदणी झाली! तुम्ही लॉग इन झाला आहात.',
  'account.emailOrMobileRequired': 'ईमेल पत्ता किंवा मोबाइल नंबर लिहा',
  'account.mobileAdded': 'तुमचा मोबाइल नंबर पक्का झाला आणि तुमच्या खात्यात जोडला गेला.',
  'account.emailLinkSent': '{email} वर एक लिंक पाठवली आहे. हा ईमेल तुमच्या खात्यात जोडण्यासाठी ती {minutes} मिनिटांच्या आत उघडा.',
  'account.emailAdded': 'तुमचा ईमेल पक्का झाला आणि तुमच्या खात्यात जोडला गेला.',
  'account.emailLinkInvalid': 'ही लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. नवीन लिंक मागा.',
  'account.smsCode': '{code} हा तुमचा KisanSetu कोड आहे. तो {minutes} मिनिटे चालेल. तो कोणालाही सांगू नका.',
  'account.emailMailSubject': 'KisanSetu साठी तुमचा ईमेल पक्का करा',
  'account.emailMailHeading': 'तुमचा ईमेल पक्का करा',
  'account.emailMailIntro': 'नमस्कार {name}, हा ईमेल तुमच्या KisanSetu खात्यात जोडण्यासाठी खालील लिंक उघडा.',
  'account.emailMailButton': 'ईमेल पक्का करा',
  'account.emailMailIgnore': 'ही विनंती तुम्ही केली नसेल, तर हा ईमेल दुर्लक्षित करा: काहीही बदलणार नाही.',
  'account.emailMailText':
    'नमस्कार {name},\n\nहा ईमेल तुमच्या KisanSetu खात्यात जोडण्यासाठी ही लिंक {minutes} मिनिटांच्या आत उघडा:\n{link}\n\nही विनंती तुम्ही केली नसेल, तर हा ईमेल दुर्लक्षित करा: काहीही बदलणार नाही.',
  'auth.passwordBlank': 'पासवर्डमध्ये फक्त रिकाम्या जागा चालणार नाहीत',
  'auth.passwordTooCommon': 'हा पासवर्ड खूप सामान्य आहे, कोणीही सहज ओळखू शकतो. दुसरा निवडा.',
}
