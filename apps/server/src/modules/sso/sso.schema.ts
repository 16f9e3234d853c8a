import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions } from '../auth/auth.schema.ts';
import { companies } from '../company/company.schema.ts';
import { departments } from '../department/department.schema.ts';
import { users } from '../user/user.schema.ts';

/**
 * A company's identity provider for sign-on: kind 'oidc', 'iam' (a plain OAuth 2.0 identity
 * system), or a workplace suite ('wxwork', 'dingtalk', 'feishu', 'weixin': shared
 * SIGN_ON_SUITES). The client secret is sealed with the server key (core/secret-box) and never
 * answered by the API.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** OIDC: the issuer; 'iam': the authorization endpoint's URL. */
    issuer: text('issuer').notNull(),
    /** OIDC client_id; a suite's application (WeCom agentid, DingTalk AppKey, Feishu app_id, WeChat appid). */
    clientId: text('client_id').notNull(),
    /**
     * A suite's company id (WeCom corpid, DingTalk corpId, Feishu's tenant_key for the store
     * app); '' for the others.
     */
    corpId: text('corp_id').notNull().default(''),
    /** Feishu: sign in through the operator's store app for the tenant corp_id names. */
    storeApp: boolean('store_app').notNull().default(false),
    /** WeCom's agentid; '' for the others. */
    agentId: text('agent_id').notNull().default(''),
    /** Sealed (core/secret-box); '' when none is stored. */
    clientSecret: text('client_secret').notNull().default(''),
    scopes: text('scopes').notNull().default('openid profile email'),
    /** account | mobile | email | create (shared SSO_LINK_RULES). */
    linkBy: text('link_by').notNull().default('account'),
    /** The claim (OIDC) or userinfo field ('iam', a dotted path) the link rule matches. */
    linkClaim: text('link_claim').notNull().default('preferred_username'),
    /** 'iam': the token endpoint's URL; '' for the others. */
    tokenUrl: text('token_url').notNull().default(''),
    /** 'iam': the userinfo endpoint's URL; '' for the others. */
    userinfoUrl: text('userinfo_url').notNull().default(''),
    /** 'iam': the userinfo field (a dotted path) that is the person's stable id; '' for the others. */
    subjectField: text('subject_field').notNull().default(''),
    createDepartmentId: integer('create_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_providers_company_kind_uq').on(t.companyId, t.kind)],
);

/** Who a provider's subject is here: made on the first sign-on, used from then on. */
export const ssoLinks = pgTable(
  'sso_links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** OIDC: the issuer; 'iam': the authorization endpoint's origin. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_links_subject_uq').on(t.companyId, t.kind, t.issuer, t.subject),
    index('sso_links_user_idx').on(t.userId),
  ],
);

/**
 * What the OIDC provider needs to end its own session when the person signs out here
 * (RP-initiated logout): the ID token of the sign-on, sealed with the server key, for the
 * session it opened. Taken (deleted) when the learner site asks for the provider's sign-out
 * address; gone with the session.
 */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  idToken: text('id_token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company that installed the operator's WeCom third-party app (`study/wxworkInstallApp`, or
 * WeCom's create_auth push): the WeCom company (corpid, one company here each), the app's
 * agentid there and the permanent code (sealed with the server key, never answered) that gets
 * the company's access token. `cancelledAt` is set when WeCom says the app was removed.
 */
export const wxworkInstalls = pgTable(
  'wxwork_installs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    corpId: text('corp_id').notNull(),
    corpName: text('corp_name').notNull().default(''),
    agentId: text('agent_id').notNull().default(''),
    /** Sealed (core/secret-box). */
    permanentCode: text('permanent_code').notNull(),
    /** The WeCom userid of the administrator who installed it ('' when WeCom named nobody). */
    installedBy: text('installed_by').notNull().default(''),
    /** Whether this install made the company (rather than joining one that had the corpid). */
    createdCompany: boolean('created_company').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wxwork_installs_corp_uq').on(t.corpId),
    uniqueIndex('wxwork_installs_company_uq').on(t.companyId),
  ],
);
