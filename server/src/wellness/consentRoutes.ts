import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { addDays, localDay, strings, WELLNESS_PATHS, wellnessConnector } from '@portal/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { text } from '../http/routeSchemas.ts';
import {
  consentPage,
  consentPagePolicy,
  consentProblemPage,
  isAllowedRedirect,
  returnAddress,
} from './consentPage.ts';
import { wellnessAccess } from './wellnessAccess.ts';
import { connectSource, ensureWellnessAccount } from './wellnessRepository.ts';
import { type ConsentRequest, verifyConsentRequest } from './wellnessToken.ts';

const REQUEST_TOKEN_MAX = 4096;
const FORM_BODY_MAX = 8192;

function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  redirectOrigin: string | null,
) {
  return reply
    .code(status)
    .header('content-security-policy', consentPagePolicy(redirectOrigin))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A consent request still good to act on: signed by us, for a web connector, going home. */
async function validConsent(
  db: Db,
  config: AppConfig,
  token: string,
): Promise<ConsentRequest | null> {
  const consent = await verifyConsentRequest(token, config.tokenSecret);
  if (!consent) return null;
  const connector = wellnessConnector(consent.dataSourceId);
  if (!connector || connector.native) return null;
  const redirectAllowed = await isAllowedRedirect(
    db,
    consent.redirect,
    config.allowedOrigins,
    consent.communityId,
    { localOrigins: config.devRoutesEnabled },
  );
  return redirectAllowed ? consent : null;
}

/**
 * The consent page of a web connector (the provider's own page, in production): the link of
 * `POST /v1/wellness/thryve/connect` opens it with no token but the signed request; Allow
 * records the source and Cancel does not, and both go back to the portal's page.
 */
export async function registerConsentRoutes(
  fastify: FastifyInstance,
  db: Db,
  config: AppConfig,
): Promise<void> {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    WELLNESS_PATHS.consent,
    {
      config: { public: true },
      schema: {
        querystring: {
          type: 'object',
          properties: { request: text(REQUEST_TOKEN_MAX) },
        },
      },
    } as const,
    async (request, reply) => {
      const consent = await validConsent(db, config, request.query.request ?? '');
      const connector = consent && wellnessConnector(consent.dataSourceId);
      if (!consent || !connector) {
        return sendPage(reply, 400, consentProblemPage(strings.wellnessConsentExpired), null);
      }
      const origin = new URL(consent.redirect).origin;
      return sendPage(reply, 200, consentPage(connector, request.query.request ?? ''), origin);
    },
  );

  // The page's form posts urlencoded; only this route reads that kind of body, so no other
  // route can be reached by a plain cross-site form.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_MAX },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.withTypeProvider<JsonSchemaToTsProvider>().post(
      WELLNESS_PATHS.consent,
      {
        config: { public: true },
        schema: {
          body: {
            type: 'object',
            properties: {
              request: text(REQUEST_TOKEN_MAX),
              decision: { type: 'string', enum: ['allow', 'cancel'] },
            },
            required: ['request', 'decision'],
          },
        },
      } as const,
      async (request, reply) => {
        const consent = await validConsent(db, config, request.body.request);
        if (!consent) {
          return sendPage(reply, 400, consentProblemPage(strings.wellnessConsentExpired), null);
        }
        if (request.body.decision === 'cancel') {
          return reply.redirect(
            returnAddress(consent.redirect, consent.dataSourceId, 'cancelled'),
            303,
          );
        }
        const access = await wellnessAccess(db, consent.userId, consent.communityId);
        if ('refusal' in access) {
          return sendPage(reply, 403, consentProblemPage(access.refusal), null);
        }
        const now = new Date();
        await db.transaction(async (tx) => {
          await ensureWellnessAccount(tx, consent.userId, now);
          await connectSource(tx, {
            userId: consent.userId,
            dataSource: consent.dataSourceId,
            platform: 'web',
            connectedAt: now,
            // It delivers from the day it was connected on.
            deliveredThrough: addDays(localDay(now, access.timeZone), -1),
          });
        });
        return reply.redirect(
          returnAddress(consent.redirect, consent.dataSourceId, 'connected'),
          303,
        );
      },
    );
  });
}
