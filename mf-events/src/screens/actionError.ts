import type { PortalError } from '@portal/shared';

/**
 * The message for a failed event action: the server's own words for input it refused (the
 * spec's guest and spot rules), otherwise the spec's message for that action.
 */
export function actionError(error: unknown, fallback: string): string {
  const portalError = error as Partial<PortalError> | undefined;
  if (portalError?.code === 'BAD_USER_INPUT' && portalError.message) return portalError.message;
  return fallback;
}
