import type { LinkProps } from '@portal/shared';
import { Link } from 'react-router';

/** Kit links (ListRow, ...) navigate inside the app instead of loading a new page. */
export function RouterLink({ href, ref, ...rest }: LinkProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
