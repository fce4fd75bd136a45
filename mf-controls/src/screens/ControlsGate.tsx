import { Banner, Button, EmptyState, Spinner, selectCommunity, strings } from '@portal/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { useControllerAccessQuery } from '../api/controlsApi';
import { ControllerProvider, useController } from '../controller/ControllerContext';
import { HomeController } from '../controller/homeController';

/** The controller's state as words above the page: lost, or never reached (spec 8). */
function ConnectionNews() {
  const { controller, snapshot } = useController();
  if (snapshot.status === 'failed')
    return (
      <Banner severity="error">
        <p>{strings.homeControlFailed}</p>
        <Button variant="secondary" onClick={() => controller.retry()}>
          Try again
        </Button>
      </Banner>
    );
  if (snapshot.status === 'reconnecting')
    return <Banner severity="info">{strings.controllerUnreachable}</Banner>;
  return null;
}

function ControllerPages() {
  const { snapshot } = useController();
  return (
    <>
      <ConnectionNews />
      {snapshot.entities ? (
        <Outlet />
      ) : snapshot.status === 'connecting' ? (
        <Spinner label="Connecting to your home controller" />
      ) : null}
    </>
  );
}

/**
 * Every controls page: asks the server for the resident's home system and its controller, then
 * keeps one connection to that controller while the area is open.
 */
export default function ControlsGate() {
  const community = useSelector(selectCommunity);
  const access = useControllerAccessQuery(community?._id ?? skipToken);
  const host = access.data?.host;
  const accessToken = access.data?.accessToken;
  const controller = useMemo(
    () => (host && accessToken ? new HomeController(host, accessToken) : null),
    [host, accessToken],
  );
  useEffect(() => {
    controller?.start();
    return () => controller?.stop();
  }, [controller]);

  if (access.error) {
    const refused = 'status' in access.error && access.error.status === 403;
    return refused ? (
      <EmptyState title="Home Controls" message={strings.homeControlsForbidden} />
    ) : (
      <Banner severity="error">
        <p>{strings.homeControlFailed}</p>
        <Button variant="secondary" onClick={() => void access.refetch()}>
          Try again
        </Button>
      </Banner>
    );
  }
  if (!controller) return <Spinner label="Connecting to your home controller" />;
  return (
    <ControllerProvider controller={controller}>
      <ControllerPages />
    </ControllerProvider>
  );
}
