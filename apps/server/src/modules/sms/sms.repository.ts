import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { smsSettings, type NewSmsSettings, type SmsSettingsRow } from './sms.schema.ts';

/** The sms_settings table: one row per company that has saved its own provider. */
export function createSmsRepository(db: DbOrTx) {
  return {
    async settings(companyId: number): Promise<SmsSettingsRow | undefined> {
      const [row] = await db.select().from(smsSettings).where(eq(smsSettings.companyId, companyId));
      return row;
    },

    async save(values: NewSmsSettings): Promise<SmsSettingsRow> {
      const { companyId: _c, ...rest } = values;
      const [row] = await db
        .insert(smsSettings)
        .values(values)
        .onConflictDoUpdate({
          target: smsSettings.companyId,
          set: { ...rest, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('sms settings not saved');
      return row;
    },
  };
}
