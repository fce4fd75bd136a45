import { Button, tokens } from '@portal/shared';
import { useState } from 'react';
import styled from 'styled-components';
import type { FeedAsset } from '../api/feedApi';
import { absoluteAssetUrl } from '../lib/assetUrl';

export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.sm};
`;

const Frame = styled.div`
  overflow: auto;
  max-height: 75vh;
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  touch-action: pan-x pan-y pinch-zoom;
  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.colors.focus};
  }
`;

const Picture = styled.img<{ $zoom: number }>`
  display: block;
  width: ${({ $zoom }) => $zoom * 100}%;
  max-width: none;
  height: auto;
`;

/** A photo that zooms with buttons (no pinch needed) and scrolls when zoomed in. */
export function PhotoViewer({ asset }: { asset: FeedAsset }) {
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step];
  return (
    <figure style={{ margin: 0 }}>
      <Controls>
        <Button variant="secondary" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          Zoom out
        </Button>
        <Button
          variant="secondary"
          onClick={() => setStep((s) => s + 1)}
          disabled={step === ZOOM_STEPS.length - 1}
        >
          Zoom in
        </Button>
        <Button variant="link" onClick={() => setStep(0)} disabled={step === 0}>
          Fit to screen
        </Button>
        <span aria-live="polite">{`Zoom ${Math.round(zoom * 100)}%`}</span>
      </Controls>
      <Frame tabIndex={0} role="region" aria-label={`${asset.name}, scrollable when zoomed`}>
        <Picture src={absoluteAssetUrl(asset.url)} alt={asset.name} $zoom={zoom} />
      </Frame>
      {asset.details && <figcaption>{asset.details}</figcaption>}
    </figure>
  );
}
