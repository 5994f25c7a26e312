import fs from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { loadBrands } from './brands/brand-folders.ts';
import { brands } from '@cards/shared/brand';
import { hasFixedNeed } from '@cards/shared/domain';
import { createDraftRepository, type DraftRepository } from './db/drafts.ts';
import { createDatabaseHealth, type DatabaseHealth } from './db/health.ts';
import { createReferenceData, type ReferenceData } from './db/reference-data.ts';
import { createMailQueue, type MailQueue } from './db/mail-queue.ts';
import { createReportStore, type ReportStore } from './db/reports.ts';
import { createPeopleRepository, type PeopleRepository } from './db/people.ts';
import { createAttemptsRepository, type AttemptsRepository } from './db/attempts.ts';
import { createOpNeedFormRepository, type OpNeedFormRepository } from './db/opneed-forms.ts';
import { createInductionRepository, type InductionRepository } from './db/inductions.ts';
import { createAbnRegister } from './abn/create-register.ts';
import type { AbnRegister } from './abn/register.ts';
import type { Captcha } from './captcha/captcha.ts';
import { createCaptcha } from './captcha/create-captcha.ts';
import { createSpentCaptchas } from './db/captcha-spent.ts';
import type { Database } from './db/schema.ts';
import { createMailSender, type MailSender } from './mail/sender.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { redactedPaths, requestForLog } from './log-redaction.ts';
import { clientErrorHandler, errorHandling, frameworkErrorHandler } from './errors.ts';
import { jsonBodies } from './json-body.ts';
import { rateLimits } from './rate-limit.ts';
import { RequestLog } from './request-log.ts';
import { validatorCompiler } from './request-validation.ts';
import { securityHeaders } from './security.ts';
import abnLookupRoutes from './routes/abn-lookup.ts';
import airportRoutes from './routes/airport.ts';
import countryRoutes from './routes/country.ts';
import formRoutes from './routes/form.ts';
import conversionRoutes from './routes/form-conversion.ts';
import moveRoutes from './routes/form-move.ts';
import formSignatureRoutes from './routes/form-signature.ts';
import operationalNeedFormRoutes from './routes/operational-need-form.ts';
import inductionRoutes from './routes/induction.ts';
import inductionCertificateRoutes from './routes/induction-certificate.ts';
import inductionEnrolmentRoutes from './routes/induction-enrolment.ts';
import inductionPeopleRoutes from './routes/induction-people.ts';
import foreignCardRoutes from './routes/foreign-card.ts';
import loginRoutes from './routes/login.ts';
import peopleRoutes from './routes/people.ts';
import activationRoutes from './routes/activation.ts';
import downloadRoutes from './routes/downloads.ts';
import blankFormRoutes from './routes/blank-forms.ts';
import paymentRoutes from './routes/payments.ts';
import formLinkRoutes from './routes/form-link.ts';
import healthRoutes from './routes/health.ts';
import idDocumentRoutes from './routes/id-documents.ts';
import issuingBodyRoutes from './routes/issuing-body.ts';
import loggerRoutes from './routes/logger.ts';
import mailRoutes from './routes/mail.ts';
import captchaRoutes from './routes/captcha.ts';
import contactRoutes from './routes/contact.ts';
import cardHolderReportRoutes from './routes/card-holder-report.ts';
import accessFrequencyRoutes from './routes/operational-need-access-frequency.ts';
import operationalNeedCategoryRoutes from './routes/operational-need-category.ts';
import operationalNeedRoutes from './routes/operational-need.ts';
import outboxRoutes from './routes/outbox.ts';
import { loadLocalityIndex, type LocalityIndex } from './drafts/localities.ts';
import { startRetentionTimer } from './drafts/retention.ts';
import stateRoutes from './routes/state.ts';
import localityRoutes from './web/localities.ts';
import remoteRoutes from './web/remotes.ts';
import shellRoutes from './web/shell.ts';
import { varyByEncoding } from './web/built-files.ts';
import { registerRouteModules } from './route-contexts.ts';
import { now as clockNow } from './clock.ts';

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
      // Credentials never reach the logs, nor do secrets in query strings (log-redaction.ts).
      redact: redactedPaths,
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, written when it is answered, rather than Fastify's two (request-log.ts).
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
  // A brand's fixed need is stored by the longer save path only (routes/form.ts).
  const fullSaveCompanies = Object.values(brands).filter(hasFixedNeed).map((brand) => brand.code);
  app.decorate('drafts', createDraftRepository(db, { fullSaveCompanies }));
  app.decorate('reports', createReportStore(db.kysely));
  app.decorate('people', createPeopleRepository(db.kysely));
  app.decorate('attempts', createAttemptsRepository(db.kysely, db.dialect));
  app.decorate('opNeedForms', createOpNeedFormRepository(db.kysely));
  app.decorate('inductions', createInductionRepository(db.kysely));
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

  // The api's routes on the app itself, the pages' on one plugin (route-contexts.ts).
  await registerRouteModules(app, [stateRoutes, countryRoutes, airportRoutes, issuingBodyRoutes, idDocumentRoutes,
    operationalNeedRoutes, operationalNeedCategoryRoutes, accessFrequencyRoutes, loggerRoutes, healthRoutes,
    formRoutes, formLinkRoutes, mailRoutes, abnLookupRoutes, conversionRoutes, moveRoutes, loginRoutes, peopleRoutes,
    activationRoutes, downloadRoutes, blankFormRoutes, paymentRoutes, captchaRoutes, contactRoutes, cardHolderReportRoutes, formSignatureRoutes, operationalNeedFormRoutes,
    inductionCertificateRoutes, inductionEnrolmentRoutes, inductionPeopleRoutes, foreignCardRoutes,
    // Shows stored emails with working draft keys: development and e2e tests only.
    ...(config.outboxPage ? [outboxRoutes] : [])]);
  await app.register(async (web) => {
    // Their built files come with .br and .gz copies, and the shell's pages are compressed as they are sent.
    varyByEncoding(web);
    // SPEC §7 /induction/{id}…: API calls beside the page of the same address (before the shell's catch-all).
    await registerRouteModules(web, [inductionRoutes, remoteRoutes, localityRoutes, shellRoutes]);
  });
  return app;
}
