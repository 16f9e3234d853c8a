import type { Locale } from '@ascent/shared/i18n';

/** Who is calling: set by the auth hook on every authenticated request. */
export interface Actor {
  userId: number;
  companyId: number;
  sessionId: string;
  account: string;
  roles: string[];
  isAdmin: boolean;
  departmentId: number | null;
  secrecyLevel: number;
  /** The session was opened while the password had to be changed. */
  mustChangePassword: boolean;
}

/** Route auth levels: the endpoint definitions' (public, user, admin, manager). */
export type { AuthLevel } from '@ascent/shared/api';
import type { AuthLevel } from '@ascent/shared/api';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /**
     * Open to a session that must change its password first (first login or expiry, where the
     * company forces the change): the change itself and what the shell needs to show it.
     */
    beforePasswordChange?: boolean;
  }
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new Error('requireActor on a route without auth: declare config.auth');
  return actor;
}

/** Route options of the calls a session that must change its password may still make. */
export const shellRoute = { config: { beforePasswordChange: true } } as const;
