import crypto from 'node:crypto';
import path from 'node:path';
import { hashPassword } from '../../core/password-hash.ts';
import type { MultipartFile } from '@fastify/multipart';
import { AVATAR_LIMITS, type TEditProfileRequest, type TProfile } from '@ascent/shared/profile';
import { formatSize } from '@ascent/shared/common';
import type { TMyUnit } from '@ascent/shared/unit';
import type { Actor } from '../../core/context.ts';
import { fail } from '../../core/errors.ts';
import { FileTooLargeError, type FileStorage } from '../../infra/storage/file-storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SharedCaches } from '../../core/shared-cache.ts';
import { createUserRepository, type UserRepository, type UserRow } from './user.repository.ts';

/** A user's account row, as the user service hands it to the auth and personnel modules. */
export type { UserRow } from './user.repository.ts';
import { toProfile } from './user.mapper.ts';

/** What the user service needs to know of a company. */
export interface CompanyPolicy {
  passExpire: number;
  /** 1: the strong password policy (spec s.5). */
  useStrongPass: number;
  isInformation: number;
  name: string;
  id: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a process serves a profile it has read (docs/decisions.md "Caches across
 * processes"): the person's own changes, an admin's change to them and a change of their units
 * drop it in every process at once; a renamed department or unit, a changed company name or a
 * directory sync show within this time.
 */
export const PROFILE_CACHE_MS = 5_000;
/** Past this many people, one change drops every kept profile instead of one message each. */
const FORGET_EACH_MAX = 50;

/**
 * me/profile, read on every page of both sites: kept per person and session (the session's
 * current unit is part of it), in each process, dropped in every process on change.
 */
export function createProfileCache(caches: SharedCaches) {
  const cache = caches.cache<string, TProfile>('profile', PROFILE_CACHE_MS, 100_000);
  return {
    cache,
    /** These people's profiles (null: everyone's), after the change has committed. */
    async forget(userIds: readonly number[] | null): Promise<void> {
      if (userIds === null || userIds.length > FORGET_EACH_MAX) return cache.forgetAll();
      for (const id of new Set(userIds)) await cache.forgetPrefix(`${id}:`);
    },
  };
}
export type ProfileCache = ReturnType<typeof createProfileCache>;

/** passwordExpire: passExpire days (0 = never) since the last change (spec s.3, s.4). */
export function isPasswordExpired(
  user: Pick<UserRow, 'passwordChangedAt'>,
  passExpireDays: number,
  now = Date.now(),
) {
  return passExpireDays > 0 && now - user.passwordChangedAt.getTime() > passExpireDays * DAY_MS;
}

export function createUserService(deps: {
  users: UserRepository;
  storage: FileStorage;
  companyPolicy: (companyId: number) => Promise<CompanyPolicy>;
  departmentPath: (
    companyId: number,
    path: string | null,
  ) => Promise<{ id: number; name: string }[]>;
  /** The person's units, the session's current one marked (the unit module). */
  unitsOf: (someone: Pick<Actor, 'userId' | 'companyId' | 'sessionId'>) => Promise<TMyUnit[]>;
  /** Profiles kept per person and session (createProfileCache). */
  profiles: ProfileCache;
}) {
  const { users, storage, profiles } = deps;

  /**
   * The profile; `knownRoles` (the signed-in caller's, already loaded) saves a query. The units
   * mark the current one of `sessionId`'s session (none given: only a sole unit is current).
   */
  async function getProfile(
    userId: number,
    knownRoles?: string[],
    sessionId = '',
  ): Promise<TProfile> {
    return profiles.cache.get(`${userId}:${sessionId}`, () =>
      readProfile(userId, knownRoles, sessionId),
    );
  }

  async function readProfile(
    userId: number,
    knownRoles: string[] | undefined,
    sessionId: string,
  ): Promise<TProfile> {
    const row = await users.findWithDepartment(userId);
    if (!row) throw fail('common.notFound');
    const companyId = row.user.companyId;
    const [roles, company, deptPath, units] = await Promise.all([
      knownRoles ?? users.rolesOf(userId),
      deps.companyPolicy(companyId),
      deps.departmentPath(companyId, row.departmentPath),
      deps.unitsOf({ userId, companyId, sessionId }),
    ]);
    return toProfile(row.user, {
      roles,
      departmentName: row.departmentName ?? '',
      departmentPath: [{ id: company.id, name: company.name }, ...deptPath],
      units,
      passwordExpire: isPasswordExpired(row.user, company.passExpire),
      isInformation: company.isInformation === 1 && row.user.needsInformation ? 1 : 0,
    });
  }

  return {
    getProfile,
    /** After a change to these people has committed: their profiles are read anew everywhere. */
    forgetProfiles: profiles.forget,
    findByAccount: users.findByAccount,
    findById: users.findById,
    activeByMobile: users.activeByMobile,
    activeByEmail: users.activeByEmail,
    countActive: users.countActive,
    /**
     * A learner made by a first sign-on (the identity provider's 'create' link rule): no
     * password of their own (a random one nobody knows), nothing to change at first login.
     */
    async createFromSignOn(values: {
      companyId: number;
      account: string;
      realName: string;
      email: string;
      departmentId: number | null;
    }): Promise<UserRow> {
      return users.insert(
        {
          ...values,
          passwordHash: await hashPassword(crypto.randomBytes(32).toString('base64url')),
          changePassword: false,
        },
        [],
      );
    },
    /**
     * A self-registered person (or an enterprise's first administrator, roles ['admin']), in the
     * caller's transaction: the password they chose, nothing to change at first login.
     */
    async createRegistered(
      tx: DbOrTx,
      values: {
        companyId: number;
        account: string;
        passwordHash: string;
        realName: string;
        mobile: string;
        email: string;
        departmentId: number;
      },
      roles: string[],
    ): Promise<UserRow> {
      return createUserRepository(tx).insert({ ...values, changePassword: false }, roles);
    },
    rolesOf: users.rolesOf,
    async setPassword(id: number, passwordHash: string, changePassword: boolean) {
      await users.setPassword(id, passwordHash, changePassword);
      await profiles.forget([id]);
    },
    /** The same, inside the caller's transaction (with the sessions it ends). */
    setPasswordIn: (tx: DbOrTx, id: number, passwordHash: string, changePassword: boolean) =>
      createUserRepository(tx).setPassword(id, passwordHash, changePassword),
    async lastWebsiteOf(userId: number): Promise<number | null> {
      return (await users.findById(userId))?.lastWebsiteId ?? null;
    },
    async setLastWebsite(userId: number, websiteId: number): Promise<void> {
      await users.update(userId, { lastWebsiteId: websiteId });
    },

    async editProfile(actor: Actor, input: TEditProfileRequest): Promise<TProfile> {
      const values: Parameters<UserRepository['update']>[1] = {};
      for (const key of [
        'realName',
        'mobile',
        'email',
        'sex',
        'birthday',
        'motto',
        'lang',
      ] as const) {
        if (input[key] !== undefined) (values as Record<string, unknown>)[key] = input[key];
      }
      if (Object.keys(values).length) await users.update(actor.userId, values);
      await profiles.forget([actor.userId]);
      return getProfile(actor.userId, undefined, actor.sessionId);
    },

    /** Avatar: png, jpg, jpeg or gif, not empty, at most 2 MB (spec s.5). */
    async uploadAvatar(
      actor: Actor,
      file: MultipartFile | undefined,
    ): Promise<{ portrait: string }> {
      if (!file) throw fail('upload.failed');
      const ext = path.extname(file.filename).slice(1).toLowerCase();
      const formats = AVATAR_LIMITS.extensions as readonly string[];
      if (!formats.includes(ext) || !file.mimetype.startsWith('image/')) {
        file.file.resume();
        throw fail('upload.format', { formats: formats.join(', ') });
      }
      let stored;
      try {
        stored = await storage.put(file.file, {
          ext,
          folder: 'avatars',
          maxBytes: AVATAR_LIMITS.maxBytes,
        });
      } catch (err) {
        if (err instanceof FileTooLargeError || file.file.truncated) {
          throw fail('upload.tooLarge', { max: formatSize(AVATAR_LIMITS.maxBytes) });
        }
        throw err;
      }
      if (stored.size === 0) {
        await storage.remove(stored.key);
        throw fail('upload.empty');
      }
      const before = await users.findById(actor.userId);
      await users.update(actor.userId, { portrait: stored.url });
      await profiles.forget([actor.userId]);
      const oldKey = before?.portrait.startsWith('/api/files/')
        ? before.portrait.slice('/api/files/'.length)
        : '';
      if (oldKey) await storage.remove(oldKey);
      return { portrait: stored.url };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
