import type { Translation } from '../types.ts';
import type zhCN from './zh-CN.ts';

/** The `validation.` messages in en-US: exactly the keys of zh-CN. */
export default {
  'validation.required': 'This field is required',
  'validation.enter': 'Please enter {{name}}',
  'validation.select': 'Please select {{name}}',
  'validation.tooLong': 'At most {{max}} characters',
  'validation.tooShort': 'At least {{min}} characters',
  'validation.whitespace': 'The content cannot be only spaces',
  'validation.mobile': 'Please enter a valid mobile number',
  'validation.email': 'Please enter a valid email address',
  'validation.mobileOrEmail': 'Please enter a valid mobile number or email address',
  'validation.landline': 'Please enter a valid telephone number',
  'validation.account': 'The account must be at least 3 characters',
  'validation.number': 'Please enter a number',
  'validation.precision': 'At most {{len}} decimal places',
  'validation.date': 'The date must be YYYY-MM-DD',
  'validation.datetime': 'The time must be YYYY-MM-DD HH:mm',
  'validation.option': 'Please choose one of the offered options',
  'validation.parentNotSelectable': 'Only the lowest-level options can be chosen',
  'validation.department': 'Please select your department',
  'validation.invalid': 'The value is not valid',
  'validation.unknownField': 'Unknown field: {{name}}',
  'validation.range': 'Enter a whole number from {{min}} to {{max}}',
  'validation.url': 'Enter an address starting with http://, https:// or /',
  'validation.domain': 'Enter a valid host name (such as learn.example.com)',
  'validation.hexColour': 'Enter a colour such as #1677ff',
  'validation.timeZone': 'Choose a time zone such as Asia/Shanghai',
  'validation.code': 'Only letters, digits, _ and -, at most {{max}} characters',
  'validation.duplicate': 'The list cannot contain the same value twice',
  'validation.startAfterEnd': 'The start time cannot be greater than the end time',
} satisfies Translation<typeof zhCN>;
