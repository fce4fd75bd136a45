import { type ChatAttachment, tokens, VisuallyHidden } from '@portal/shared';
import styled from 'styled-components';
import { assetUrl } from '../lib/assetUrl';

const Attachments = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
  list-style: none;
  margin: ${tokens.space.xs} 0 0;
  padding: 0;
`;

const ImageLink = styled.a`
  display: block;
  border-radius: ${tokens.radii.md};
  overflow: hidden;
  line-height: 0;

  img {
    display: block;
    max-width: min(16rem, 100%);
    max-height: 12rem;
    object-fit: cover;
    background: ${tokens.colors.surfaceHover};
  }
`;

const FileLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 48px;
  color: ${tokens.colors.link};
  overflow-wrap: anywhere;
`;

/** '2.4 MB', '310 KB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A message's pictures (thumbnails that open the full picture) and files (links by title). */
export function MessageAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Attachments>
      {attachments.map((attachment, index) => {
        const full = assetUrl(attachment.image_url ?? attachment.asset_url);
        const key = `${index}-${attachment.title}`;
        if (attachment.type === 'image' && full) {
          return (
            <li key={key}>
              <ImageLink href={full} target="_blank" rel="noreferrer">
                <img src={assetUrl(attachment.thumb_url) ?? full} alt={attachment.title} />
                <VisuallyHidden> (opens the full picture in a new tab)</VisuallyHidden>
              </ImageLink>
            </li>
          );
        }
        return (
          <li key={key}>
            <FileLink href={full} target="_blank" rel="noreferrer">
              {attachment.title}
              <span>({fileSize(attachment.file_size)})</span>
            </FileLink>
          </li>
        );
      })}
    </Attachments>
  );
}
