import { highlightParts } from './highlightParts';

describe('highlightParts', () => {
  it('splits marked matches from the rest and unescapes text', () => {
    expect(highlightParts('<mark>Ele</mark>anor &amp; <mark>Whit</mark>field &lt;b&gt;')).toEqual([
      { text: 'Ele', mark: true },
      { text: 'anor & ', mark: false },
      { text: 'Whit', mark: true },
      { text: 'field <b>', mark: false },
    ]);
  });

  it('keeps text without marks whole', () => {
    expect(highlightParts('plain')).toEqual([{ text: 'plain', mark: false }]);
  });
});
