import type { shellMessages as english } from '../shell'
import type { Translation } from '../locales'

/**
 * The web app shell: navigation, page titles, toasts, the 404 page, error boundaries, the two
 * dashboards' entry screens and the farmer's listed crops.
 */
export const shellMessages: Translation<typeof english> = {
  'meta.description':
    'KisanSetu ভারতের কৃষকদের সঙ্গে সার্টিফাইড আর জৈব ফসলের ক্রেতাদের সরাসরি যোগাযোগ করিয়ে দেয়, দাম টাকায়, মাঝে কোনো দালাল নেই।',
  'title.template': '{page} | KisanSetu বাজার',
  'title.signIn': 'লগ ইন',
  'title.signUp': 'রেজিস্টার',
  'title.forgotPassword': 'পাসওয়ার্ড ভুলে গেছেন',
  'title.resetPassword': 'পাসওয়ার্ড রিসেট',
  'title.farmerProducts': 'তালিকায় দেওয়া ফসল',
  'title.farmerHome': 'কৃষকের ড্যাশবোর্ড',
  'title.buyerHome': 'ক্রেতার ড্যাশবোর্ড',
  'title.notFound': 'পাতা পাওয়া যায়নি',

  'nav.main': 'প্রধান মেনু',
  'nav.farmer': 'কৃষক',
  'nav.buyer': 'ক্রেতা',
  'nav.toggle': 'মেনু',
  'nav.signIn': 'লগ ইন',
  'nav.register': 'রেজিস্টার',
  'nav.farmerDashboard': 'কৃষকের ড্যাশবোর্ড',
  'nav.buyerDashboard': 'ক্রেতার ড্যাশবোর্ড',
  'nav.listedCrops': 'তালিকায় দেওয়া ফসল',
  'nav.skipToContent': 'সোজা মূল অংশে যান',

  'toast.region': 'নোটিফিকেশন',
  'toast.dismiss': 'নোটিফিকেশন সরান',

  'notFound.heading': 'উফ! পাতা পাওয়া যায়নি',
  'notFound.text': 'আপনি যে পাতা খুঁজছেন সেটা নেই, বা অন্য জায়গায় সরে গেছে।',
  'notFound.goToDashboard': 'ড্যাশবোর্ডে যান',

  'errorBoundary.heading': 'কিছু একটা গোলমাল হয়েছে',
  'errorBoundary.text': 'পাতার এই অংশটা দেখানো গেল না। আবার চেষ্টা করুন, বা হোম পাতায় ফিরে যান।',

  'authScreen.signInHeading': 'KisanSetu-তে লগ ইন করুন',
  'authScreen.signUpHeading': 'আপনার অ্যাকাউন্ট খুলুন',
  'authScreen.noAccount': 'KisanSetu-তে নতুন?',
  'authScreen.haveAccount': 'আগেই অ্যাকাউন্ট আছে?',
  'authScreen.orGuest': 'অথবা অতিথি হিসেবে একবার দেখে নিন',
  'resetScreen.intro': 'যে ইমেল দিয়ে রেজিস্টার করেছিলেন সেটা লিখুন, আমরা নতুন পাসওয়ার্ড বেছে নেওয়ার একটা লিংক পাঠাব।',
  'resetScreen.newPasswordHeading': 'নতুন পাসওয়ার্ড বেছে নিন',
  'resetScreen.failedWithMessage': 'পাসওয়ার্ড রিসেট করা গেল না। {message}',
  'resetScreen.requestNewLink': 'নতুন লিংক চান',
  'resetScreen.backToSignIn': 'লগ ইনে ফিরে যান',

  'farmerHome.heading': 'স্বাগতম! আপনার খামার, আপনার বাজার',
  'farmerHome.text1':
    'প্রতিটি ফসল গোটা একটা মরশুমের পরিশ্রম। KisanSetu-তে আপনি সারা ভারতের ক্রেতাদের কাছে সরাসরি বিক্রি করতে পারেন, নিজের ঠিক করা দামে, মাঝে কোনো দালাল ভাগ বসায় না।',
  'farmerHome.text2':
    'ছবি দিয়ে আপনার ফসল তালিকায় দিন, জৈব বা সার্টিফাইড কি না জানিয়ে দিন, আর মজুতের হিসেব ঠিক রাখুন। ক্রেতারা ঠিক দেখতে পান আপনি কী ফলান আর কোথা থেকে আসে।',
  'farmerHome.cta': 'তালিকায় দেওয়া ফসল দেখুন',
  'farmerHome.redirectBuyer': 'ক্রেতার ড্যাশবোর্ডে নিয়ে যাওয়া হচ্ছে...',
  'farmerHome.redirectOther': 'হোম পাতায় নিয়ে যাওয়া হচ্ছে...',

  'buyerHome.heading': 'প্রতিটি কেনাকাটায় ভারতকে এগিয়ে নিন',
  'buyerHome.text1':
    'যে কৃষকরা ফলান, তাঁদের কাছ থেকে সরাসরি টাটকা, সার্টিফাইড আর জৈব ফসল কিনুন। আপনার খরচ করা প্রতিটি টাকা খামারে পৌঁছায়, দালালদের হাতে নয়।',
  'buyerHome.text2': 'আপনার কেনাকাটায় কৃষক পরিবার ন্যায্য দাম পান, আর ভালো জমি ভালো হাতে থাকে। সরাসরি কেনার জন্য ধন্যবাদ।',
  'buyerHome.redirectFarmer': 'কৃষকের ড্যাশবোর্ডে নিয়ে যাওয়া হচ্ছে...',
  'buyerHome.redirectOther': 'হোম পাতায় নিয়ে যাওয়া হচ্ছে...',

  'farmerProducts.heading': 'আপনার তালিকায় দেওয়া ফসল',
  'farmerProducts.searchLabel': 'আপনার পণ্য খুঁজুন',
  'farmerProducts.searchPlaceholder': 'আপনার পণ্য খুঁজুন...',
  'farmerProducts.sortLabel': 'পণ্য সাজান',
  'productList.sort.none': 'সাজান',
  'productList.sort.price_asc': 'দাম: কম থেকে বেশি',
  'productList.sort.price_desc': 'দাম: বেশি থেকে কম',
  'farmerProducts.loading': 'আপনার পণ্য লোড হচ্ছে',
  'farmerProducts.empty': 'কোনো পণ্য পাওয়া যায়নি।',
  'farmerProducts.count': '{count, plural, one {#টি পণ্য} other {#টি পণ্য}}',
  'farmerProducts.delete': 'মুছে ফেলুন',
  'farmerProducts.deleteLabel': '{name} মুছে ফেলুন',
  'farmerProducts.deleting': 'মোছা হচ্ছে...',
  'farmerProducts.confirmDelete': 'আপনি কি সত্যিই এই পণ্যটি মুছে ফেলতে চান?',
  'farmerProducts.deleteFailed': 'মোছা গেল না: {message}',
  'farmerProducts.deleteFailedFallback': 'পণ্য মোছা গেল না',
  'farmerProducts.loadFailed': 'সমস্যা: {message}',
  'farmerProducts.loadFailedFallback': 'পণ্য আনা গেল না',
  'farmerProducts.noPhoto': 'এখনো ছবি নেই',
  'farmerProducts.photoAlt': '{name}, ছবি {index}',

  'product.pricePerUnit': 'প্রতি {unit} {price}',
  'product.quantityAvailable': '{quantity} {unit} আছে',
  'product.category': 'ধরন: {category}',
  'product.variety': 'জাত: {variety}',
  'product.harvested': 'ফসল তোলা হয়েছে {date}',
  'product.expires': '{date}-এর আগে ব্যবহার করুন',
  'product.location': '{city}, {state}',
  'product.organic': 'জৈব',
  'product.certified': 'সার্টিফাইড',
  'product.status.available': 'পাওয়া যাচ্ছে',
  'product.status.out_of_stock': 'স্টক শেষ',
  'product.status.unavailable': 'পাওয়া যাবে না',
  'product.category.vegetable': 'সবজি',
  'product.category.fruit': 'ফল',
  'product.category.grain': 'শস্য',
  'product.category.pulse': 'ডাল',
  'product.category.herb': 'ভেষজ',
  'product.category.spice': 'মশলা',
  'product.category.other': 'অন্য কিছু',
}
