import { lookup } from '@portal/shared';
import type { FeedAsset } from '../api/feedApi';
import { safeWebUrl } from '../lib/assetUrl';

/** A web page is opened in a new tab, without access to the portal; only http(s) addresses. */
export function WebAssetView({ asset }: { asset: FeedAsset }) {
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
