import fs from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import type { Config } from './platform/config.ts';
import { openDatabase } from './platform/db/connect.ts';
import { loadBrands } from './features/pages/brands/brand-folders.ts';
import { brands } from '@cards/shared/brand';
import { hasFixedNeed } from '@cards/shared/domain';
import { createDraftRepository, type DraftRepository } from './features/drafts/repository.ts';
import { createDatabaseHealth, type DatabaseHealth } from './platform/db/health.ts';
import { createReferenceData, type ReferenceData } from './features/reference/repository.ts';
import { createMailQueue, type MailQueue } from './platform/mail/mail-queue.ts';
import { createReportStore, type ReportStore } from './features/reports/repository.ts';
import { createPeopleRepository, type PeopleRepository } from './features/people/repository.ts';
import { createAttemptsRepository, type AttemptsRepository } from './platform/db/attempts.ts';
import { createOpNeedFormRepository, type OpNeedFormRepository } from './features/opneed/repository.ts';
import { createInductionRepository, type InductionRepository } from './features/induction/repository.ts';
import { createAbnRegister } from './features/abn/create-register.ts';
import type { AbnRegister } from './features/abn/register.ts';
import type { Captcha } from './platform/captcha/captcha.ts';
import { createCaptcha } from './platform/captcha/create-captcha.ts';
import { createSpentCaptchas } from './platform/captcha/captcha-spent.ts';
import type { Database } from './platform/db/schema.ts';
import { createMailSender, type MailSender } from './platform/mail/sender.ts';
import { createMailTransport, type MailTransport } from './platform/mail/transport.ts';
import { redactedPaths, requestForLog } from './platform/logging/log-redaction.ts';
import { clientErrorHandler, errorHandling, frameworkErrorHandler } from './platform/errors.ts';
import { jsonBodies } from './platform/json-body.ts';
import { rateLimits } from './platform/rate-limit.ts';
import { RequestLog } from './platform/logging/request-log.ts';
import { validatorCompiler } from './platform/request-validation.ts';
import { securityHeaders } from './platform/security.ts';
import abnLookupRoutes from './features/abn/routes.ts';
import airportRoutes from './features/reference/airport-routes.ts';
import countryRoutes from './features/reference/country-routes.ts';
import formRoutes from './features/drafts/form-routes.ts';
import conversionRoutes from './features/drafts/form-conversion-routes.ts';
import moveRoutes from './features/drafts/form-move-routes.ts';
import formSignatureRoutes from './features/drafts/form-signature-routes.ts';
import operationalNeedFormRoutes from './features/opneed/form-routes.ts';
import inductionRoutes from './features/induction/routes.ts';
import inductionCertificateRoutes from './features/induction/certificate-routes.ts';
import inductionEnrolmentRoutes from './features/induction/enrolment-routes.ts';
import inductionPeopleRoutes from './features/induction/people-routes.ts';
import foreignCardRoutes from './features/induction/foreign-card-routes.ts';
import loginRoutes from './features/people/sign-in-routes.ts';
import peopleRoutes from './features/people/routes.ts';
import activationRoutes from './features/activation/routes.ts';
import downloadRoutes from './features/documents/downloads-routes.ts';
import blankFormRoutes from './features/documents/blank-forms-routes.ts';
import paymentRoutes from './features/payments/routes.ts';
import formLinkRoutes from './features/drafts/form-link-routes.ts';
import healthRoutes from './platform/db/health-routes.ts';
import idDocumentRoutes from './features/reference/id-document-routes.ts';
import issuingBodyRoutes from './features/reference/issuing-body-routes.ts';
import loggerRoutes from './features/reports/routes.ts';
import mailRoutes from './features/mail/routes.ts';
import captchaRoutes from './platform/captcha/routes.ts';
import contactRoutes from './features/contact/routes.ts';
import cardHolderReportRoutes from './features/contact/card-holder-report-routes.ts';
import accessFrequencyRoutes from './features/reference/operational-need-access-frequency-routes.ts';
import operationalNeedCategoryRoutes from './features/reference/operational-need-category-routes.ts';
import operationalNeedRoutes from './features/reference/operational-need-routes.ts';
import outboxRoutes from './features/mail/outbox-routes.ts';
import { loadLocalityIndex, type LocalityIndex } from './features/drafts/localities.ts';
import { startRetentionTimer } from './features/drafts/retention.ts';
import stateRoutes from './features/reference/state-routes.ts';
import localityRoutes from './features/pages/web/localities.ts';
import remoteRoutes from './features/pages/web/remotes.ts';
import shellRoutes from './features/pages/web/shell.ts';
import { varyByEncoding } from './features/pages/web/built-files.ts';
import { now as clockNow } from './platform/clock.ts';
import { createStaffRepository, type StaffRepository } from './features/staff/repository.ts';
import { databaseSessionStore, type StaffSessionStore } from './features/staff/session-store.ts';
import { redisSessionStore } from './features/staff/session-store-redis.ts';
import staffSessionRoutes from './features/staff/session-routes.ts';
import staffSecondFactorRoutes from './features/staff/second-factor-routes.ts';
import staffAccountRoutes from './features/staff/account-routes.ts';
import enquiryInboxRoutes from './features/contact/inbox-routes.ts';
import caseworkRoutes from './features/casework/routes.ts';
import { createStatisticsRepository, type StatisticsRepository } from './features/statistics/repository.ts';
import reportRoutes from './features/statistics/routes.ts';
import { createPrivacyRepository, type PrivacyRepository } from './features/privacy/repository.ts';
import dataAccessRoutes from './features/privacy/routes.ts';
import staffForeignCardRoutes from './features/induction/staff-foreign-card-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Kysely itself, for the tests; routes reach the database only through the repositories below. */
    db: Kysely<Database>;
    referenceData: ReferenceData;
    drafts: DraftRepository;
    reports: ReportStore;
    mailQueue: MailQueue;
    databaseHealth: DatabaseHealth;
    mailTransport: MailTransport;
    /** This process's mail sender; `kick` it after queuing mail. */
    mailSender: MailSender;
    /** Locality data for the step 2 suburb check (SPEC §5). */
    localities: LocalityIndex;
    /** Finished drafts and their sign-in codes. */
    people: PeopleRepository;
    /** Attempts counted per card, person or source across api processes. */
    attempts: AttemptsRepository;
    /** The ABN lookup's register: the ABR's web service with ABR_GUID, otherwise the local test register. */
    abnRegister: AbnRegister;
    /** The contact forms' captcha: self-hosted ALTCHA, or reCAPTCHA when its keys are set. */
    captcha: Captcha;
    /** Statements of operational need and the signatures drawn in the wizard. */
    opNeedForms: OpNeedFormRepository;
    /** The induction programs, trainees' inductions and foreign cards. */
    inductions: InductionRepository;
    /** The issuing body's staff: accounts, second factors, the staff audit. */
    staffAccounts: StaffRepository;
    /** Staff sessions: in the database, or in Redis when REDIS_URL is set. */
    staffSessions: StaffSessionStore;
    /** The supervisors' reports: a brand's applications, a page at a time. */
    statistics: StatisticsRepository;
    /** Data-access requests: everything held about a person, and the record of each copy made. */
    privacy: PrivacyRepository;
  }
}

