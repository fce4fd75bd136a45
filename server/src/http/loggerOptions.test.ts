import Fastify from 'fastify';
import { sendRequest } from '../testing/httpClient.ts';
import { loggerOptions, redactQuery } from './loggerOptions.ts';

describe('loggerOptions', () => {
  it('is off when the level is silent', () => {
    expect(loggerOptions('silent')).toBe(false);
  });

  it('keeps tokens, passwords and bodies out of the logs', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    app.post('/echo', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'handling');
      request.log.info(
        { login: { firebaseIdToken: 'id-token-1', password: 'hunter22' } },
        'nested',
      );
      return { ok: true };
    });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const response = await sendRequest(baseUrl, {
        method: 'POST',
        url: '/echo',
        headers: {
          authorization: 'Bearer secret-session-token',
          authenticationtoken: 'secret-wellness-token',
        },
        payload: { email: 'resident@demo.portal', password: 'hunter22', code: '123456' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('handling');
    expect(log).toContain('[redacted]');
    for (const secret of [
      'secret-session-token',
      'secret-wellness-token',
      'hunter22',
      'id-token-1',
      '123456',
      'resident@demo.portal',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the secrets of a query string out of the logged URL', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }) });
    app.get('/remote', async () => ({ ok: true }));
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await sendRequest(baseUrl, {
        method: 'GET',
        url: '/remote?sysid=64b0d0000000000000000001&ctoken=c0ffee&username=oak&password=hunter22',
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/remote?sysid=64b0d0000000000000000001&ctoken=[redacted]&username=oak');
    expect(log).not.toContain('c0ffee');
    expect(log).not.toContain('hunter22');
    expect(redactQuery('/a?Password=x#top')).toBe('/a?Password=[redacted]#top');
    expect(redactQuery('/a?mypassword=x')).toBe('/a?mypassword=x');
  });
});
