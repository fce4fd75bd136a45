import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  CHAT_CHANNEL_QUERY_SIZE,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_PAGE_SIZE,
  CHAT_PATHS,
  CHAT_UPLOAD_MAX_BYTES,
  CHAT_UPLOAD_MAX_FILES,
  CHAT_USER_QUERY_SIZE,
  SEARCH_MAX,
  strings,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { filledText, text } from '../http/routeSchemas.ts';
import {
  chatFileKey,
  deleteChannel,
  hideChannel,
  markRead,
  requireMembership,
  sendMessage,
  toggleReaction,
} from './chatActions.ts';
import { callerOf, requireChatCaller } from './chatCaller.ts';
import { chatPartner, searchChatUsers } from './chatPeople.ts';
import { ChatHub } from './chatRealtime.ts';
import { ChatRefusal } from './chatRefusal.ts';
import {
  CHAT_FILE_PATH_PREFIX,
  ChatReader,
  pairChannel,
  SHOWN_IMAGE_TYPES,
  unreadTotal,
} from './chatRepository.ts';
import { serveChatSocket } from './chatSocket.ts';
import { THUMBNAIL_MIME, thumbnailKey } from './chatThumbnails.ts';
import { declaredTooLarge, storeChatUpload } from './chatUploads.ts';

const MESSAGE_ID_MAX = 18;
const URL_MAX = 512;
const FILE_NAME_MAX = 255;

const channelParams = {
  type: 'object',
  properties: { id: filledText(ID_MAX) },
  required: ['id'],
} as const;

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof ChatRefusal) {
    return reply.code(error.statusCode).send({ message: error.message });
  }
  throw error;
}

/**
 * The portal's own chat service (spec 3, 5, 6, 8): one-to-one channels in the caller's
 * community, messages, files, reactions, read state, and a socket for live events. Every route
 * takes the chat token (`POST /v3/auth/communication/login`), not the portal session.
 */
