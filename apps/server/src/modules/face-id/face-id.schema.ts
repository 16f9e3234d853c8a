import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.schema.ts';

/**
 * A person's enrolled face (spec s.7 me/saveface): the 128-number descriptor of their photo,
 * sealed with the server key (core/secret-box) like the outside services' secrets. The photo
 * itself is not kept. Deleted by the person (me/face/delete) or with the account.
 */
export const faceProfiles = pgTable('face_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>`: the descriptor as JSON, sealed. */
  descriptorSealed: text('descriptor_sealed').notNull(),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});
