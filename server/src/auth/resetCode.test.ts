import {
  generateResetCode,
  hashResetCode,
  normalizeResetCode,
  resetCodeMatches,
} from './resetCode.ts';

describe('reset codes', () => {
  it('are six digits', () => {
    for (let index = 0; index < 50; index += 1) {
      expect(generateResetCode()).toMatch(/^\d{6}$/);
    }
  });

  it('are stored as salted hashes that only the same code matches', async () => {
    const hash = await hashResetCode('123456');
    expect(hash).not.toContain('123456');
    expect(hash).not.toBe(await hashResetCode('123456'));
    await expect(resetCodeMatches('123456', hash)).resolves.toBe(true);
    await expect(resetCodeMatches(' 123 456 ', hash)).resolves.toBe(true);
    await expect(resetCodeMatches('123457', hash)).resolves.toBe(false);
    await expect(resetCodeMatches('123456', 'plain')).resolves.toBe(false);
  });

  it('ignore spaces and case when compared', () => {
    expect(normalizeResetCode(' ab1 2c3 ')).toBe('AB12C3');
  });
});
