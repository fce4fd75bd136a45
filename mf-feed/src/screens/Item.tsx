import {
  EmptyState,
  LoadProblem,
  loadFailed,
  NotFound,
  PageHeader,
  Skeleton,
  Spinner,
  selectCommunityId,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { type AssetType, type FeedAsset, useFeedItemQuery } from '../api/feedApi';
import { PhotoViewer } from '../components/PhotoViewer';
import { WebAssetView } from '../components/WebAssetView';
import { assetsOfType, itemPath } from '../lib/assetLinks';

// The PDF viewer and the form renderer are heavy: fetched only when such an item is opened.
const PdfViewer = lazy(() => import('../components/PdfViewer'));
const FormView = lazy(() => import('../components/FormView'));

const ITEM_TYPES: readonly AssetType[] = ['Photo', 'Pdf', 'Web', 'Form'];

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  align-items: center;
  margin: ${tokens.space.sm} 0;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${tokens.targetSize}px;
    color: ${tokens.colors.link};
  }
`;

function AssetView({ asset }: { asset: FeedAsset }) {
  switch (asset.type) {
    case 'Photo':
      return <PhotoViewer asset={asset} />;
    case 'Pdf':
      return <PdfViewer asset={asset} />;
    case 'Form':
      return <FormView asset={asset} />;
    default:
      return <WebAssetView asset={asset} />;
  }
}

/** /library/item/{id}/{type}: a post's photo, PDF, web page or form. */
export function Item() {
  const { id, type } = useParams();
  const itemType = ITEM_TYPES.find((t) => t === type);
  if (!id || !itemType) return <NotFound />;
  return <ItemOf id={id} type={itemType} />;
}

function ItemOf({ id, type }: { id: string; type: AssetType }) {
  const title = usePageTitle();
  const [search] = useSearchParams();
  const communityId = useSelector(selectCommunityId);
  const item = useFeedItemQuery(communityId ? { communityId, id } : skipToken);
  const post = item.data;
  const assets = post ? assetsOfType(post, type) : [];
  const requested = Number.parseInt(search.get('n') ?? '1', 10);
  const index =
    Number.isInteger(requested) && requested >= 1 && requested <= assets.length ? requested - 1 : 0;
  const asset = assets[index];
  return (
    <>
      <PageHeader title={title} subtitle={post?.title} />
      {item.isLoading ? (
        <div role="status" aria-label="Loading">
          <Skeleton lines={6} />
        </div>
      ) : loadFailed(item) ? (
        <LoadProblem error={item.error} onRetry={() => void item.refetch()} />
      ) : !post || !asset ? (
        <EmptyState
          title="This item is not available"
          message="It may have been removed."
          action={<Link to="/library/new">Go to What's New</Link>}
        />
      ) : (
        <>
          <h2>{asset.name}</h2>
          {assets.length > 1 && (
            <Nav aria-label="Photos of this post">
              {index > 0 && <Link to={itemPath(post._id, type, index - 1)}>Previous photo</Link>}
              <span>{`Photo ${index + 1} of ${assets.length}`}</span>
              {index < assets.length - 1 && (
                <Link to={itemPath(post._id, type, index + 1)}>Next photo</Link>
              )}
            </Nav>
          )}
          <Suspense fallback={<Spinner label="Loading" showLabel />}>
            <AssetView key={`${type}-${index}`} asset={asset} />
          </Suspense>
          <Nav aria-label="Post">
            <Link
              to={`/library/details/${encodeURIComponent(post._id)}`}
            >{`Back to ${post.title}`}</Link>
          </Nav>
        </>
      )}
    </>
  );
}
