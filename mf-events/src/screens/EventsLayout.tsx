import type { PortalStore } from '@portal/shared';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { Outlet } from 'react-router';
import { startReminderScheduler } from '../reminders/reminderScheduler';

/**
 * Wraps every events screen. The first time the area shows, it starts the event reminders
 * (spec 4), which then keep running while the portal is open.
 */
export function EventsLayout() {
  const store = useStore() as PortalStore;
  useEffect(() => {
    startReminderScheduler(store);
  }, [store]);
  return <Outlet />;
}
