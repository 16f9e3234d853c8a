import { z } from 'zod';
import { messageRef } from '../errors/index.ts';
import { isTimeZone } from './index.ts';

// The time zone field's schema, apart from the clock arithmetic (index.ts), which the first
// page uses without loading zod.

/** A time zone as the admin site sets it. */
export const zTimeZone = z
  .string({ error: messageRef('validation.timeZone') })
  .refine(isTimeZone, { error: messageRef('validation.timeZone') });