export interface BuildOptions {
  /** Run the mail sender in this process (default true; the ops CLI queues mail for the api to send). */
  mailSender?: boolean;
  /** Where the log goes (tests read it); the process's standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is added, for the access matrix test (test/access-matrix.test.ts) to list them all. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server without listening: main.ts starts it, tests call it through inject(). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Credentials never reach the logs, nor do secrets in query strings (platform/logging/log-redaction.ts).
      redact: redactedPaths,
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, written when it is answered, rather than Fastify's two (platform/logging/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Requests the router or Node cannot take still answer in our JSON shape, with the security headers.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // Before any plugin or route, so that every route is told of.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Requests are checked by each route's TypeBox schemas: bodies as sent, paths and query strings converted.
  app.setValidatorCompiler(validatorCompiler);

  // Every brand is checked, and the deployment's own are known, before anything asks for one.
  await loadBrands(config.brandsDir);
  const db = await openDatabase(config.database);
  app.addHook('onClose', async () => {
    // The mail sender finishes the message in hand before the database closes.
    if (app.hasDecorator('mailSender')) {
      await app.mailSender.stop();
      app.mailTransport.close();
    }
    await db.close();
  });
  app.decorate('config', config);
  app.decorate('db', db.kysely);
  app.decorate('referenceData', createReferenceData(db.kysely));
  // A brand's fixed need is stored by the longer save path only (features/drafts/save-draft.ts).
  const fullSaveCompanies = Object.values(brands).filter(hasFixedNeed).map((brand) => brand.code);
  app.decorate('drafts', createDraftRepository(db, { fullSaveCompanies }));
  app.decorate('reports', createReportStore(db.kysely));
  app.decorate('people', createPeopleRepository(db.kysely));
  app.decorate('attempts', createAttemptsRepository(db.kysely, db.dialect));
  app.decorate('opNeedForms', createOpNeedFormRepository(db.kysely));
  app.decorate('inductions', createInductionRepository(db.kysely));
  app.decorate('staffAccounts', createStaffRepository(db.kysely));
  app.decorate('statistics', createStatisticsRepository(db.kysely));
  app.decorate('privacy', createPrivacyRepository(db.kysely));
  if (config.redisUrl) {
    const store = redisSessionStore(config.redisUrl, clockNow);
    app.addHook('onClose', async () => store.close());
    app.decorate('staffSessions', store);
  } else {
    app.decorate('staffSessions', databaseSessionStore(db.kysely));
  }
  // The program files are brought into the database at every start (the migration seeded them once).
  await app.inductions.loadPrograms(config.induction.programsDir, clockNow());
  if (!config.auth.jwtSecretFromEnv) {
    app.log.warn('JWT_SECRET is not set: this process signs sign-ins with a secret of its own, which a restart or another process does not know');
  }
  app.decorate('mailQueue', createMailQueue(db.kysely, db.dialect));
  app.decorate('databaseHealth', createDatabaseHealth(db));
  app.decorate('localities', await loadLocalityIndex(config.dataDir));
  app.decorate('abnRegister', createAbnRegister(config.abn, db.kysely));
  app.decorate('captcha', createCaptcha(config.captcha, createSpentCaptchas(db.kysely)));
  if (!config.captcha.recaptcha && !config.captcha.altcha.hmacKeyFromEnv) {
    app.log.warn('ALTCHA_HMAC_KEY is not set: this process signs captcha challenges with a key of its own, which a restart or another process does not know');
  }
  const transport = createMailTransport(config.mail);
  app.decorate('mailTransport', transport);
  const sender = options.mailSender === false
    ? { kick: () => {}, drain: async () => 0, stop: async () => {} }
    : createMailSender(app.mailQueue, transport, config.mail, app.log);
  app.decorate('mailSender', sender);
  // Retention: drafts never sent are deleted after a time, with notice; a pass a day in every process.
  const stopRetention = startRetentionTimer(app);
  app.addHook('onClose', async () => stopRetention());

  // Each applies to the whole app (fastify-plugin), in this order; the security headers' hook comes before any
  // route, so errors get the headers too.
  await app.register(jsonBodies, { maxDepth: config.jsonMaxDepth });
  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(rateLimits);
  // sendFile only; each web route passes its own root. VAR_DIR always exists (it holds the database).
  fs.mkdirSync(config.varDir, { recursive: true });
  // Built files come with .br and .gz copies (rspack.base.js); the best one the browser accepts is sent.
  // Each route sets its own Cache-Control; `cacheControl: false` here too, because @fastify/static forgets the
  // per-call options when it falls back from a missing .br/.gz copy to the plain file.
  await app.register(fastifyStatic, { root: config.varDir, serve: false, preCompressed: true, cacheControl: false });

  // Each route module is a plugin of its own.
  for (const routes of [stateRoutes, countryRoutes, airportRoutes, issuingBodyRoutes, idDocumentRoutes,
    operationalNeedRoutes, operationalNeedCategoryRoutes, accessFrequencyRoutes, loggerRoutes, healthRoutes,
    formRoutes, formLinkRoutes, mailRoutes, abnLookupRoutes, conversionRoutes, moveRoutes, loginRoutes, peopleRoutes,
    activationRoutes, downloadRoutes, blankFormRoutes, paymentRoutes, captchaRoutes, contactRoutes, cardHolderReportRoutes, formSignatureRoutes, operationalNeedFormRoutes,
    inductionCertificateRoutes, inductionEnrolmentRoutes, inductionPeopleRoutes, foreignCardRoutes,
    staffSessionRoutes, staffSecondFactorRoutes, staffAccountRoutes, enquiryInboxRoutes, caseworkRoutes, reportRoutes, dataAccessRoutes,
    staffForeignCardRoutes,
    // Shows stored emails with working draft keys: development and e2e tests only.
    ...(config.outboxPage ? [outboxRoutes] : [])]) await app.register(routes);
  await app.register(async (web) => {
    // Their built files come with .br and .gz copies, and the shell's pages are compressed as they are sent.
    varyByEncoding(web);
    // SPEC §7 /induction/{id}…: API calls beside the page of the same address (before the shell's catch-all).
    for (const routes of [inductionRoutes, remoteRoutes, localityRoutes, shellRoutes]) await web.register(routes);
  });
  return app;
}
