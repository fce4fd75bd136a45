import { escapeHtml } from './escapeHtml.ts';

describe('escapeHtml', () => {
  it('escapes what could end a tag, an attribute or an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('plain words')).toBe('plain words');
  });
});
