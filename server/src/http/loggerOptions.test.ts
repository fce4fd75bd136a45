import Fastify from 'fastify';
import { sendRequest } from '../testing/httpClient.ts';
import { loggerOptions } from './loggerOptions.ts';

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
});
