import type { Translation } from '../locales'
import type { profileMessages as english } from '../profile'

export const profileMessages: Translation<typeof english> = {
  'profile.phoneRequired': 'मोबाइल नंबर लिहा',
  'profile.phoneInvalid': 'योग्य 10 अंकी मोबाइल नंबर लिहा',
  'profile.cityRequired': 'शहर किंवा गाव लिहा',
  'profile.stateRequired': 'राज्य लिहा',
  'profile.pinRequired': 'पिन कोड लिहा',
  'profile.pinInvalid': 'योग्य 6 अंकी पिन कोड लिहा',
  'profile.farmSizeRequired': 'शेती किती एकर आहे ते लिहा',
  'profile.farmSizeNotNumber': 'शेतीचा आकार एकरमध्ये, आकड्यात लिहा',
  'profile.farmSizeNegative': 'शेतीचा आकार उणे असू शकत नाही',
  'profile.farmSizeTooLarge': 'शेतीचा आकार जास्तीत जास्त 1,00,000 एकर असू शकतो',
  'profile.cityTooLong': 'शहराचे नाव जास्तीत जास्त 60 अक्षरांचे असू शकते',
  'profile.stateTooLong': 'राज्याचे नाव जास्तीत जास्त 60 अक्षरांचे असू शकते',
  'profile.authorityTooLong': 'प्रमाणपत्र देणाऱ्या संस्थेचे नाव जास्तीत जास्त 100 अक्षरांचे असू शकते',
  'profile.certifiedOnInvalid': 'खरी तारीख YYYY-MM-DD अशी लिहा',
  'profile.documentInvalid': 'प्रत्येक कागदपत्र http:// किंवा https:// ने सुरू होणारी लिंक असावी',
  'profile.documentsTooMany': 'जास्तीत जास्त 10 कागदपत्रांच्या लिंक द्या',
  'profile.created': 'प्रोफाइल तयार झाले!',
  'profile.updated': 'प्रोफाइल अपडेट झाले!',
  'profile.alreadyExists': 'तुमचे शेतकरी प्रोफाइल आधीच आहे. तेच बदला.',
  'profile.notFound': 'प्रोफाइल सापडले नाही.',

  'profile.upiId': 'तुमचा UPI ID',
  'profile.upiIdHint': 'खरेदीदार या ID वर थेट तुम्हाला पैसे पाठवतात, उदा. name@bank',
  'profile.upiIdNone': 'अजून जोडलेला नाही: खरेदीदार फक्त माल आल्यावर रोख पैसे देऊ शकतात',
  'profile.deliveryFee': 'डिलिव्हरी शुल्क (₹)',
  'profile.deliveryFeeHint': 'एक ऑर्डर पोहोचवण्यासाठी तुम्ही घेता ते शुल्क. जे खरेदीदार स्वतः माल नेतात, ते शुल्क देत नाहीत.',
  'profile.deliveryFeeView': 'डिलिव्हरी शुल्क',

  'payments.utrAlreadyUsed': 'हा UTR या शेतकऱ्याच्या दुसऱ्या ऑर्डरसाठी आधीच लिहिला आहे: तपासा आणि या पेमेंटचा UTR लिहा',
}
