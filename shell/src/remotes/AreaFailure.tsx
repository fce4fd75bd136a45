import { alertShown, Button, EmptyState, PageHeader, type PortalDispatch } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { analyticsApi } from '../startup/analyticsApi';
import { explainLoadFailure } from './federation';
import { type AreaLoadError, LOAD_FAILURE_TEXT, type LoadFailureKind } from './loadFailure';

/** Each kind of failure is its own analytics event; only a network failure shows the offline alert (spec 8). */
export function reportLoadFailure(
  dispatch: PortalDispatch,
  area: string,
  failure: AreaLoadError,
): void {
  if (failure.kind === 'network') {
    dispatch(alertShown('$offline', { kind: 'warning', persistent: true }));
  }
  const properties: Record<string, string | number> = { area, kind: failure.kind };
  if (failure.status !== undefined) properties.status = failure.status;
  void dispatch(
    analyticsApi.endpoints.trackEvent.initiate({ name: `area_load_${failure.kind}`, properties }),
  );
}

export function LoadFailureView({
  kind,
  title,
  onRetry,
}: {
  kind: LoadFailureKind;
  title: string;
  /** Without it there is nothing to try again (an area that needs an update). */
  onRetry?: () => void;
}) {
  const text = LOAD_FAILURE_TEXT[kind];
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title={text.title}
        message={text.message}
        action={
          onRetry && (
            <Button type="button" onClick={onRetry}>
              Retry
            </Button>
          )
        }
      />
    </>
  );
}

/** Shows why a screen failed, once the failure is explained, and reports it. */
export function ScreenFailure({
  area,
  error,
  title,
  onRetry,
}: {
  area: string;
  error: unknown;
  title: string;
  onRetry: () => void;
}) {
  const dispatch = useDispatch<PortalDispatch>();
  const [failure, setFailure] = useState<AreaLoadError | null>(null);
  useEffect(() => {
    let current = true;
    void explainLoadFailure(error, window.location.href).then((explained) => {
      if (!current) return;
      setFailure(explained);
      reportLoadFailure(dispatch, area, explained);
    });
    return () => {
      current = false;
    };
  }, [area, error, dispatch]);
  return <LoadFailureView kind={failure?.kind ?? 'evaluation'} title={title} onRetry={onRetry} />;
}
