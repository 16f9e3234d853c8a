import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { resolveLocale } from '@ascent/shared/i18n';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { SharedState } from './infra/state/shared-state.ts';
import type { PubSub } from './infra/pubsub/pubsub.ts';
import { createSharedCaches } from './core/shared-cache.ts';
import type { FileStorage } from './infra/storage/file-storage.ts';
import {
  clientErrorEnvelope,
  frameworkErrorEnvelope,
  malformedMultipart,
  registerEnvelope,
} from './core/envelope.ts';
import { isCleanInput, multipartBoundaryOk } from './core/input-guard.ts';
import { RET } from '@ascent/shared/errors';
import { trimStrings } from './core/trim.ts';
import { AppError } from './core/errors.ts';
import './core/context.ts';
import { registerEndpoints, type BoundEndpoint } from './core/endpoints.ts';
import { registerReplyCompression } from './core/reply-compression.ts';
import { registerReadYourWrites } from './core/read-your-writes.ts';
import { inlineScriptSources, isAdminPath, registerWebApps } from './core/static-site.ts';
import { createAccess, requireAdmin, requireManager } from './core/access.ts';
import { createCompanyClock } from './core/company-clock.ts';
import { createSmsProvider } from './infra/sms/sms.ts';
import { createJobQueue } from './infra/jobs/job-queue.ts';
import { PLATFORM_SUITES } from '@ascent/shared/sso/suites';
import { createSuites, inAppScripts } from './infra/suites/suites.ts';
import { createSecretBox } from './core/secret-box.ts';
import { createBuiltinFaceEngine, type FaceEngine } from './infra/face/face-engine.ts';
import { createFaceIdModule } from './modules/face-id/face-id.module.ts';
import { createLicenceModule } from './modules/licence/licence.module.ts';
import { createSsoModule } from './modules/sso/sso.module.ts';
import { createRegistrationModule } from './modules/registration/registration.module.ts';
import { createTenant } from './modules/company/tenant.ts';
import { createDirectoryModule } from './modules/directory/directory.module.ts';
import { createSsoRepository } from './modules/sso/sso.repository.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { createSmsModule } from './modules/sms/sms.module.ts';
import { createCompanyModule } from './modules/company/company.module.ts';
import {
  createDepartmentModule,
  syncedDepartments,
} from './modules/department/department.module.ts';
import { createUserModule, peopleQueries, syncedPeople } from './modules/user/user.module.ts';
import { createPeopleDirectory } from './modules/user/people-directory.ts';
import { createPersonnelModule } from './modules/personnel/personnel.module.ts';
import { createMessageModule } from './modules/message/message.module.ts';
import { createOperationLogModule } from './modules/oplog/oplog.module.ts';
import { createJobsModule } from './modules/jobs/jobs.module.ts';
import { createImportModule } from './modules/import/import.module.ts';
import { createHandoverModule } from './modules/handover/handover.module.ts';
import { recordChange } from './modules/oplog/oplog.service.ts';
import { createPositionModule } from './modules/position/position.module.ts';
import { createUnitModule } from './modules/unit/unit.module.ts';
import { createMajorModule } from './modules/major/major.module.ts';
import { createReferenceModule } from './modules/reference/reference.module.ts';
import { createScoreNameModule } from './modules/score-name/score-name.module.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { firstCallsRoutes } from './modules/first-calls/first-calls.routes.ts';
import { createOpenApiModule } from './modules/openapi/openapi.module.ts';
// Issue 4: files, courses, the learning record, knowledge, downloads, search, home
import { ITEM_TYPE } from '@ascent/shared/course';
import { createFilesModule } from './modules/files/files.module.ts';
import { loadServerSecret } from './core/server-secret.ts';
import { HSTS, siteCsp } from './core/security-headers.ts';
import { createCourseModule } from './modules/course/course.module.ts';
import { createCourseSummaries } from './modules/course/course.summaries.ts';
import { createInteractionModule } from './modules/interaction/interaction.module.ts';
import { createLearningModule, learningActivity } from './modules/learning/learning.module.ts';
import { createEarningModule } from './modules/earning/earning.module.ts';
import { createLearnerScopes } from './modules/user/learner-scope.ts';
import { createSearchRegistry } from './modules/search/search.registry.ts';
import { createSearchModule } from './modules/search/search.module.ts';
import { createKnowledgeModule } from './modules/knowledge/knowledge.module.ts';
import { createDownloadModule } from './modules/download/download.module.ts';
import { createHomeModule } from './modules/home/home.module.ts';
import { createExamAdminModule } from './modules/exam/exam-admin.module.ts';
import { createHomeworkModule } from './modules/homework/homework.module.ts';
import { createPracticeModule } from './modules/practice/practice.module.ts';
import { createQuestionModule } from './modules/question/question.module.ts';
import { createSurveyModule } from './modules/survey/survey.module.ts';
import { createLearningRepository } from './modules/learning/learning.repository.ts';
import { createExamModule } from './modules/exam/exam.module.ts';
// Issue 6: the seams over learning items, tasks and sign-up targets
import {
  createItemAccess,
  createItemEvents,
  createItemSources,
  createSignupRegistry,
  createTaskSources,
} from './core/learning-items.ts';
import { courseItems } from './modules/course/course.items.ts';
import { createCourseItemSource } from './modules/learning/learning.items.ts';
import {
  createExamPaperTotals,
  createExamTaskSource,
  examItemSource,
} from './modules/exam/exam.items.ts';
import { surveyItemSource } from './modules/survey/survey.items.ts';
import { homeworkItemSource } from './modules/homework/homework.items.ts';
import { knowledgeItemSource } from './modules/knowledge/knowledge.items.ts';
import { createTaskModule } from './modules/task/task.module.ts';
import { createProgrammeModule } from './modules/programme/programme.module.ts';
import { createSignupModule } from './modules/signup/signup.module.ts';
import { createInPersonModule } from './modules/in-person/in-person.module.ts';
import { createIdpModule } from './modules/idp/idp.module.ts';
import { createStudyPlanModule } from './modules/study-plan/study-plan.module.ts';
import { createCertificateModule } from './modules/certificate/certificate.module.ts';
import { createDashboardModule } from './modules/dashboard/dashboard.module.ts';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  state: SharedState;
  /** Real-time fan-out between server processes (message counts). */
  pubsub: PubSub;
  storage: FileStorage;
  /** The face engine; default: the one FACE_ENGINE names (tests may hand in their own). */
  faceEngine?: FaceEngine;
}

