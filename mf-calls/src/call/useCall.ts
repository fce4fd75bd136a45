import { useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { type CallCenter, type CallView, callCenterFor } from './callCenter';

/** The page's call center and its state, kept current. */
export function useCall(): [CallView, CallCenter] {
  const center = callCenterFor(useStore());
  const view = useSyncExternalStore(center.subscribe, center.getView);
  return [view, center];
}
