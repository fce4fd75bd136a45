import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { CALL_PATHS, CALL_RING_MS, type NotifyRequest } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { getMessaging } from 'firebase-admin/messaging';
import { firebaseAppFor } from '../auth/firebaseAdmin.ts';
import { requireSession } from '../auth/sessionGuard.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX, PASSWORD_MAX } from '../http/inputLimits.ts';
import { filledText, text } from '../http/routeSchemas.ts';
import { CallRefusal } from './callRefusal.ts';
import { CallReader } from './callRepository.ts';
import { type CallRooms, roomsFrom, WebRtcRooms } from './callRooms.ts';
import { CallService } from './callService.ts';
import { parseSignal } from './callSignals.ts';
import { registerDevice, storePushToken } from './deviceAssociations.ts';
import { FcmPushSender } from './fcmPushSender.ts';
import { OpenTokRooms } from './openTokRooms.ts';
import { PushHub } from './pushRealtime.ts';
import { servePushSocket } from './pushSocket.ts';

const GUID_MAX = 128;
const DEVICE_NAME_MAX = 100;
const USERNAME_MAX = 200;
/** An OpenTok session id is longer than the portal's own ids. */
const SESSION_ID_MAX = 256;
/** A call pass is a short signed token (an OpenTok token about half a KB). */
const CALL_TOKEN_MAX = 2_048;
/** 'webrtc', or an OpenTok project's API key. */
const API_KEY_MAX = 100;
/** A messaging service's device token is a few hundred characters. */
const PUSH_TOKEN_MAX = 4_096;
const DEVICE_MAX = 100;
/** The most people a notice could name; the service then wants exactly the other person. */
const NOTIFY_USERS_MAX = 10;

const credentials = {
  type: 'object',
  properties: { guid: filledText(GUID_MAX), password: filledText(PASSWORD_MAX) },
  required: ['guid', 'password'],
  additionalProperties: false,
} as const;

const sessionParams = {
  type: 'object',
  properties: { sessionId: filledText(SESSION_ID_MAX) },
  required: ['sessionId'],
} as const;

const callToken = filledText(CALL_TOKEN_MAX);

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof CallRefusal) {
    return reply.code(error.statusCode).send({ message: error.message });
  }
  throw error;
}

/**
 * The portal's calls (spec 3, 4, 7): the content service's `/v2/content/call` routes, the single
 * sign-on service's devices, push tokens and notices at `/v2/sso`, and the push socket that
 * carries rings, status changes and WebRTC messages to every open tab. Every route takes the
 * portal session's bearer token; the socket takes it in its first frame. Calls are the portal's
 * own WebRTC rooms unless a community is configured for OpenTok (and the server has its key and
 * secret); with FCM_ENABLED, rings and moves also go to the devices' push tokens.
 */
export async function registerCallRoutes(
  fastify: FastifyInstance,
  db: Db,
  config: AppConfig,
): Promise<void> {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const rooms: CallRooms[] = [new WebRtcRooms(config.tokenSecret)];
  if (config.openTok) {
    // The SDK is loaded only by a server that has OpenTok's credentials.
    const { apiKey, apiSecret } = config.openTok;
    const { default: OpenTok } = await import('opentok');
    rooms.push(new OpenTokRooms(apiKey, apiSecret, new OpenTok(apiKey, apiSecret)));
  }
  const roomsFor = roomsFrom(rooms);
  const reader = new CallReader(db, roomsFor);
  const hub = new PushHub(db, reader, (error) => fastify.log.error({ err: error }, 'Push fan-out'));
  await hub.start();
  const devices = config.fcmEnabled
    ? new FcmPushSender(db, reader, getMessaging(firebaseAppFor(config.firebaseProjectId)))
    : null;
  const calls = new CallService(
    db,
    hub,
    reader,
    roomsFor,
    config.callRingMs ?? CALL_RING_MS,
    (error) => fastify.log.error({ err: error }, 'Call'),
    devices,
  );
  fastify.addHook('onClose', async () => {
    calls.stop();
    await hub.stop();
  });

  app.post(
    CALL_PATHS.call,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            communityId: filledText(ID_MAX),
            caller: filledText(ID_MAX),
            username: text(USERNAME_MAX),
            isVoiceCall: { type: 'boolean' },
            to: filledText(ID_MAX),
            sysid: { type: ['string', 'null'], maxLength: ID_MAX },
            credentials,
          },
          required: ['communityId', 'caller', 'username', 'isVoiceCall', 'to'],
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      try {
        return await calls.start(requireSession(request).userId, request.body);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.get(
    '/v2/content/call/:sessionId',
    { schema: { params: sessionParams } } as const,
    async (request, reply) => {
      try {
        return await calls.view(requireSession(request).userId, request.params.sessionId);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    '/v2/content/call/:sessionId/answer',
    {
      schema: {
        params: sessionParams,
        body: {
          type: 'object',
          properties: { token: callToken },
          required: ['token'],
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      try {
        const { userId } = requireSession(request);
        return await calls.answer(userId, request.params.sessionId, request.body.token);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    '/v2/content/call/:sessionId/signal',
    {
      schema: {
        params: sessionParams,
        body: {
          type: 'object',
          // The signal's own shape is checked by parseSignal, with a message per field.
          properties: { token: callToken, signal: { type: 'object' } },
          required: ['token', 'signal'],
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      const signal = parseSignal(request.body.signal);
      if ('problem' in signal) return reply.code(400).send({ message: signal.problem });
      try {
        const { userId } = requireSession(request);
        await calls.signal(userId, request.params.sessionId, request.body.token, signal);
        return reply.code(204).send();
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    CALL_PATHS.notify,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            users: { type: 'array', items: filledText(ID_MAX), maxItems: NOTIFY_USERS_MAX },
            message: {
              type: 'object',
              properties: {
                call: {
                  type: 'object',
                  properties: {
                    // The call's own apiKey, checked against the call.
                    apiKey: filledText(API_KEY_MAX),
                    sessionId: filledText(SESSION_ID_MAX),
                    token: callToken,
                  },
                  required: ['apiKey', 'sessionId', 'token'],
                  additionalProperties: false,
                },
                declined: { type: 'boolean' },
                cancelled: { type: 'boolean' },
                hungup: { type: 'boolean' },
              },
              required: ['call'],
              additionalProperties: false,
            },
            credentials,
          },
          required: ['users', 'message'],
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      try {
        const { userId } = requireSession(request);
        const callStatus = await calls.notify(userId, request.body as NotifyRequest);
        return { callStatus };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    CALL_PATHS.register,
    {
      schema: {
        body: {
          type: 'object',
          properties: { name: filledText(DEVICE_NAME_MAX), credentials },
          required: ['name', 'credentials'],
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      try {
        const deviceId = await registerDevice(db, requireSession(request).userId, request.body);
        return { deviceId };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    CALL_PATHS.pushToken,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            token: filledText(PUSH_TOKEN_MAX),
            device: filledText(DEVICE_MAX),
            type: { const: 'firebase' },
            credentials,
          },
          required: ['token', 'device', 'type', 'credentials'],
          additionalProperties: false,
        },
      },
    } as const,
    async (request, reply) => {
      try {
        await storePushToken(db, requireSession(request).userId, request.body);
        return reply.code(204).send();
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  // The socket sends its bearer token in its first frame (a browser cannot set its headers).
  app.get(CALL_PATHS.socket, { websocket: true, config: { public: true } }, (socket) => {
    servePushSocket(socket, {
      hub,
      sessions: fastify.portalSessions,
      pingMs: config.pushSocketPingMs,
    });
  });
}
