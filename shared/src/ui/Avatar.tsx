import { useState } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export interface AvatarProps {
  /** The person's name: the image's alt text, and the source of the initials. */
  name: string;
  src?: string;
  /** Diameter in CSS px. */
  size?: number;
  /** Hide from screen readers when the name is written next to the avatar anyway. */
  decorative?: boolean;
}

/** Up to two initials: the first letters of the first and last words of a name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

const Round = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${tokens.colors.secondary};
  color: ${tokens.colors.onSecondary};
  font-size: ${({ $size }) => Math.max(14, Math.round($size * 0.4))}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 48, decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = src !== undefined && failedSrc === src;

  if (src && !failed) {
    return (
      <Round $size={size} aria-hidden={decorative || undefined}>
        <img src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      </Round>
    );
  }
  if (decorative) {
    return (
      <Round $size={size} aria-hidden="true">
        {initials(name)}
      </Round>
    );
  }
  return (
    <Round $size={size} role="img" aria-label={name}>
      <span aria-hidden="true">{initials(name)}</span>
    </Round>
  );
}
