import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  connectorShownOn,
  isWellnessDataSource,
  isWellnessMeasureType,
  localDay,
  parseWellnessTimestamp,
  strings,
  WELLNESS_CONNECTORS,
  WELLNESS_MANUAL_SOURCE,
  WELLNESS_MEASURE_TYPES,
  WELLNESS_MEASURES,
  WELLNESS_PATHS,
  WELLNESS_PLATFORMS,
  WELLNESS_UPLOAD_MAX,
  type WellnessConnector,
  type WellnessConnectorFile,
  type WellnessMeasureType,
  type WellnessPlatform,
  type WellnessUserInformationInput,
  wellnessConnector,
  wellnessDayRangeProblem,
  wellnessTimeRangeProblem,
  wellnessUploadDayProblem,
  wellnessUploadTimeProblem,
  wellnessUserInformationProblem,
  wellnessValueProblem,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { filledText, text } from '../http/routeSchemas.ts';
import { isAllowedRedirect } from './consentPage.ts';
import { registerConsentRoutes } from './consentRoutes.ts';
import { deliverSimulatedReadings } from './simulatedReadings.ts';
import { wellnessAccess } from './wellnessAccess.ts';
import { requireWellnessCaller, wellnessCallerOf } from './wellnessCaller.ts';
import {
  connectedSources,
  dailyValuesJson,
  ensureWellnessAccount,
  readings,
  readWellnessAccount,
  removeSource,
  sourcePlatform,
  storeDailyValues,
  storeReadings,
  updateUserInformation,
} from './wellnessRepository.ts';
import { signConsentRequest, signWellnessToken } from './wellnessToken.ts';

const TIMESTAMP_MAX = 40;
const TYPE_MAX = 40;
const REDIRECT_MAX = 2048;
const TYPES_MAX = 400;
const GENDER_MAX = 16;

const typesQuery = text(TYPES_MAX);
const platformSchema = { type: 'string', enum: WELLNESS_PLATFORMS } as const;

function uploadBody<const Item extends object>(item: Item) {
  return {
    type: 'object',
    properties: {
      dataSource: filledText(ID_MAX),
      data: { type: 'array', minItems: 1, maxItems: WELLNESS_UPLOAD_MAX, items: item },
    },
    required: ['data'],
    additionalProperties: false,
  } as const;
}

/** `steps,weight` → the measure types, or null when one is unknown; empty means every type. */
function parseTypes(list: string | undefined): WellnessMeasureType[] | null {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.every(isWellnessMeasureType) ? names : null;
}

function badInput(reply: FastifyReply, message: string) {
  return reply.code(400).send({ message });
}

/** The first problem of an upload: its source, then each value in order. */
function uploadProblem<Item extends { type: string; value: number }>(
  dataSource: string,
  items: readonly Item[],
  problemOfItem: (item: Item) => string | null,
): string | null {
  if (!isWellnessDataSource(dataSource)) return strings.wellnessDataSourceUnknown;
  for (const item of items) {
    const problem = wellnessValueProblem(item.type, item.value) ?? problemOfItem(item);
    if (problem) return problem;
  }
  return null;
}

const CONNECTOR_FILE: WellnessConnectorFile = {
  connectors: WELLNESS_CONNECTORS,
  types: WELLNESS_MEASURE_TYPES.map((id) => ({ id, ...WELLNESS_MEASURES[id] })),
};

/**
 * The portal's wellness service (spec 3, 7) at `/v1/wellness`: the login that turns a portal
 * session into a wellness token, then the caller's account, values, daily values and
 * connectors with the token in `authenticationToken`, and the consent page of web connectors.
 */
