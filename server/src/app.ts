import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import { registerAnalyticsRoute } from './analytics/analyticsRoute.ts';
import { AREA_MODULES } from './areas/areaModules.ts';
import { registerAuthRoutes } from './auth/authRoutes.ts';
import { firebaseAuthFor } from './auth/firebaseAdmin.ts';
import { firebasePasswordSetter } from './auth/firebasePassword.ts';
import { registerPasswordRoutes } from './auth/passwordRoutes.ts';
import { registerSessionGuard } from './auth/sessionGuard.ts';
import type { AppConfig } from './config/appConfig.ts';
import { type Db, DEFAULT_DATA_DIR } from './db/database.ts';
import { registerFlagsRoute } from './flags/flagsRoute.ts';
import { registerGraphRoutes } from './graph/graphRoutes.ts';
import { isAllowedOrigin } from './http/allowedOrigins.ts';
import { registerErrorHandler } from './http/errorHandler.ts';
import { registerFileLinks } from './http/fileLinks.ts';
import { loggerOptions } from './http/loggerOptions.ts';
import { isPartnerOrigin, registerPartnerOriginGuard } from './http/partnerOrigins.ts';
import { databaseRateLimitStore } from './http/rateLimits.ts';
import {
  REQUEST_TIMEOUTS,
  registerAnswerTimeout,
  serverWithTimeouts,
} from './http/requestTimeouts.ts';
import { formatSchemaErrors } from './http/routeSchemas.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerDevOutboxRoute } from './mail/devOutboxRoute.ts';
import { SharedAnswers } from './realtime/sharedAnswers.ts';
import { registerLocalReleases } from './registry/localReleases.ts';
import { registerRegistryDeployRoutes } from './registry/registryDeployRoutes.ts';
import { registerRegistryRoute } from './registry/registryRoute.ts';
import { registerSearchRoute } from './search/searchRoute.ts';
import { type FileStore, folderFileStore } from './storage/fileStore.ts';
import { registerThemeRoutes } from './themes/themeRoutes.ts';
import { registerHealthRoute } from './version/healthRoute.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (chat attachments). */
    fileStore: FileStore;
    /** The answers this instance keeps (SharedAnswers): for everyone, and each session's caller. */
    sharedAnswers: SharedAnswers;
  }
}

/** No frame a browser sends on a socket is larger (auth, typing). */
const SOCKET_FRAME_MAX_BYTES = 16 * 1024;

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** Defaults to the firebase-admin client of config.firebaseProjectId. */
  firebaseAuth?: Auth;
  /** GraphQL query cache; tests turn it off (mercurius loads it with import(), see testApp). */
  graphQueryCache?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** The portal API with every route registered, ready to listen. */
export async function buildApp({
  db,
  config,
  firebaseAuth,
  graphQueryCache = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = config.timeouts ?? REQUEST_TIMEOUTS;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // The correlation id of an error answer and its log lines: unique, never taken from a header.
    genReqId: () => randomUUID(),
    serverFactory: serverWithTimeouts(timeouts),
    // A route's schema refuses a value of the wrong type rather than turning 42 into "42".
    ajv: { customOptions: { coerceTypes: false } },
    schemaErrorFormatter: formatSchemaErrors,
  });
  const auth = firebaseAuth ?? firebaseAuthFor(config.firebaseProjectId);

  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerAnswerTimeout(app, timeouts);

  await app.register(cors, {
    // The portal's own origins, and the partner sites some community lets embed its areas.
    origin: (origin, callback) => {
      if (origin === undefined || isAllowedOrigin(origin, config.allowedOrigins)) {
        callback(null, true);
        return;
      }
      isPartnerOrigin(db, origin).then(
        (allowed) => callback(null, allowed),
        (error: Error) => callback(error, false),
      );
    },
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    // authenticationToken: the wellness service's token (spec 7).
    allowedHeaders: ['Authorization', 'Content-Type', 'authenticationToken'],
    maxAge: 600,
  });
  // Limits are set per route (sign-in, reset, invite, search): `config.rateLimit`.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  const answers = new SharedAnswers(db);
  await answers.start();
  app.addHook('onClose', () => answers.stop());
  app.decorate('sharedAnswers', answers);
  registerSessionGuard(app, { db, firebaseAuth: auth, tokenSecret: config.tokenSecret, answers });
  registerPartnerOriginGuard(app, db, config.allowedOrigins);
  registerFileLinks(app, config.tokenSecret);
  app.decorate(
    'fileStore',
    folderFileStore(config.uploadsDir ?? join(DEFAULT_DATA_DIR, 'uploads')),
  );
  // The real-time sockets (chat events); each area declares its own socket routes.
  await app.register(websocket, { options: { maxPayload: SOCKET_FRAME_MAX_BYTES } });

  registerAuthRoutes(app, {
    db,
    firebaseAuth: auth,
    tokenSecret: config.tokenSecret,
    streamApiSecret: config.streamApiSecret,
  });
  registerPasswordRoutes(app, db, firebasePasswordSetter(auth));
  if (config.devRoutesEnabled) {
    registerDevOutboxRoute(app, db, {
      tokenSecret: config.tokenSecret,
      readerKey: config.devOutboxKey ?? randomBytes(24).toString('hex'),
    });
  }
  await registerGraphRoutes(app, db, {
    queryCache: graphQueryCache,
    introspection: config.devRoutesEnabled,
  });
  registerFlagsRoute(app, db);
  registerRegistryRoute(app, db);
  if (config.deployKey) registerRegistryDeployRoutes(app, db, config.deployKey);
  // The areas built on this machine, as version `local`; a promoted real version stays live.
  await registerLocalReleases(db, config.localAreas ?? []);
  registerAnalyticsRoute(app, db);
  registerThemeRoutes(app);
  registerHealthRoute(app);
  for (const area of AREA_MODULES) await area.routes?.(app, db, config);
  registerSearchRoute(
    app,
    { db, answers },
    AREA_MODULES.flatMap((area) => (area.search ? [area.search] : [])),
  );
  return app;
}
