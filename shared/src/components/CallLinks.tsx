import { videoCallAllowed } from '@portal/contracts';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { linkTo } from '../area/portalAreas';
import { selectRole, selectSettings } from '../store/selectors';
import { tokens } from '../theme/tokens';
import { ButtonLink } from '../ui/ButtonLink';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

export interface CallLinksProps {
  /** The person to call. */
  id: string;
  name: string;
  /** Their role or user type, when the screen knows it (video with a resident may be off). */
  role?: string;
}

/**
 * "Video call" and "Voice call" for a person, when the calls area is there for the viewer;
 * video only where the community allows it for the two people (spec 3 residentVideoCalling).
 */
export function CallLinks({ id, name, role }: CallLinksProps) {
  const viewer = useSelector(selectRole);
  const settings = useSelector(selectSettings);
  const voice = linkTo('calls.voiceCall', { id });
  const video = linkTo('calls.videoCall', { id });
  // Staff take no calls (the chat roles only, as the server rules).
  if (!voice || role === 'Staff') return null;
  const withVideo =
    video && videoCallAllowed(settings?.residentVideoCalling ?? false, [viewer, role]);
  return (
    <Row>
      {withVideo && (
        <ButtonLink to={video} state={{ name }} aria-label={`Video call ${name}`}>
          Video call
        </ButtonLink>
      )}
      <ButtonLink
        to={voice}
        state={{ name }}
        $variant={withVideo ? 'secondary' : 'primary'}
        aria-label={`Voice call ${name}`}
      >
        Voice call
      </ButtonLink>
    </Row>
  );
}
