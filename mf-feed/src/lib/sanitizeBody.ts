import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * The feed's own purifier, set up once: given its options on every call, DOMPurify would build
 * its lists of allowed tags and attributes again for each post.
 */
function postPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * A post's rich text as HTML safe to insert: no script, no event handler, no style, no frame,
 * no form; links open in a new tab without access to the portal.
 */
export function sanitizeBody(html: string): string {
  return postPurifier().sanitize(html);
}
