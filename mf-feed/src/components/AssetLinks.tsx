import { Link } from 'react-router';
import styled from 'styled-components';
import type { FeedPost } from '../api/feedApi';
import { ASSET_ACTIONS, assetAction, isVideoAsset, itemPath } from '../lib/assetLinks';
import { absoluteAssetUrl } from '../lib/assetUrl';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
`;

const AssetLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.targetSize}px;
  min-width: ${({ theme }) => theme.targetSize}px;
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  & img {
    display: block;
    width: 160px;
    height: 105px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
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
