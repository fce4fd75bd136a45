import { tokens } from '@portal/shared';
import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeBody } from '../lib/sanitizeBody';

const Body = styled.div`
  line-height: ${tokens.lineHeights.body};
  overflow-wrap: anywhere;
  & p {
    margin: 0 0 ${tokens.space.sm};
  }
  & ul,
  & ol {
    margin: 0 0 ${tokens.space.sm};
    padding-inline-start: ${tokens.space.lg};
  }
  & a {
    color: ${tokens.colors.link};
  }
  & img {
    max-width: 100%;
    height: auto;
  }
`;

/** A post's rich text, sanitised: markup stays, nothing in it can run. */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeBody(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <Body dangerouslySetInnerHTML={{ __html: safe }} />;
}
