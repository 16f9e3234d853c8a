import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `certificate.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'certificate.nameRequired': 'Please enter the certificate name',
  'certificate.colourInvalid': 'The colour must look like #RRGGBB',
  'certificate.positionInvalid': 'The position must be between 0 and 100',
  'certificate.fontSizeInvalid': 'The font size must be between 6 and 120',
  'certificate.customTextRequired': 'Please enter the custom text',
  'certificate.fieldsRequired': 'Please place at least one field',
  'certificate.tooManyFields': 'At most 30 fields',
  'certificate.tooManySources': 'At most 50 sources',
  'certificate.validityInvalid': 'The validity must be a whole number of months from 0 to 600',
  'certificate.peopleRequired': 'Please choose people',
  'certificate.templateNotFound': 'The certificate template does not exist',
  'certificate.notFound': 'The certificate does not exist',
  'certificate.backgroundNotFound': 'The background image does not exist',
  'certificate.backgroundNotImage': 'The background must be a PNG or JPG image',
  'certificate.sourceNotFound': 'The chosen course, exam or programme does not exist',
  'certificate.sourceDuplicate': 'A source is listed twice',
  'certificate.templateInUse': 'Certificates were issued from this template: it cannot be deleted',
  'certificate.templateDisabled': 'The template is disabled',
  'certificate.personNotFound': 'A person does not exist or is disabled',
  'certificate.alreadyRevoked': 'The certificate is already revoked',
  'certificate.revokedNoDownload': 'The certificate was revoked and cannot be downloaded',
  'certificate.codeInvalid': 'The verification code is not valid',
  'certificate.verifyThrottled': 'Too many look-ups: please try again in 15 minutes',
  'certificate.renderFailed':
    'The certificate could not be drawn: please contact the administrator',
  'certificate.issued': 'Issued {{issued}}; skipped {{skipped}} who already hold a valid one',
  'certificate.revoked': 'The certificate is revoked',
  'certificate.neverExpires': 'Permanent',
  'certificate.sampleHolder': 'Zhang San',
  'certificate.sampleSource': 'Safety training',
} satisfies Translation<typeof zhCN>;
