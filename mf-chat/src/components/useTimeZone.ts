import { selectCommunity } from '@portal/shared';
import { useSelector } from 'react-redux';

/** Times in the chat read in the community's time zone, like the rest of the portal. */
export function useTimeZone(): string {
  const community = useSelector(selectCommunity);
  return community?.timezone.name ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
