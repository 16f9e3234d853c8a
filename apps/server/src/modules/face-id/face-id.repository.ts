import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faceProfiles } from './face-id.schema.ts';

export function createFaceIdRepository(db: DbOrTx) {
  return {
    async find(userId: number) {
      const [row] = await db.select().from(faceProfiles).where(eq(faceProfiles.userId, userId));
      return row;
    },
    async save(userId: number, companyId: number, descriptorSealed: string, at: Date) {
      await db
        .insert(faceProfiles)
        .values({ userId, companyId, descriptorSealed, enrolledAt: at })
        .onConflictDoUpdate({
          target: faceProfiles.userId,
          set: { companyId, descriptorSealed, enrolledAt: at },
        });
    },
    async remove(userId: number) {
      await db.delete(faceProfiles).where(eq(faceProfiles.userId, userId));
    },
  };
}
