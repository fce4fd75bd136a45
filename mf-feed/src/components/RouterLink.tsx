import type { LinkProps } from '@portal/shared';
import { Link } from 'react-router';

/** Lets the kit's links (rows, tabs) navigate inside the app instead of reloading the page. */
export function RouterLink({ href, ref, ...rest }: LinkProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
