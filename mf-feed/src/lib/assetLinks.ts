import type { AssetType, FeedAsset, FeedPost } from '../api/feedApi';

/** The item view of one asset of a post (spec 2: /library/item/{id}/{type}). */
export function itemPath(postId: string, type: AssetType, index = 0): string {
  const path = `/library/item/${encodeURIComponent(postId)}/${type}`;
  return index > 0 ? `${path}?n=${index + 1}` : path;
}

export const ASSET_ACTIONS: Record<AssetType, string> = {
  Photo: 'View photo',
  Pdf: 'Read PDF',
  Web: 'Open website',
  Form: 'Fill in form',
};

/** The assets of a post of one type, in order. */
export function assetsOfType(post: FeedPost, type: string) {
  return post.assets.filter((asset) => asset.type === type);
}

/** A Web asset that is one of the community's own videos: played in the page. */
export function isVideoAsset(asset: Pick<FeedAsset, 'type' | 'url'>): boolean {
  return (
    asset.type === 'Web' &&
    /^\/v2\/content\/assets\/[^/?#]+\.(webm|mp4)(\?[^#]*)?$/i.test(asset.url)
  );
}

/** What the link to an asset says. */
export function assetAction(asset: Pick<FeedAsset, 'type' | 'url'>): string {
  return isVideoAsset(asset) ? 'Watch video' : ASSET_ACTIONS[asset.type];
}
