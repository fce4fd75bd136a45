import { ALERT_CLEAR_MS, alertCleared, Banner, lookup, selectAlert, tokens } from '@portal/shared';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';

const Slot = styled.div`
  padding: ${tokens.space.xs} ${tokens.space.md} 0;
`;

/** Spec 4, Alerts: normal alerts clear after 5 s; connection alerts stay until dismissed. */
export function AlertBanner() {
  const alert = useSelector(selectAlert);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!alert || alert.persistent) return;
    const timer = setTimeout(() => dispatch(alertCleared(alert.id)), ALERT_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [alert, dispatch]);
  if (!alert) return null;
  return (
    <Slot>
      <Banner severity={alert.kind} onDismiss={() => dispatch(alertCleared(alert.id))}>
        {lookup(alert.text)}
      </Banner>
    </Slot>
  );
}
