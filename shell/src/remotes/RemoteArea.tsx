import {
  alertShown,
  Button,
  EmptyState,
  PageHeader,
  type RegistryEntry,
  type RoutesModule,
  Spinner,
  usePageTitle,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useRoutes } from 'react-router';
import { loadAreaRoutes, registerAreas } from './federation';

type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; module: RoutesModule }
  | { status: 'failed' };

const loaded = new Map<string, RoutesModule>();

function AreaRoutes({ module }: { module: RoutesModule }) {
  return useRoutes(module.routes);
}

/**
 * One portal area, loaded at run time from its remote. A remote that fails to load shows
 * an in-place fallback with Retry; the rest of the portal keeps working.
 */
export function RemoteArea({ entry }: { entry: RegistryEntry }) {
  const dispatch = useDispatch();
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
    loadAreaRoutes(entry.name).then(
      (module) => {
        loaded.set(entry.name, module);
        if (current) setState({ status: 'ready', module });
      },
      () => {
        if (!current) return;
        setState({ status: 'failed' });
        // Spec 8: a route chunk that fails to load shows the offline alert.
        dispatch(alertShown('$offline', { kind: 'warning', persistent: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [entry, attempt, dispatch]);

  if (state.status === 'ready') return <AreaRoutes module={state.module} />;
  if (state.status === 'loading') return <Spinner label="Loading this page" />;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title="This part of the portal could not load"
        message="Please check your connection and try again. The rest of the portal still works."
        action={
          <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </Button>
        }
      />
    </>
  );
}