export async function registerWellnessRoutes(
  fastify: FastifyInstance,
  db: Db,
  config: AppConfig,
): Promise<void> {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  fastify.decorateRequest('wellnessCaller', null);
  const guarded = {
    config: { public: true },
    preHandler: requireWellnessCaller(db, config.tokenSecret),
  } as const;

  app.get(WELLNESS_PATHS.connectorFile, { config: { public: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=300').send(CONNECTOR_FILE);
  });

  // Spec 5: the community is named on the call; one the caller does not belong to is refused.
  app.get(
    WELLNESS_PATHS.login,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { communityId: filledText(ID_MAX) },
          required: ['communityId'],
        },
      },
    } as const,
    async (request, reply) => {
      const session = requireSession(request);
      const communityId = request.query.communityId.trim();
      const access = await wellnessAccess(db, session.userId, communityId);
      if ('refusal' in access) return reply.code(403).send({ message: access.refusal });
      return {
        token: await signWellnessToken({ userId: session.userId, communityId }, config.tokenSecret),
      };
    },
  );

  app.get(WELLNESS_PATHS.account, guarded, async (request) => {
    const { userId } = wellnessCallerOf(request);
    await ensureWellnessAccount(db, userId);
    return readWellnessAccount(db, userId);
  });

  app.post(
    WELLNESS_PATHS.userInformation,
    {
      ...guarded,
      schema: {
        body: {
          type: 'object',
          properties: {
            height: { type: 'number' },
            weight: { type: 'number' },
            birthdate: text(10),
            gender: text(GENDER_MAX),
          },
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      const caller = wellnessCallerOf(request);
      const today = localDay(new Date(), caller.timeZone);
      const problem = wellnessUserInformationProblem(request.body, today);
      if (problem) return badInput(reply, problem);
      await ensureWellnessAccount(db, caller.userId);
      await updateUserInformation(db, caller.userId, request.body as WellnessUserInformationInput);
      return readWellnessAccount(db, caller.userId);
    },
  );

  app.get(
    WELLNESS_PATHS.values,
    {
      ...guarded,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            startTimestamp: filledText(TIMESTAMP_MAX),
            endTimestamp: filledText(TIMESTAMP_MAX),
            types: typesQuery,
          },
          required: ['startTimestamp', 'endTimestamp'],
        },
      },
    } as const,
    async (request, reply) => {
      const { startTimestamp, endTimestamp } = request.query;
      const problem = wellnessTimeRangeProblem(startTimestamp, endTimestamp);
      if (problem) return badInput(reply, problem);
      const types = parseTypes(request.query.types);
      if (!types) return badInput(reply, strings.wellnessMeasureUnknown);
      const data = await readings(
        db,
        wellnessCallerOf(request).userId,
        parseWellnessTimestamp(startTimestamp) as Date,
        parseWellnessTimestamp(endTimestamp) as Date,
        types,
      );
      return { data };
    },
  );

  app.post(
    WELLNESS_PATHS.values,
    {
      ...guarded,
      schema: {
        body: uploadBody({
          type: 'object',
          properties: {
            timestamp: filledText(TIMESTAMP_MAX),
            type: filledText(TYPE_MAX),
            value: { type: 'number' },
          },
          required: ['timestamp', 'type', 'value'],
          additionalProperties: false,
        }),
      },
    } as const,
    async (request, reply) => {
      const caller = wellnessCallerOf(request);
      const dataSource = request.body.dataSource?.trim() ?? WELLNESS_MANUAL_SOURCE;
      const items = request.body.data;
      const now = new Date();
      const problem = uploadProblem(dataSource, items, (item) =>
        wellnessUploadTimeProblem(item.timestamp, now),
      );
      if (problem) return badInput(reply, problem);
      const rows = items.map((item) => {
        const measuredAt = parseWellnessTimestamp(item.timestamp) as Date;
        return {
          measuredAt,
          day: localDay(measuredAt, caller.timeZone),
          type: item.type as WellnessMeasureType,
          value: item.value,
        };
      });
      await storeReadings(db, caller.userId, dataSource, rows);
      return { stored: rows.length };
    },
  );

  app.get(
    WELLNESS_PATHS.dailyValues,
    {
      ...guarded,
      schema: {
        querystring: {
          type: 'object',
          properties: { startDay: filledText(10), endDay: filledText(10), types: typesQuery },
          required: ['startDay', 'endDay'],
        },
      },
    } as const,
    async (request, reply) => {
      const caller = wellnessCallerOf(request);
      const { startDay, endDay } = request.query;
      const problem = wellnessDayRangeProblem(startDay, endDay);
      if (problem) return badInput(reply, problem);
      const types = parseTypes(request.query.types);
      if (!types) return badInput(reply, strings.wellnessMeasureUnknown);
      await deliverSimulatedReadings(db, caller.userId, localDay(new Date(), caller.timeZone));
      const data = await dailyValuesJson(db, caller.userId, startDay, endDay, types);
      return reply.type('application/json; charset=utf-8').send(`{"data":${data}}`);
    },
  );

  app.post(
    WELLNESS_PATHS.dailyValues,
    {
      ...guarded,
      schema: {
        body: uploadBody({
          type: 'object',
          properties: {
            date: filledText(10),
            type: filledText(TYPE_MAX),
            value: { type: 'number' },
          },
          required: ['date', 'type', 'value'],
          additionalProperties: false,
        }),
      },
    } as const,
    async (request, reply) => {
      const caller = wellnessCallerOf(request);
      const dataSource = request.body.dataSource?.trim() ?? WELLNESS_MANUAL_SOURCE;
      const items = request.body.data;
      const today = localDay(new Date(), caller.timeZone);
      const problem = uploadProblem(dataSource, items, (item) =>
        wellnessUploadDayProblem(item.date, today),
      );
      if (problem) return badInput(reply, problem);
      const rows = items.map((item) => ({
        day: item.date,
        type: item.type as WellnessMeasureType,
        value: item.value,
      }));
      await storeDailyValues(db, caller.userId, dataSource, rows);
      return { stored: rows.length };
    },
  );

  app.get(
    WELLNESS_PATHS.connectors,
    {
      ...guarded,
      schema: { querystring: { type: 'object', properties: { platform: platformSchema } } },
    } as const,
    async (request) => {
      const platform: WellnessPlatform = request.query.platform ?? 'web';
      const connected = new Set(
        (await connectedSources(db, wellnessCallerOf(request).userId)).map(
          (source) => source.dataSource,
        ),
      );
      const connectors: WellnessConnector[] = WELLNESS_CONNECTORS.filter((connector) =>
        connectorShownOn(connector, platform),
      ).map((connector) => ({ ...connector, enabled: connected.has(connector.id) }));
      return { connectors };
    },
  );

  app.delete(
    `${WELLNESS_PATHS.connectors}/:id`,
    {
      ...guarded,
      schema: {
        params: { type: 'object', properties: { id: filledText(ID_MAX) }, required: ['id'] },
        body: {
          type: 'object',
          properties: { platform: platformSchema },
          required: ['platform'],
        },
      },
    } as const,
    async (request, reply) => {
      const { userId } = wellnessCallerOf(request);
      const dataSource = request.params.id.trim();
      const connectedOn = await sourcePlatform(db, userId, dataSource);
      if (!connectedOn) return reply.code(404).send({ message: strings.deviceRemoveFailed });
      // A native source is removed where it syncs: in the app, on the same kind of device.
      if (connectedOn !== 'web' && request.body.platform !== connectedOn) {
        const message =
          request.body.platform === 'web'
            ? strings.deviceRemoveNative
            : strings.deviceRemoveOtherPlatform;
        return reply.code(403).send({ message });
      }
      await removeSource(db, userId, dataSource);
      return reply.code(204).send();
    },
  );

  app.post(
    WELLNESS_PATHS.connect,
    {
      ...guarded,
      schema: {
        body: {
          type: 'object',
          properties: {
            dataSourceId: filledText(ID_MAX),
            redirectString: filledText(REDIRECT_MAX),
          },
          required: ['dataSourceId', 'redirectString'],
        },
      },
    } as const,
    async (request, reply) => {
      const caller = wellnessCallerOf(request);
      const dataSourceId = request.body.dataSourceId.trim();
      const redirect = request.body.redirectString.trim();
      const connector = wellnessConnector(dataSourceId);
      // Native sources connect in the app, through the phone's own health store.
      if (!connector || connector.native) {
        return badInput(reply, strings.wellnessConnectUnavailable);
      }
      const allowed = await isAllowedRedirect(
        db,
        redirect,
        config.allowedOrigins,
        caller.communityId,
        { localOrigins: config.devRoutesEnabled },
      );
      if (!allowed) {
        return badInput(reply, strings.wellnessRedirectRefused);
      }
      const consent = await signConsentRequest(
        { userId: caller.userId, communityId: caller.communityId, dataSourceId, redirect },
        config.tokenSecret,
      );
      const url = new URL(WELLNESS_PATHS.consent, `${request.protocol}://${request.host}`);
      url.searchParams.set('request', consent);
      return { url: url.toString() };
    },
  );

  await registerConsentRoutes(fastify, db, config);
}