/** JSON bodies up to 1 MiB; uploads have their own per-route limits. */
export const BODY_LIMIT = 1024 * 1024;
/** The spec's 180 s timeout (spec s.9), on the server side too. */
export const REQUEST_TIMEOUT_MS = 180_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // One line per request when it is answered (below), not Fastify's two (issue 16: a log
    // line is a write to stdout, and the hot calls are cheap enough for it to show).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    // A string of addresses ('loopback' by default), a hop count or a boolean (config.ts).
    trustProxy: config.trustProxy as string,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed percent-encoding or an overlong path parameter: the envelope, not Fastify's reply.
    frameworkErrors: frameworkErrorEnvelope,
    // What Node's parser refuses (a 1 MB query string, a broken request line) too.
    clientErrorHandler: clientErrorEnvelope,
  });

  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request, reply) => {
    request.locale = resolveLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: { method: request.method, url: request.url, remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request',
    );
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) {
      // Busboy throws plain errors on a missing or malformed boundary: refused here instead.
      if (!multipartBoundaryOk(request.headers['content-type'])) throw malformedMultipart();
    } else if (request.body && typeof request.body === 'object') {
      trimStrings(request.body);
    }
    // NUL, lone surrogates and absurd nesting never reach a handler (issue 12).
    if (
      !isCleanInput(request.params) ||
      !isCleanInput(request.query) ||
      (!request.isMultipart() && !isCleanInput(request.body))
    )
      throw new AppError(RET.FAIL, 'common.parameterError');
  });
  registerEnvelope(app);
  // JSON replies of 1 KiB and more go out brotli or gzip (the sites' files are precompressed).
  registerReplyCompression(app);
  await app.register(multipart, { limits: { fileSize: 1024 * 1024 * 1024, files: 1, fields: 20 } });

  // Modules: each gets only what it uses.
  // db: the primary. reader: where reports and long lists read, the replica when configured
  // (db/client.ts); only read paths that may lag are handed it.
  const { db, reader } = deps.database;
  // Hot reads kept per process and dropped in every process on change (core/shared-cache.ts).
  const caches = createSharedCaches(deps.pubsub);
  app.addHook('onReady', async () => caches.start());
  app.addHook('onClose', async () => caches.stop());
  // The one job queue (infra/jobs): modules define their queues while built; it starts once
  // the app is ready (installing its schema when missing) and stops, handing running jobs
  // back, when the app closes.
  const jobs = createJobQueue({
    database: deps.database,
    settings: { work: config.jobWorker, pollMs: config.jobPollMs },
    log: app.log.child({ part: 'jobs' }),
  });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  // Secrets of outside services and import reports, sealed with the server key
  // (SERVER_SECRET_KEY or server_keys; the auth module below reads it, on first use).
  const secrets = createSecretBox(() => auth.secretKey(config.serverSecretKey));
  // Sheet imports (users, questions, attendance) run as jobs; their modules register how.
  const imports = createImportModule({
    db,
    jobs,
    storage: deps.storage,
    secrets,
    onError: (err) => app.log.error({ err }, 'an import could not remove its sheet'),
  });
  // Issue 6: item events (completed/passed inside the transaction), item sources (titles and
  // learners' states in batches), task sources (the to-do centre) and sign-up targets.
  const itemEvents = createItemEvents();
  const itemSources = createItemSources();
  const itemAccess = createItemAccess();
  const taskSources = createTaskSources();
  const signupRegistry = createSignupRegistry();
  const departments = createDepartmentModule({ db, people: peopleQueries, record: recordChange });
  // The one people directory every module that shows or picks people is handed (or a Pick of it).
  const people = createPeopleDirectory({ db, departmentNames: departments.service.namesInCompany });
  const units = createUnitModule({
    db,
    people,
    record: recordChange,
    // The user module is built below (it needs the units); this runs later, on requests.
    profilesChanged: (userIds) => users.service.forgetProfiles(userIds),
  });
  const users = createUserModule({
    db,
    unitsOf: (someone) => units.service.unitsOf(someone),
    storage: deps.storage,
    companyPolicy: (id) => company.service.requireCompany(id),
    departmentPath: (companyId, path) => departments.service.namesOnPath(companyId, path),
    departmentTree: (companyId) => departments.service.tree(companyId),
    // The auth module is built below (it needs the user service); these run later, on requests.
    sessions: {
      revoke: (tx, userIds, reason) => auth.service.revokeSessionsOfUsers(tx, userIds, reason),
      forget: (tokenHashes) => auth.service.forgetSessions(tokenHashes),
      refresh: (userIds) => auth.service.forgetSessionsOfUsers(userIds),
    },
    record: recordChange,
    caches,
    imports: imports.service,
  });
  // The suites' in-app JS SDK scripts the learner site loads (the platform config, the CSP).
  const suiteScripts = inAppScripts(config.suites.baseUrls);
  const company = createCompanyModule({
    db,
    storage: deps.storage,
    lastWebsiteOf: (userId) => users.service.lastWebsiteOf(userId),
    setLastWebsite: (userId, websiteId) => users.service.setLastWebsite(userId, websiteId),
    suiteAppOf: async (companyId, platform) => {
      const app = await createSsoRepository(db).platformApp(companyId, platform);
      const kind = PLATFORM_SUITES[platform];
      // The script only for a suite whose sign-on is on (its app id answered).
      const jsSdkUrl = kind && app.appId !== '' ? (suiteScripts[kind] ?? '') : '';
      return { ...app, jsSdkUrl };
    },
    caches,
    websiteUsers: peopleQueries,
    record: recordChange,
  });
  // Text messages (sign-in and password-reset codes): the configured provider (infra/sms).
  const sms = createSmsProvider(config.sms, {
    dataDir: config.dataDir,
    production: config.production,
    logOutbox: (entry) =>
      app.log.info(
        { mobile: entry.mobile, purpose: entry.purpose, code: entry.code },
        'SMS outbox',
      ),
  });
  app.log.info(
    sms.development
      ? 'SMS provider: outbox (development: no message reaches a phone; codes go to the log and DATA_DIR/sms-outbox.jsonl)'
      : `SMS provider: ${sms.name}`,
  );
  // Each company's day, week and month, in its time zone (daily exams, practice, rankings).
  const clock = createCompanyClock((companyId) => company.service.timeZoneOf(companyId));

  const auth = createAuthModule({
    db,
    state: deps.state,
    caches,
    users: users.service,
    company: company.service,
    departmentNames: departments.service.namesInCompany,
    // The sms module is made below (it needs the secret box, which needs this module).
    smsFor: (companyId) => smsSettings.service.providerFor(companyId),
    clock,
    log: app.log,
  });
  // A company's own SMS provider, else the operator's (sms above) for its codes.
  const smsSettings = createSmsModule({
    db,
    state: deps.state,
    secrets,
    operator: sms,
    timeoutMs: config.sms.timeoutMs,
    clock,
    record: recordChange,
    log: app.log,
  });
  // Face recognition (infra/face): the worker thread starts with the first face call only.
  const faceEngine =
    deps.faceEngine ?? (config.faceEngine === 'builtin' ? createBuiltinFaceEngine() : undefined);
  if (faceEngine) app.addHook('onClose', async () => faceEngine.close());
  const faceId = createFaceIdModule({
    db,
    state: deps.state,
    secrets,
    engine: faceEngine,
    users: users.service,
    openSession: (userId, ctx) => auth.service.openProvenSession(userId, ctx, 'face'),
  });
  // The workplace suites' sign-on and directories on their configured origins (infra/suites).
  const suites = createSuites(config.suites, deps.state);
  const sso = createSsoModule({
    db,
    state: deps.state,
    secrets,
    suites,
    users: users.service,
    // The personnel module is made further down; this runs only at a sign-on.
    activeByEmployeeNo: (companyId, employeeNo) =>
      personnel.activeByEmployeeNo(companyId, employeeNo),
    auth: auth.service,
    departmentInCompany: departments.service.existsInCompany,
    record: recordChange,
    log: app.log,
    install: {
      enterprisesOpen: config.registerEnterprises,
      createTenant,
      createRootIn: departments.service.createRootIn,
      companyName: async (companyId) => (await company.service.requireCompany(companyId)).name,
    },
  });
  // Self-registration of people and enterprises (a new enterprise is a new company).
  const registration = createRegistrationModule({
    db,
    state: deps.state,
    enterprisesOpen: config.registerEnterprises,
    spendCaptcha: auth.service.spendCaptcha,
    decryptPassword: auth.service.decryptPassword,
    companies: {
      requireCompany: company.service.requireCompany,
      companyOfSite: company.service.companyOfSite,
      namedAmong: company.service.namedAmong,
      domainTaken: company.service.domainTaken,
      createTenant,
    },
    departments: departments.service,
    users: users.service,
    record: recordChange,
  });
  // Directory sync from the suites: admin calls, and each run a job on the job queue.
  const directory = createDirectoryModule({
    db,
    readers: suites.directories,
    appFor: (companyId, suite) => sso.suites.appFor(companyId, suite),
    departments: syncedDepartments,
    people: syncedPeople,
    names: people,
    sessions: {
      revoke: (tx, userIds, reason) => auth.service.revokeSessionsOfUsers(tx, userIds, reason),
      forget: (tokenHashes) => auth.service.forgetSessions(tokenHashes),
    },
    record: recordChange,
    jobs,
    log: app.log,
  });
  // Approvals first: domains open receipts through it and register their audit types' handlers.
  const audit = createAuditModule({ db, people, record: recordChange });
  const personnel = createPersonnelModule({
    db,
    departments: departments.service,
    approvals: audit.receipts,
    people: peopleQueries,
    record: recordChange,
    companyOf: company.service.requireCompany,
    profilesChanged: users.service.forgetProfiles,
  });
  audit.registry.register(personnel.auditHandler);
  const messages = createMessageModule({
    db,
    state: deps.state,
    pubsub: deps.pubsub,
    people,
    onError: (err) => app.log.error({ err }, 'message fan-out failed'),
    record: recordChange,
    jobs,
  });
  // The message streams' fan-out listens while the app runs; open streams end before it closes.
  app.addHook('onReady', async () => messages.hub.start());
  app.addHook('preClose', async () => messages.hub.close());
  const handover = createHandoverModule({ state: deps.state, auth: auth.service });
  const oplog = createOperationLogModule({ db: reader });
  const jobsPage = createJobsModule({ jobs });
  const positions = createPositionModule({ db, holders: peopleQueries, record: recordChange });
  const majors = createMajorModule({ db, record: recordChange });
  const reference = createReferenceModule({ db });
  // Reference data exists whatever SEED says: added at start when missing (idempotent).
  await reference.seed();
  const scoreNames = createScoreNameModule({ db, record: recordChange });
  // Uploads, serving, packages, document conversion on the job queue.
  const files = createFilesModule({
    db,
    storage: deps.storage,
    conversion: {
      sofficePath: config.sofficePath,
      timeoutMs: config.conversionTimeoutMs,
    },
    jobs,
    log: app.log,
    urlSecret: await loadServerSecret(deps.state, 'file-urls'),
    // The package origin's listener, launch tokens signed in every process alike
    packages: {
      settings: { origin: config.packageOrigin, port: config.packagePort, host: config.host },
      secret: await loadServerSecret(deps.state, 'package-launch'),
      log: app.log.child({ listener: 'packages' }),
    },
    record: recordChange,
  });
  // Packages are served on their own origin, by a second listener.
  app.addHook('onReady', async () => files.packages.listen());
  app.addHook('onClose', async () => files.packages.close());
  // The sites' CSP names the package origin as the one framed source and the sites' own inline
  // scripts by their hashes; the learner site's also the origins of the suites' in-app JS SDK
  // scripts (its sign-on page loads Feishu's inside Feishu). HSTS over HTTPS.
  const inlineScripts = [config.webDist, config.adminDist].flatMap(inlineScriptSources);
  const learnerScripts = [
    ...inlineScripts,
    ...new Set(Object.values(suiteScripts).map((url) => new URL(url).origin)),
  ];
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!request.url.startsWith('/api/'))
      reply.header(
        'content-security-policy',
        siteCsp(
          files.packages.originFor(request),
          isAdminPath(request.url) ? inlineScripts : learnerScripts,
        ),
      );
  });
  // Who a learner is for audience checks; people as lists show them; one search registry
  // every searchable module registers with; favourites, likes and comments of any item type.
  // Where access is decided (issue 13): the learner's scope, an item's visibility (its module's
  // audience rule, else a programme's or package's grant), company and role checks.
  const access = createAccess({ db, scopes: createLearnerScopes(db), grants: itemAccess });
  app.decorate('access', access);
  const search = createSearchRegistry();
  const interactions = createInteractionModule({
    db,
    access,
    state: deps.state,
    people,
  });
  const courses = createCourseModule({
    db,
    files: files.catalog,
    people,
    record: recordChange,
    access,
    caches,
  });
  search.register(courses.searchProvider);
  interactions.registry.register(courses.interactionResolver);
  const earning = createEarningModule({
    db,
    record: recordChange,
    events: itemEvents,
    timeZoneIn: company.timeZoneIn,
  });
  app.decorate('earning', earning.service);
  const learning = createLearningModule({
    db,
    courses: courses.reader,
    summaries: createCourseSummaries(db),
    access,
    people,
    items: { events: itemEvents, sources: itemSources },
    signups: signupRegistry, // the "needs sign-up" check asks the sign-up
    clock,
    earningRules: (companyId) => earning.service.rulesFor(companyId),
  });
  const knowledge = createKnowledgeModule({
    db,
    record: recordChange,
    files: files.catalog,
    access,
    search,
    directory: people,
  });
  interactions.registry.register(knowledge.interactionResolver);
  const searchCalls = createSearchModule({
    db,
    registry: search,
    access,
    record: recordChange,
  });
  const downloads = createDownloadModule({
    db,
    files: files.catalog,
    storage: deps.storage,
    state: deps.state,
    access,
    context: {
      watermarkOn: async (companyId) =>
        (await company.service.requireCompany(companyId)).isOpenDownloadWatermark === 1,
      person: async (companyId, userId) => (await people.find(companyId, [userId]))[0] ?? null,
    },
  });
  downloads.registry.register({
    itemType: ITEM_TYPE.knowledge,
    find: knowledge.service.downloadable,
    counted: knowledge.service.countDownload,
  });
  const home = createHomeModule({
    db,
    record: recordChange,
    access,
    sources: {
      recommendedCourses: courses.centre.recommended,
      newKnowledge: knowledge.service.newest,
    },
  });
  // Practice sessions, the wrong-question book, practice banks and settings
  const practice = createPracticeModule({ db, record: recordChange, clock });

  // Exams in the admin site and the reviewers' marking
  const examAdmin = createExamAdminModule({
    db,
    clock,
    faceServiceConfigured: Boolean(faceEngine),
    record: recordChange,
    people,
    events: itemEvents,
  });
  // Steps, attachments (the files module's uploads), review
  const homework = createHomeworkModule({
    db,
    record: recordChange,
    files: files.catalog,
    uploads: { files: files.service, chunks: files.chunks },
    access,
    people,
    events: itemEvents,
  });

  // Question banks and papers; exams and practice read through its reader
  const questionBank = createQuestionModule({
    db,
    record: recordChange,
    imports: imports.service,
  });
  // A paper an exam or a practice simulation sits on is not deleted under it.
  questionBank.paperUsage.register(examAdmin.paperUsage);
  questionBank.paperUsage.register(practice.paperUsage);

  // Questionnaires, votes, evaluations; people as surveys show them, and a
  // course precondition read through the course summaries and the learning record.
  const surveys = createSurveyModule({
    db,
    record: recordChange,
    access,
    people,
    courses: {
      async titles(companyId, ids) {
        const found = await createCourseSummaries(db).of(companyId, ids);
        return new Map([...found].map(([id, c]) => [id, c.title]));
      },
      async completed(userId, ids) {
        const rows = await createLearningRepository(db).courseProgressOf(userId, ids);
        return new Set(rows.filter((r) => r.state === 'completed').map((r) => r.courseId));
      },
    },
    events: itemEvents,
  });

  // Taking exams; the deadline sweep recurs on the job queue.
  const examTaking = createExamModule({
    db,
    access,
    settings: { sweepMs: config.examSweepMs, faceService: Boolean(faceEngine) },
    faces: faceEngine ? faceId.service : undefined,
    log: app.log,
    // Hand-in fills the wrong-question book in the same transaction.
    onMarked: (tx, marked) => practice.wrongBook.record(tx, marked),
    items: { events: itemEvents },
    clock,
    markActive: learningActivity.mark,
    jobs,
  });

  // The item sources of the existing modules and the exam task sources
  itemSources.register(createCourseItemSource(courseItems));
  itemSources.register(examItemSource);
  itemSources.register(surveyItemSource);
  itemSources.register(homeworkItemSource);
  itemSources.register(knowledgeItemSource);
  taskSources.register(createExamTaskSource({ db, access, clock }));
  // The to-do centre, the training report and the admin's item pickers.
  const tasks = createTaskModule({
    db,
    sources: itemSources,
    tasks: taskSources,
    learning: learning.service,
    access,
  });
  // Tests listen to item events and grant access through the app (the seams are per app).
  app.decorate('learningItems', {
    events: itemEvents,
    sources: itemSources,
    access: itemAccess,
    tasks: taskSources,
    signups: signupRegistry,
  });

  // Projects, maps, new-staff, subject training, packages
  const programme = createProgrammeModule({
    db,
    reader,
    clock,
    caches,
    record: recordChange,
    access,
    directory: people,
    itemEvents,
    itemSources,
    itemAccess,
    taskSources,
    signups: signupRegistry,
  });

  // Sign-ups of the five kinds, classroom reservations, approval (audit type 3),
  // the course target (kind 5) and the lookup programme and course pages read.
  const signups = createSignupModule({
    db,
    registry: signupRegistry,
    items: itemSources,
    approvals: audit.receipts,
    access,
    people,
    personnel: personnel.information,
    record: recordChange,
    courseBrief: (companyId, courseId) => createCourseSummaries(db).brief(companyId, courseId),
  });
  audit.registry.register(signups.auditHandler);

  // Face-to-face sessions, the rotating QR, attendance, leave (audit type 4)
  const inPerson = createInPersonModule({
    db,
    record: recordChange,
    files: files.catalog,
    directory: people,
    events: itemEvents,
    access,
    approvals: audit.receipts,
    imports: imports.service,
  });
  audit.registry.register(inPerson.auditHandler);
  itemSources.register(inPerson.itemSource);
  taskSources.register(inPerson.taskSource);

  // Individual development plans (the supervisor approves) and study plans
  const idp = createIdpModule({
    db,
    items: itemSources,
    tasks: taskSources,
    paperTotals: createExamPaperTotals(db),
    access,
    files: files.catalog,
    uploads: files.service,
    people,
  });
  const studyPlans = createStudyPlanModule({
    db,
    items: itemSources,
    access,
    record: recordChange,
    directory: people,
  });

  // Templates, issuing on item events, PDFs, the public verification
  const dashboard = createDashboardModule({ db: reader, clock });
  const certificates = createCertificateModule({
    db,
    state: deps.state,
    storage: deps.storage,
    files: files.catalog,
    record: recordChange,
    itemEvents,
    itemSources,
    directory: people,
    jobs,
  });

  // The operator's licence: past its last day or over its seats, signed-in calls answer ret 99.
  const licence = createLicenceModule({
    config: config.licence,
    countActive: users.service.countActive,
  });

  // Every /api route is signed-in by default; public routes say config.auth = 'public'.
  app.addHook('preHandler', async (request) => {
    const level = request.routeOptions.config.auth ?? 'user';
    // Unknown paths (no route) fall through to the 404 envelope without a login check. The
    // route's own path decides (request.url may be absolute-form: "GET http://host/api/...").
    const route = request.routeOptions.url;
    if (!route || !route.startsWith('/api/') || level === 'public') return;
    request.actor = await auth.service.authenticate(request.headers.authorization);
    // Signing out stays open whatever the licence says.
    if (route !== '/api/study/me/logout') await licence.service.require();
    // A session that must change its password first reaches only the change and the shell.
    if (request.actor.mustChangePassword && !request.routeOptions.config.beforePasswordChange)
      throw new AppError(RET.FAIL, 'auth.passwordChangeRequired');
    if (level === 'admin') requireAdmin(request.actor);
    if (level === 'manager') requireManager(request.actor);
  });
  // With a read replica: where each signed-in request's reports read, decided once, after the
  // caller is known; a call that wrote keeps its caller on the primary for a while.
  registerReadYourWrites(app, {
    database: deps.database,
    state: deps.state,
    windowMs: config.databaseReadWindowMs,
  });

  // Every endpoint is a definition (@ascent/shared/*/endpoints) with a handler each module
  // binds; one registrar declares them all (auth level, parsing, envelope, output check).
  const endpoints: BoundEndpoint[][] = [
    healthRoutes({ database: deps.database, state: deps.state }),
    firstCallsRoutes({ app }),
    createOpenApiModule().routes,
    positions.routes,
    units.routes,
    files.servingRoutes,
    files.routes,
    files.packageRoutes,
    auth.routes,
    licence.routes,
    sso.routes,
    smsSettings.routes,
    faceId.routes,
    registration.routes,
    directory.routes,
    company.routes,
    departments.routes,
    users.routes,
    personnel.routes,
    messages.routes,
    imports.routes,
    oplog.routes,
    jobsPage.routes,
    handover.routes,
    majors.routes,
    reference.routes,
    scoreNames.routes,
    earning.routes,
    audit.routes,
    audit.adminRoutes,
    courses.routes,
    courses.adminRoutes,
    interactions.routes,
    learning.routes,
    knowledge.routes,
    searchCalls.routes,
    downloads.routes,
    home.routes,
    examAdmin.routes,
    homework.routes,
    homework.adminRoutes,
    practice.routes,
    practice.adminRoutes,
    questionBank.routes,
    surveys.routes,
    surveys.adminRoutes,
    examTaking.routes,
    tasks.routes,
    tasks.adminRoutes,
    programme.routes,
    programme.adminRoutes,
    signups.routes,
    signups.adminRoutes,
    inPerson.routes,
    inPerson.adminRoutes,
    idp.routes,
    studyPlans.routes,
    studyPlans.adminRoutes,
    certificates.routes,
    certificates.adminRoutes,
    dashboard.routes,
  ];
  await registerEndpoints(app, endpoints.flat(), { checkOutputs: config.checkOutputs });

  await registerWebApps(app, config);
  return app;
}
