import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { registrations, registrationSettings } from './registration.schema.ts';

export type RegistrationSettingsRow = typeof registrationSettings.$inferSelect;
export type NewRegistrationSettings = typeof registrationSettings.$inferInsert;

export function createRegistrationRepository(db: DbOrTx) {
  return {
    async settings(companyId: number): Promise<RegistrationSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(registrationSettings)
        .where(eq(registrationSettings.companyId, companyId))
        .limit(1);
      return row;
    },
    async saveSettings(values: NewRegistrationSettings): Promise<RegistrationSettingsRow> {
      const { companyId: _companyId, ...rest } = values;
      const [row] = await db
        .insert(registrationSettings)
        .values(values)
        .onConflictDoUpdate({
          target: registrationSettings.companyId,
          set: { ...rest, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert registration_settings returned nothing');
      return row;
    },
    /** The companies that accept registrations. */
    async openCompanyIds(): Promise<number[]> {
      const rows = await db
        .select({ id: registrationSettings.companyId })
        .from(registrationSettings)
        .where(eq(registrationSettings.open, true));
      return rows.map((r) => r.id);
    },
    async insertRegistration(values: typeof registrations.$inferInsert): Promise<void> {
      await db.insert(registrations).values(values);
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
