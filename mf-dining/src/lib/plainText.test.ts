import { plainText } from './plainText';

describe('plainText', () => {
  it('keeps the words and drops markup and scripts', () => {
    expect(plainText('<p>Soup of the <b>day</b></p>\n<p>Tomato</p>')).toBe(
      'Soup of the day Tomato',
    );
    expect(plainText('<img src=x onerror="alert(1)">Menu')).toBe('Menu');
  });
});
