import { lookup, tokens } from '@portal/shared';
import styled from 'styled-components';
import type { FeedAsset } from '../api/feedApi';
import { isVideoAsset } from '../lib/assetLinks';
import { absoluteAssetUrl, safeWebUrl } from '../lib/assetUrl';

const Video = styled.video`
  display: block;
  width: 100%;
  max-width: 48rem;
  height: auto;
  border-radius: ${tokens.radii.md};
  background: #000;
`;

/**
 * A web asset: the community's own videos play in the page; any other web page opens in a new
 * tab without access to the portal, and only http(s) addresses open at all.
 */
export function WebAssetView({ asset }: { asset: FeedAsset }) {
  if (isVideoAsset(asset)) {
    return (
      <figure style={{ margin: 0 }}>
        <Video
          controls
          preload="metadata"
          src={absoluteAssetUrl(asset.url)}
          poster={asset.preview ? absoluteAssetUrl(asset.preview) : undefined}
          aria-label={asset.name}
        />
        {asset.details && <figcaption>{asset.details}</figcaption>}
      </figure>
    );
  }
  const url = safeWebUrl(asset.url);
  if (!url) return <p role="alert">{lookup('$generic')}</p>;
  return (
    <div>
      {asset.details && <p>{asset.details}</p>}
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {`Open ${asset.name} (opens in a new tab)`}
        </a>
      </p>
      <p>{new URL(url).host}</p>
    </div>
  );
}
