import { tokens } from '@portal/shared';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PortalEvent } from '../api/eventsApi';
import { spotsText } from '../lib/eventActions';

const Item = styled.li`
  padding: ${tokens.space.md};
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
`;

const Name = styled.h2`
  margin: 0 0 ${tokens.space.xs};
  font-size: ${tokens.fontSizes.lg};

  a {
    color: ${tokens.colors.link};
    display: inline-block;
    min-height: ${tokens.targetSize}px;
    padding-block: ${tokens.space.xxs};
  }
`;

const Line = styled.p`
  margin: 0;
`;

const Muted = styled.p`
  margin: ${tokens.space.xxs} 0 0;
  color: ${tokens.colors.textMuted};
`;

/** A short fact in a bordered box (text, not colour, carries the meaning). */
export const Tag = styled.span`
  display: inline-block;
  padding: 0.1em 0.6em;
  border: 1px solid ${tokens.colors.textMuted};
  border-radius: ${tokens.radii.md};
  color: ${tokens.colors.text};
  font-size: ${tokens.fontSizes.sm};
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
  margin-top: ${tokens.space.xs};
`;

/** Where the viewer stands with an event, in words. */
export function standingText(event: PortalEvent): string | null {
  if (event.rsvp?.status === 'Attending') return event.guestRsvp ? 'Going with a guest' : 'Going';
  if (event.rsvp?.status === 'Waitlisted') return 'On the waitlist';
  if (event.invite) return 'Invited';
  return null;
}

/**
 * One event in a list: its name links to the details. `time` is when it happens, in words (the
 * list's eventTimeWriter).
 */
export function EventSummary({ event, time }: { event: PortalEvent; time: string }) {
  const standing = standingText(event);
  const place =
    event.location ?? (event.virtualEventDestinations.length > 0 ? 'Virtual event' : null);
  return (
    <Item>
      <Name>
        <Link to={`/events/details/${event._id}`}>{event.name}</Link>
      </Name>
      <Line>{time}</Line>
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
  gap: ${tokens.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;
