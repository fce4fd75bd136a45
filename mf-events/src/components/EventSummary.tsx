import { Link } from 'react-router';
import styled from 'styled-components';
import type { PortalEvent } from '../api/eventsApi';
import { spotsText } from '../lib/eventActions';
import { describeEventTime } from '../lib/eventTime';

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  a {
    color: ${({ theme }) => theme.colors.link};
    display: inline-block;
    min-height: ${({ theme }) => theme.targetSize}px;
    padding-block: ${({ theme }) => theme.space.xxs};
  }
`;

const Line = styled.p`
  margin: 0;
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A short fact in a bordered box (text, not colour, carries the meaning). */
export const Tag = styled.span`
  display: inline-block;
  padding: 0.1em 0.6em;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** Where the viewer stands with an event, in words. */
export function standingText(event: PortalEvent): string | null {
  if (event.rsvp?.status === 'Attending') return event.guestRsvp ? 'Going with a guest' : 'Going';
  if (event.rsvp?.status === 'Waitlisted') return 'On the waitlist';
  if (event.invite) return 'Invited';
  return null;
}

/** One event in a list: its name links to the details. */
export function EventSummary({ event, timeZone }: { event: PortalEvent; timeZone: string }) {
  const standing = standingText(event);
  const place =
    event.location ?? (event.virtualEventDestinations.length > 0 ? 'Virtual event' : null);
  return (
    <Item>
      <Name>
        <Link to={`/events/details/${event._id}`}>{event.name}</Link>
      </Name>
      <Line>{describeEventTime(event, timeZone)}</Line>
      {place && <Muted>{place}</Muted>}
      <Marks>
        <Tag>{spotsText(event)}</Tag>
        {event.costsMoney && <Tag>Costs money</Tag>}
        {standing && <Tag>{standing}</Tag>}
      </Marks>
    </Item>
  );
}

export const EventItems = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;
