import { tokens } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { FeedPost } from '../api/feedApi';
import { ASSET_ACTIONS, assetAction, isVideoAsset, itemPath } from '../lib/assetLinks';
import { absoluteAssetUrl } from '../lib/assetUrl';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  list-style: none;
  margin: ${tokens.space.sm} 0 0;
  padding: 0;
`;

const AssetLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.xxs};
  min-height: ${tokens.targetSize}px;
  min-width: ${tokens.targetSize}px;
  padding: ${tokens.space.xs};
  border: 2px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.link};
  font-weight: ${tokens.fontWeights.medium};
  text-decoration: underline;
  & img {
    display: block;
    width: 160px;
    height: 105px;
    object-fit: cover;
    border-radius: ${tokens.radii.sm};
  }
`;

/** Links to each asset's item view; photos show their preview. */
export function AssetLinks({ post }: { post: FeedPost }) {
  if (post.assets.length === 0) return null;
  const seen: Record<string, number> = {};
  return (
    <Row aria-label={`Attachments of ${post.title}`}>
      {post.assets.map((asset) => {
        const index = seen[asset.type] ?? 0;
        seen[asset.type] = index + 1;
        const label =
          asset.type === 'Photo' && index > 0
            ? `${ASSET_ACTIONS.Photo} ${index + 1}`
            : assetAction(asset);
        return (
          <li key={`${asset.type}-${index}`}>
            <AssetLink to={itemPath(post._id, asset.type, index)}>
              {(asset.type === 'Photo' || isVideoAsset(asset)) && asset.preview && (
                <img
                  src={absoluteAssetUrl(asset.preview)}
                  alt=""
                  loading="lazy"
                  width={160}
                  height={105}
                />
              )}
              <span>{label}</span>
            </AssetLink>
          </li>
        );
      })}
    </Row>
  );
}
