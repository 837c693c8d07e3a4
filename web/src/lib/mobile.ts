// The mobile number rule lives in common/mobile.ts (the API checks profiles with the same copy).
export {
  INVALID_MOBILE_MESSAGE,
  cleanMobileNumber,
  isValidMobileNumber,
  validateMobileNumber,
  normalizeMobileNumber,
} from '@common/mobile'
