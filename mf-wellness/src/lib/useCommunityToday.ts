import { localDay, selectCommunity, type User } from '@portal/shared';
import { useSelector } from 'react-redux';

/** The last answer: every wellness render asks, and working out a zone's day is not free. */
let last: { zone: string; minute: number; day: string } | undefined;

/** Today in the community's time zone: wellness days are the community's calendar days. */
export function communityToday(community: Pick<User['community'], 'timezone'> | undefined): string {
  const zone = community?.timezone.name ?? 'UTC';
  const minute = Math.floor(Date.now() / 60_000);
  if (last?.zone !== zone || last.minute !== minute) {
    last = { zone, minute, day: localDay(new Date(minute * 60_000), zone) };
  }
  return last.day;
}

/** `communityToday` for the signed-in person's community, as of this render. */
export function useCommunityToday(): string {
  return communityToday(useSelector(selectCommunity));
}
