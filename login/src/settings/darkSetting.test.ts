import { readDarkSetting, SETTINGS_KEY } from './darkSetting';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === SETTINGS_KEY ? value : null),
});

describe('readDarkSetting', () => {
  it.each([
    ['nothing saved', null, true],
    ['dark on', '{"dark":true}', true],
    ['dark off', '{"dark":false,"home":"/library/new"}', false],
    ['no dark setting', '{"notifications":true}', true],
    ['a string', '{"dark":"false"}', true],
    ['broken JSON', '{dark:', true],
    ['not an object', '42', true],
    ['null', 'null', true],
  ])('%s → dark %p', (_, saved, dark) => {
    expect(readDarkSetting(storageWith(saved))).toBe(dark);
  });

  it('survives storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDarkSetting(storage)).toBe(true);
  });

  it('reads localStorage by default', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ dark: false }));
    expect(readDarkSetting()).toBe(false);
    localStorage.clear();
  });
});
