import { localDay, selectCommunity, type User } from '@portal/shared';
import { useSelector } from 'react-redux';

/** Today in the community's time zone: wellness days are the community's calendar days. */
export function communityToday(community: Pick<User['community'], 'timezone'> | undefined): string {
  return localDay(new Date(), community?.timezone.name ?? 'UTC');
}

/** `communityToday` for the signed-in person's community, as of this render. */
export function useCommunityToday(): string {
  return communityToday(useSelector(selectCommunity));
}
