import {
  AreaPage,
  Banner,
  Button,
  Dialog,
  List,
  ListRow,
  PageHeader,
  Skeleton,
  selectCommunity,
  tokens,
  usePageTitle,
  type WellnessConnectedSource,
  wellnessConnector,
} from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  useConnectDeviceMutation,
  useRemoveDeviceMutation,
  useWellnessAccountQuery,
  useWellnessConnectorsQuery,
  wellnessProblem,
} from '../api/wellnessApi';
import { WellnessProblem } from '../components/WellnessProblem';

const Section = styled.section`
  margin-bottom: ${tokens.space.xl};

  h2 {
    font-size: ${tokens.fontSizes.lg};
    margin: 0 0 ${tokens.space.sm};
  }
`;

const Muted = styled.p`
  color: ${tokens.colors.textMuted};
`;

const WHERE: Record<WellnessConnectedSource['platform'], string> = {
  web: 'on the web',
  ios: 'in the app on an iPhone or iPad',
  android: 'in the app on an Android phone or tablet',
};

const nameOf = (id: string) => wellnessConnector(id)?.name ?? id;

/**
 * What the consent page said when it sent the person back here, for a device the portal knows;
 * read once, and taken out of the address so a reload does not say it again.
 */
function useReturnFromConsent(): string | null {
  const [params, setParams] = useSearchParams();
  const [said] = useState(() => {
    const id = params.get('dataSourceId') ?? '';
    const status = params.get('status');
    const connector = wellnessConnector(id);
    if (!connector || connector.native || !status) return null;
    return status === 'connected'
      ? `${connector.name} is connected. Its readings will appear in your progress.`
      : `${connector.name} was not connected.`;
  });
  useEffect(() => {
    if (params.has('dataSourceId') || params.has('status')) setParams({}, { replace: true });
  }, [params, setParams]);
  return said;
}

/**
 * /wellness/devices: the devices connected to the person's wellness account, and the web
 * devices they can add through the device maker's consent page (spec 2, 3). Devices connected
 * in the app can only be removed there; the service says so.
 */
export default function Devices() {
  const title = usePageTitle();
  const community = useSelector(selectCommunity);
  const account = useWellnessAccountQuery();
  const connectors = useWellnessConnectorsQuery();
  const [connect, connecting] = useConnectDeviceMutation();
  const [remove, removing] = useRemoveDeviceMutation();
  const [confirming, setConfirming] = useState<WellnessConnectedSource | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const returned = useReturnFromConsent();
  const connectedHeading = useRef<HTMLHeadingElement>(null);

  const startConnecting = async (id: string) => {
    setProblem(null);
    const redirectString = `${window.location.origin}/wellness/devices`;
    const result = await connect({ dataSourceId: id, redirectString });
    if ('error' in result) setProblem(wellnessProblem(result.error));
    else window.location.assign(result.data);
  };

  const confirmRemoval = async () => {
    if (!confirming) return;
    const source = confirming;
    setConfirming(null);
    setProblem(null);
    setDone(null);
    const result = await remove(source.dataSource);
    if ('error' in result) {
      setProblem(wellnessProblem(result.error));
      return;
    }
    setDone(`${nameOf(source.dataSource)} is removed. What it recorded stays in your progress.`);
    // Its row, where focus was, is gone: focus goes to the list's heading.
    connectedHeading.current?.focus();
  };

  const failed = account.error ?? connectors.error;
  const connected = account.data?.userInformation.connectedSources ?? [];
  const addable = (connectors.data ?? []).filter((connector) => !connector.enabled);
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: community?.timezone.name,
    });

  return (
    <AreaPage>
      <PageHeader title={title} />
      {problem && <Banner severity="error">{problem}</Banner>}
      {(done ?? returned) && <Banner severity="info">{done ?? returned}</Banner>}
      {failed ? (
        <WellnessProblem
          error={failed}
          onRetry={() => {
            void account.refetch();
            void connectors.refetch();
          }}
        />
      ) : !account.data || !connectors.data ? (
        <Skeleton lines={4} height={56} />
      ) : (
        <>
          <Section aria-labelledby="connected-devices">
            <h2 id="connected-devices" ref={connectedHeading} tabIndex={-1}>
              Connected devices
            </h2>
            {connected.length === 0 ? (
              <Muted>No devices are connected yet.</Muted>
            ) : (
              <List aria-labelledby="connected-devices">
                {connected.map((source) => (
                  <ListRow
                    key={source.dataSource}
                    title={nameOf(source.dataSource)}
                    description={`Connected ${WHERE[source.platform]} on ${day(source.connectedAt)}`}
                    trailing={
                      <Button
                        variant="secondary"
                        busy={removing.isLoading && removing.originalArgs === source.dataSource}
                        onClick={() => setConfirming(source)}
                        aria-label={`Remove ${nameOf(source.dataSource)}`}
                      >
                        Remove
                      </Button>
                    }
                  />
                ))}
              </List>
            )}
          </Section>
          <Section aria-labelledby="add-device">
            <h2 id="add-device">Add a device</h2>
            {addable.length === 0 ? (
              <Muted>Every device you can connect here is connected.</Muted>
            ) : (
              <List aria-labelledby="add-device">
                {addable.map((connector) => (
                  <ListRow
                    key={connector.id}
                    title={connector.name}
                    trailing={
                      <Button
                        busy={
                          connecting.isLoading &&
                          connecting.originalArgs?.dataSourceId === connector.id
                        }
                        onClick={() => void startConnecting(connector.id)}
                        aria-label={`Connect ${connector.name}`}
                      >
                        Connect
                      </Button>
                    }
                  />
                ))}
              </List>
            )}
          </Section>
        </>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Remove ${nameOf(confirming.dataSource)}?` : ''}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => void confirmRemoval()}>
              Remove
            </Button>
          </>
        }
      >
        <p>It will stop sending readings. What it already recorded stays in your progress.</p>
      </Dialog>
    </AreaPage>
  );
}
