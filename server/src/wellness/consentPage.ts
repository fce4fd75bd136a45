import { createHash } from 'node:crypto';
import {
  WELLNESS_MEASURES,
  WELLNESS_PATHS,
  type WellnessConnectorDefinition,
} from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { isAllowedOrigin } from '../http/allowedOrigins.ts';
import { escapeHtml } from '../http/escapeHtml.ts';

/**
 * Where a consent page may send the person back: a page of the portal's own origins (the local
 * ones only in development), or of a partner site the caller's community lets embed its areas.
 * Anything else would make the page an open redirect.
 */
export async function isAllowedRedirect(
  db: Db,
  redirect: string,
  ownOrigins: readonly string[],
  communityId: string,
  { localOrigins }: { localOrigins: boolean },
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  if (localOrigins ? isAllowedOrigin(url.origin, ownOrigins) : ownOrigins.includes(url.origin)) {
    return true;
  }
  const rows = await db.query(
    'SELECT 1 FROM communities WHERE id = $1 AND $2 = ANY (embed_origins)',
    [communityId, url.origin],
  );
  return rows.length > 0;
}

/** The address to go back to, saying how the connection ended. */
export function returnAddress(
  redirect: string,
  dataSourceId: string,
  status: 'connected' | 'cancelled',
): string {
  const url = new URL(redirect);
  url.searchParams.set('dataSourceId', dataSourceId);
  url.searchParams.set('status', status);
  return url.toString();
}

const STYLE = `body{font:1.25rem/1.5 system-ui,sans-serif;margin:0;background:#fff;color:#111}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem}
.actions{display:flex;gap:1rem;flex-wrap:wrap}
button{font:inherit;min-width:8rem;min-height:3rem;padding:.5rem 1.5rem;border-radius:.5rem;
border:2px solid #0b3d91;cursor:pointer}
button[value=allow]{background:#0b3d91;color:#fff}button[value=cancel]{background:#fff;color:#0b3d91}
button:focus-visible{outline:3px solid #111;outline-offset:3px}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page's own policy: its one style sheet, its form posting back here, the redirect after
 * Allow or Cancel (browsers check a form's redirect against form-action too), and no framing.
 */
export function consentPagePolicy(redirectOrigin: string | null): string {
  const formAction = ["'self'", ...(redirectOrigin ? [redirectOrigin] : [])].join(' ');
  return `default-src 'none';style-src ${STYLE_HASH};form-action ${formAction};frame-ancestors 'none'`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The question: may this connector share its measurements with the portal? */
export function consentPage(connector: WellnessConnectorDefinition, requestToken: string): string {
  const measures = connector.types.map((type) => WELLNESS_MEASURES[type].label.toLowerCase());
  const name = escapeHtml(connector.name);
  return page(
    `Connect ${connector.name}`,
    `<h1>Connect ${name}</h1>
<p>${name} will share your ${escapeHtml(measures.join(', '))} with your community portal's wellness pages. You can remove the device at any time.</p>
<form method="post" action="${WELLNESS_PATHS.consent}">
<input type="hidden" name="request" value="${escapeHtml(requestToken)}">
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`,
  );
}

/** A consent page that cannot go on: expired, tampered with, or no longer allowed. */
export function consentProblemPage(message: string): string {
  return page(
    'Device not connected',
    `<h1>Device not connected</h1>\n<p role="alert">${escapeHtml(message)}</p>`,
  );
}
