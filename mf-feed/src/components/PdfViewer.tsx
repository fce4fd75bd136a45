import { Button, lookup, Spinner, tokens } from '@portal/shared';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { FeedAsset } from '../api/feedApi';
import { absoluteAssetUrl } from '../lib/assetUrl';

const SCALES = [1, 1.25, 1.5, 2] as const;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.sm};
`;

const Sheet = styled.div`
  overflow: auto;
  max-height: 80vh;
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};
  background: #fff;
  & canvas {
    display: block;
    margin: 0 auto;
  }
  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.colors.focus};
  }
`;

let workerReady = false;

/** pdf.js, fetched only when a PDF is opened; its worker runs from this area's origin. */
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist');
  if (!workerReady) {
    const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
    // The area's files come from another origin than the page: a module worker made here
    // imports the worker script from there.
    const source = new Blob([`import ${JSON.stringify(workerUrl)};`], { type: 'text/javascript' });
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(URL.createObjectURL(source), {
      type: 'module',
    });
    workerReady = true;
  }
  return pdfjs;
}

/** A PDF read in the page, one page at a time, with page and size buttons. */
export default function PdfViewer({ asset }: { asset: FeedAsset }) {
  const url = absoluteAssetUrl(asset.url);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [scaleStep, setScaleStep] = useState(1);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    setDoc(null);
    setFailed(false);
    loadPdfJs()
      .then((pdfjs) => {
        const task = pdfjs.getDocument({ url });
        destroy = () => task.destroy();
        if (cancelled) void destroy();
        return task.promise;
      })
      .then((pdf) => {
        if (!cancelled) setDoc(pdf);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || !canvasRef.current) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    const canvas = canvasRef.current;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const viewport = page.getViewport({
        scale: SCALES[scaleStep] * (window.devicePixelRatio || 1),
      });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${viewport.width / (window.devicePixelRatio || 1)}px`;
      task = page.render({ canvas, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scaleStep]);

  const download = (
    <a href={url} target="_blank" rel="noopener noreferrer">
      Open the PDF on its own
    </a>
  );
  if (failed) {
    return (
      <div role="alert">
        <p>{lookup('$generic')}</p>
        <p>{download}</p>
      </div>
    );
  }
  if (!doc) return <Spinner label="Loading the PDF" showLabel />;
  const pages = doc.numPages;
  return (
    <div>
      <Controls>
        <Button
          variant="secondary"
          onClick={() => setPageNumber((n) => n - 1)}
          disabled={pageNumber <= 1}
        >
          Previous page
        </Button>
        <span aria-live="polite">{`Page ${pageNumber} of ${pages}`}</span>
        <Button
          variant="secondary"
          onClick={() => setPageNumber((n) => n + 1)}
          disabled={pageNumber >= pages}
        >
          Next page
        </Button>
        <Button
          variant="secondary"
          onClick={() => setScaleStep((s) => s - 1)}
          disabled={scaleStep === 0}
        >
          Smaller
        </Button>
        <Button
          variant="secondary"
          onClick={() => setScaleStep((s) => s + 1)}
          disabled={scaleStep === SCALES.length - 1}
        >
          Larger
        </Button>
      </Controls>
      <Sheet
        tabIndex={0}
        role="region"
        aria-label={`${asset.name}, page ${pageNumber} of ${pages}`}
      >
        <canvas ref={canvasRef} role="img" aria-label={`${asset.name}, page ${pageNumber}`} />
      </Sheet>
      <p>{download}</p>
    </div>
  );
}
