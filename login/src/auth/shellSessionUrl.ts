/**
 * Where to send the browser after sign-in: the shell, with the session token in the URL
 * fragment, which browsers never send to a server.
 */
export function shellSessionUrl(shellOrigin: string, token: string): string {
  return `${shellOrigin.replace(/\/+$/, '')}/#session=${encodeURIComponent(token)}`;
}
