import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `faceId.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'faceId.unavailable': 'Face recognition is not enabled on this system',
  'faceId.photoRequired': 'Please upload a JPG or PNG photo of at most 5 MB',
  'faceId.unreadable': 'This photo cannot be read. Please upload a JPG or PNG photo',
  'faceId.noFace': 'No face was found in the photo. Face the camera in good light and try again',
  'faceId.manyFaces': 'There is more than one face in the photo. Only you should be in it',
  'faceId.photoExpired': 'The photo has expired. Please take it again',
  'faceId.notEnrolled':
    'You have not enrolled your face yet. Enrol it in your personal centre first',
  'faceId.noMatch': 'The face does not match. Face the camera yourself and try again',
  'faceId.loginNotEnrolled':
    'This account has no face enrolled. Sign in with your account and password',
  'faceId.loginLocked':
    'Too many failed face sign-ins. Try again in {{minutes}} minutes or sign in with your password',
  'faceId.saved': 'Your face has been enrolled',
  'faceId.deleted': 'Your face data has been deleted',
  'faceId.notLive': 'No head turn was seen. Turn your head as shown and try again',
  'faceId.examCheckFirst': 'This exam needs a face match first',
  'faceId.matched': 'The face matches',
  'faceId.failedChances': 'The face does not match. {{count}} chances left',
  'faceId.handedIn': 'The face did not match too many times: the paper has been handed in',
} satisfies Translation<typeof zhCN>;
