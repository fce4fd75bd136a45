import DOMPurify from 'dompurify';
import { sanitizeBody } from './sanitizeBody';

describe('sanitizeBody', () => {
  it('keeps rich text and drops everything that could run', () => {
    const html = sanitizeBody(
      '<p><strong>Hi</strong> <em>there</em></p><ul><li>one</li></ul><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><iframe src="https://example.org"></iframe>' +
        '<p style="position:fixed" onclick="alert(4)">styled</p>',
    );
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
  });

  it('opens links in a new tab without access to the portal', () => {
    expect(sanitizeBody('<a href="https://example.org">site</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('sanitizeBody, post after post', () => {
  it('keeps its rules for every post, and leaves the page’s DOMPurify as it was', () => {
    for (let i = 0; i < 3; i++) {
      expect(sanitizeBody('<form><input value="x"></form><p style="color:red">hi</p>')).toBe(
        '<p>hi</p>',
      );
    }
    // Another part of the page that sanitises with DOMPurify itself gets its defaults.
    expect(DOMPurify.sanitize('<a href="https://example.org">site</a>')).toBe(
      '<a href="https://example.org">site</a>',
    );
  });
});
