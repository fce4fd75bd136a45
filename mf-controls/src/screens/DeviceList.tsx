import { AreaPage, EmptyState, PageHeader, tokens, usePageTitle } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import { QuickControl } from '../components/DeviceControls';
import { DeviceIcon } from '../components/DeviceIcon';
import { useController } from '../controller/ControllerContext';
import { type Device, devicePath, groupDevices, stateText } from '../lib/devices';

const Group = styled.section`
  margin-bottom: ${tokens.space.xl};

  h2 {
    font-size: ${tokens.fontSizes.lg};
    margin: 0 0 ${tokens.space.sm};
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${tokens.colors.divider};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.sm} 0;
  border-bottom: 1px solid ${tokens.colors.divider};
`;

const Control = styled.div`
  margin-inline-start: auto;
`;

const Name = styled.div`
  flex: 1 1 8rem;
  min-width: 0;

  a {
    font-size: ${tokens.fontSizes.md};
    font-weight: 600;
    color: ${tokens.colors.text};
  }
  p {
    margin: ${tokens.space.xxs} 0 0;
    color: ${tokens.colors.textMuted};
  }
`;

function DeviceRow({ device }: { device: Device }) {
  return (
    <Row data-entity={device.entity.entity_id}>
      <DeviceIcon kind={device.kind} domain={device.entity.entity_id.split('.')[0]} />
      <Name>
        <Link to={devicePath(device)}>{device.name}</Link>
        <p>{stateText(device)}</p>
      </Name>
      <Control>
        <QuickControl device={device} />
      </Control>
    </Row>
  );
}

/** /controls/list: the home's devices by group, each with its main control (spec 2). */
export default function DeviceList() {
  const title = usePageTitle();
  const { snapshot } = useController();
  const groups = groupDevices(snapshot.entities ?? {});
  return (
    <AreaPage>
      <PageHeader title={title} />
      {groups.length === 0 ? (
        <EmptyState
          title="No devices yet"
          message="Your home controller has no lights, fans, thermostats, doors or windows to show."
        />
      ) : (
        groups.map(({ group, devices }) => (
          <Group key={group} aria-labelledby={`group-${group}`}>
            <h2 id={`group-${group}`}>{group}</h2>
            <Rows>
              {devices.map((device) => (
                <DeviceRow key={device.entity.entity_id} device={device} />
              ))}
            </Rows>
          </Group>
        ))
      )}
    </AreaPage>
  );
}