export async function registerChatRoutes(
  fastify: FastifyInstance,
  db: Db,
  config: AppConfig,
): Promise<void> {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const reader = new ChatReader(db, fastify.fileLinks);
  const hub = new ChatHub(db, reader, (error) => fastify.log.error({ err: error }, 'Chat fan-out'));
  await hub.start();
  fastify.addHook('onClose', () => hub.stop());
  const files = fastify.fileStore;
  const guarded = {
    config: { public: true },
    preHandler: requireChatCaller(db, config.tokenSecret),
  } as const;

  app.get(
    CHAT_PATHS.channels,
    {
      ...guarded,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'string', pattern: '^\\d{1,3}$' },
            offset: { type: 'string', pattern: '^\\d{1,6}$' },
          },
        },
      },
    } as const,
    async (request) => {
      const caller = callerOf(request);
      const limit = Math.min(
        Number(request.query.limit ?? CHAT_CHANNEL_QUERY_SIZE),
        CHAT_CHANNEL_QUERY_SIZE,
      );
      const channels = await reader.channels(
        caller.userId,
        caller.communityId,
        Math.max(limit, 1),
        Number(request.query.offset ?? 0),
      );
      return { channels };
    },
  );

  app.post(
    CHAT_PATHS.channels,
    {
      ...guarded,
      schema: {
        body: {
          type: 'object',
          properties: { memberId: filledText(ID_MAX), staff: { const: true } },
          additionalProperties: false,
          minProperties: 1,
          maxProperties: 1,
        },
      },
    } as const,
    async (request, reply) => {
      const caller = callerOf(request);
      try {
        const body = request.body;
        const partner = await chatPartner(
          db,
          caller,
          body.staff ? { staff: true } : { memberId: (body.memberId ?? '').trim() },
        );
        const id = await pairChannel(db, caller.communityId, caller.userId, partner);
        return { channel: await reader.channel(caller.userId, caller.communityId, id) };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.get(
    '/v1/chat/channels/:id',
    { ...guarded, schema: { params: channelParams } } as const,
    async (request, reply) => {
      const caller = callerOf(request);
      const channel = await reader.channel(
        caller.userId,
        caller.communityId,
        request.params.id.trim(),
      );
      if (!channel) return reply.code(404).send({ message: strings.chatChannelNotFound });
      return { channel };
    },
  );

  app.delete(
    '/v1/chat/channels/:id',
    { ...guarded, schema: { params: channelParams } } as const,
    async (request, reply) => {
      try {
        await deleteChannel(db, hub, files, callerOf(request), request.params.id.trim());
        return reply.code(204).send();
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.get(
    '/v1/chat/channels/:id/messages',
    {
      ...guarded,
      schema: {
        params: channelParams,
        querystring: {
          type: 'object',
          properties: {
            before: { type: 'string', pattern: `^\\d{1,${MESSAGE_ID_MAX}}$` },
            limit: { type: 'string', pattern: '^\\d{1,3}$' },
          },
        },
      },
    } as const,
    async (request, reply) => {
      const caller = callerOf(request);
      const channelId = request.params.id.trim();
      try {
        await requireMembership(db, caller, channelId);
      } catch (error) {
        return refused(reply, error);
      }
      const limit = Math.min(
        Number(request.query.limit ?? CHAT_MESSAGE_PAGE_SIZE),
        CHAT_MESSAGE_PAGE_SIZE,
      );
      const messages = await reader.page(
        channelId,
        request.query.before ?? null,
        Math.max(limit, 1),
      );
      return { messages };
    },
  );

  app.post(
    '/v1/chat/channels/:id/messages',
    {
      ...guarded,
      schema: {
        params: channelParams,
        body: {
          type: 'object',
          properties: {
            // Room for blanks around the text; the service counts the trimmed text.
            text: text(CHAT_MESSAGE_MAX * 2),
            attachments: {
              type: 'array',
              // One more than allowed, so the service answers with the spec's message.
              maxItems: CHAT_UPLOAD_MAX_FILES + 1,
              items: {
                type: 'object',
                properties: { image_url: text(URL_MAX), asset_url: text(URL_MAX) },
              },
            },
          },
        },
      },
    } as const,
    async (request, reply) => {
      const caller = callerOf(request);
      try {
        const attachmentUrls = (request.body.attachments ?? []).map(
          (attachment) => attachment.image_url ?? attachment.asset_url ?? '',
        );
        const id = await sendMessage(db, hub, caller, request.params.id.trim(), {
          text: request.body.text ?? '',
          attachmentUrls,
        });
        return { message: await reader.message(id) };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    '/v1/chat/channels/:id/read',
    { ...guarded, schema: { params: channelParams } } as const,
    async (request, reply) => {
      const caller = callerOf(request);
      try {
        await markRead(db, hub, caller, request.params.id.trim());
        return { total: await unreadTotal(db, caller.userId, caller.communityId) };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    '/v1/chat/channels/:id/hide',
    { ...guarded, schema: { params: channelParams } } as const,
    async (request, reply) => {
      try {
        await hideChannel(db, callerOf(request), request.params.id.trim());
        return reply.code(204).send();
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.post(
    '/v1/chat/messages/:id/reactions',
    {
      ...guarded,
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: `^\\d{1,${MESSAGE_ID_MAX}}$` } },
          required: ['id'],
        },
        body: { type: 'object', properties: { type: filledText(16) }, required: ['type'] },
      },
    } as const,
    async (request, reply) => {
      try {
        await toggleReaction(
          db,
          hub,
          callerOf(request),
          request.params.id,
          request.body.type.trim(),
        );
        return { message: await reader.message(request.params.id) };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  app.get(
    CHAT_PATHS.users,
    {
      ...guarded,
      schema: {
        querystring: {
          type: 'object',
          properties: { q: text(SEARCH_MAX), limit: { type: 'string', pattern: '^\\d{1,3}$' } },
        },
      },
    } as const,
    async (request) => {
      const limit = Math.min(
        Number(request.query.limit ?? CHAT_USER_QUERY_SIZE),
        CHAT_USER_QUERY_SIZE,
      );
      const users = await searchChatUsers(
        db,
        callerOf(request),
        request.query.q ?? '',
        Math.max(limit, 1),
      );
      return { users };
    },
  );

  app.get(CHAT_PATHS.unread, guarded, async (request) => {
    const caller = callerOf(request);
    return { total: await unreadTotal(db, caller.userId, caller.communityId) };
  });

  // Uploads take the file itself as the body, whatever its type; nothing else here parses bodies.
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CHAT_UPLOAD_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.withTypeProvider<JsonSchemaToTsProvider>().post(
      '/v1/chat/channels/:id/uploads',
      {
        config: { public: true },
        // Refused before the body is read when it says it is too large (spec 5's message).
        // Who calls and how much they send are checked before the body is read.
        onRequest: [
          async (request, reply) => {
            if (declaredTooLarge(request.headers['content-length'])) {
              return reply.code(400).send({ message: strings.uploadTooLarge });
            }
          },
          requireChatCaller(db, config.tokenSecret),
        ],
        schema: {
          params: channelParams,
          querystring: {
            type: 'object',
            properties: { name: filledText(FILE_NAME_MAX) },
            required: ['name'],
          },
        },
      } as const,
      async (request, reply) => {
        try {
          const attachment = await storeChatUpload(
            db,
            files,
            fastify.fileLinks,
            callerOf(request),
            request.params.id.trim(),
            {
              name: request.query.name,
              declaredMime: String(request.headers['content-type'] ?? '')
                .split(';')[0]
                .trim()
                .toLowerCase(),
              bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            },
          );
          return { attachment };
        } catch (error) {
          return refused(reply, error);
        }
      },
    );
  });

  // Files are read by <img> and download links, which send no token: the link is signed.
  app.get(
    `${CHAT_FILE_PATH_PREFIX}:id`,
    {
      config: { public: true },
      schema: {
        params: { type: 'object', properties: { id: text(32) }, required: ['id'] },
        querystring: { type: 'object', properties: { exp: text(12), sig: text(64) } },
      },
    } as const,
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      const [, fileId, thumb] = /^([a-f0-9]{24})(-thumb)?$/.exec(id) ?? [];
      if (!fileId || !fastify.fileLinks.holds(`${CHAT_FILE_PATH_PREFIX}${id}`, exp, sig)) {
        return reply.code(404).send({ message: 'Not found' });
      }
      const [file] = await db.query<{ name: string; mime: string }>(
        'SELECT name, mime FROM chat_files WHERE id = $1',
        [fileId],
      );
      const key = thumb ? thumbnailKey(chatFileKey(fileId)) : chatFileKey(fileId);
      const bytes = file ? await files.get(key) : null;
      if (!file || !bytes) return reply.code(404).send({ message: 'Not found' });
      const mime = thumb ? THUMBNAIL_MIME : file.mime;
      const inline = SHOWN_IMAGE_TYPES.has(mime) || mime === 'application/pdf';
      return reply
        .header('content-type', mime)
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, max-age=21600, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(CHAT_PATHS.socket, { websocket: true, config: { public: true } }, (socket) => {
    serveChatSocket(socket, {
      db,
      hub,
      reader,
      secret: config.tokenSecret,
      pingMs: config.chatSocketPingMs,
    });
  });
}
