/** Business constants of the product, plus the server's own bounds on input. */
export const MIN_PASSWORD_LENGTH = 6
/** Upper bound on passwords so a hash request cannot be used to burn CPU. */
export const MAX_PASSWORD_LENGTH = 128
export const MAX_NAME_LENGTH = 100
/** Longest contact message: several paragraphs, far short of a pasted document. */
export const MAX_CONTACT_MESSAGE_LENGTH = 5000
/** RFC 5321 limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254
export const PHONE_DIGITS = 10
/** 0.5 MB (512 KiB): a profile photo is shown small, and rural connections are slow. */
export const MAX_PROFILE_IMAGE_BYTES = 512 * 1024
export const BROWSE_PAGE_SIZE = 6
export const MAX_CARD_IMAGES = 4
/** Reviews shown on a listing's page per request; more come a page at a time. */
export const PRODUCT_REVIEWS_PAGE_SIZE = 10
export const DELIVERY_CHARGE_RUPEES = 49
export const RESET_TOKEN_TTL_MINUTES = 30
/** A link that confirms an email added to an account works this long. */
export const EMAIL_TOKEN_TTL_MINUTES = 60
/** One-time sign-in codes sent by SMS: digits, life, wrong tries allowed, wait between sends, sends per hour. */
export const OTP_LENGTH = 6
export const OTP_TTL_MINUTES = 5
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_SECONDS = 60
export const OTP_MAX_SENDS_PER_HOUR = 5
/** Wrong codes a number may be sent in 24 hours, all its codes together; then it signs in by password only until the day has room. */
export const OTP_MAX_WRONG_PER_DAY = 20
/** A password entered or a code to the account's own number or email proves the session is its owner's this long. */
export const PROOF_VALID_MINUTES = 10
/** The link sent to the old contact after a change of sign-in details undoes the change this long. */
export const UNDO_CHANGE_VALID_DAYS = 7
export const PROFILE_SAVE_REDIRECT_MS = 1000
export const PASSWORD_RESET_REDIRECT_MS = 2000
export const NARROW_SCREEN_PX = 640
export const LAZY_IMAGE_THRESHOLD_PX = 100
export const FARMER_LIST_SKELETON_CARDS = 6
export const DEFAULT_WEATHER_CITY = 'Kolkata'
