import { AreaPage, ButtonLink, EmptyState, PageHeader, tokens, usePageTitle } from '@portal/shared';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { DetailControls } from '../components/DeviceControls';
import { DeviceIcon } from '../components/DeviceIcon';
import { useController } from '../controller/ControllerContext';
import { deviceAt, stateText } from '../lib/devices';

const State = styled.p`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.lg};
  margin: 0 0 ${tokens.space.lg};
`;

/** /controls/{type}/{id}: one device and everything it can do. */
export default function DeviceDetails() {
  const { type = '', id = '' } = useParams();
  const { snapshot } = useController();
  const device = deviceAt(snapshot.entities ?? {}, type, id);
  const title = usePageTitle(device?.name);
  if (!device)
    return (
      <AreaPage>
        <PageHeader title={title} />
        <EmptyState
          title="This device is not in your home"
          message="It may have been removed from your home controller."
          action={<ButtonLink to="/controls/list">See all devices</ButtonLink>}
        />
      </AreaPage>
    );
  return (
    <AreaPage>
      <PageHeader title={title} />
      <State role="status">
        <DeviceIcon kind={device.kind} domain={device.entity.entity_id.split('.')[0]} />
        {stateText(device)}
      </State>
      <DetailControls device={device} />
    </AreaPage>
  );
}
