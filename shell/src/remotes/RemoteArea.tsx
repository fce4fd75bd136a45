import {
  type PortalDispatch,
  type RegistryEntry,
  type RoutesModule,
  Spinner,
  usePageTitle,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useRoutes } from 'react-router';
import { AreaErrorBoundary, LoadFailureView, reportLoadFailure } from './AreaErrorBoundary';
import { loadAreaRoutes, registerAreas } from './federation';
import { AreaLoadError } from './loadFailure';

type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; module: RoutesModule }
  | { status: 'failed'; failure: AreaLoadError };

const loaded = new Map<string, RoutesModule>();

function AreaRoutes({ module }: { module: RoutesModule }) {
  return useRoutes(module.routes);
}

/**
 * One portal area, loaded at run time from its remote. A remote that fails to load shows
 * an in-place fallback with Retry, in words that fit why it failed; a screen that fails inside
 * the area is caught by the area's error boundary. The rest of the portal keeps working.
 */
export function RemoteArea({
  entry,
  incompatible = false,
}: {
  entry: RegistryEntry;
  /** Made for another platform: "update needed", and nothing of it runs. */
  incompatible?: boolean;
}) {
  return incompatible ? <IncompatibleArea entry={entry} /> : <LoadedArea entry={entry} />;
}

function IncompatibleArea({ entry }: { entry: RegistryEntry }) {
  const dispatch = useDispatch<PortalDispatch>();
  const title = usePageTitle();
  useEffect(() => {
    const failure = new AreaLoadError(
      'incompatible',
      `${entry.name} ${entry.version} needs platform ${entry.definition.platform}`,
    );
    reportLoadFailure(dispatch, entry.name, failure);
  }, [entry, dispatch]);
  return <LoadFailureView kind="incompatible" title={title} />;
}

function LoadedArea({ entry }: { entry: RegistryEntry }) {
  const dispatch = useDispatch<PortalDispatch>();
  const cached = loaded.get(entry.name);
  const [attempt, setAttempt] = useState(0);
  const title = usePageTitle();
  const [state, setState] = useState<AreaState>(
    cached ? { status: 'ready', module: cached } : { status: 'loading' },
  );

  useEffect(() => {
    if (loaded.has(entry.name) && attempt === 0) return;
    let current = true;
    setState({ status: 'loading' });
    // A retry registers the remote afresh so the runtime forgets the failed entry.
    if (attempt > 0) registerAreas([entry]);
    loadAreaRoutes(entry).then(
      (module) => {
        loaded.set(entry.name, module);
        if (current) setState({ status: 'ready', module });
      },
      (failure: AreaLoadError) => {
        if (!current) return;
        setState({ status: 'failed', failure });
        reportLoadFailure(dispatch, entry.name, failure);
      },
    );
    return () => {
      current = false;
    };
  }, [entry, attempt, dispatch]);

  if (state.status === 'ready') {
    return (
      <AreaErrorBoundary area={entry.name} title={title}>
        <AreaRoutes module={state.module} />
      </AreaErrorBoundary>
    );
  }
  if (state.status === 'loading') return <Spinner label="Loading this page" />;
  return (
    <LoadFailureView
      kind={state.failure.kind}
      title={title}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
