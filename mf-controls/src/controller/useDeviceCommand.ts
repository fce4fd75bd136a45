import { alertShown, fill, strings } from '@portal/shared';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { Device } from '../lib/devices';
import { useController } from './ControllerContext';
import { controllerError } from './homeController';

/**
 * Sends a device its commands. Screens show only what the controller confirmed, so a command
 * that fails leaves the control as it was; the person is told why, in the controller's words
 * (spec 8), except when the connection itself went away (the controls info says so then).
 */
export function useDeviceCommand(device: Device | null) {
  const { controller, snapshot } = useController();
  const dispatch = useDispatch();
  const [pending, setPending] = useState(false);

  const send = useCallback(
    async (service: string, data?: object): Promise<boolean> => {
      if (!device) return false;
      setPending(true);
      try {
        await controller.callService(device.entity.entity_id, service, data);
        return true;
      } catch (error) {
        const { message, connectionLost } = controllerError(error);
        if (!connectionLost)
          dispatch(
            alertShown(message || fill(strings.deviceCommandFailed, { device: device.name }), {
              kind: 'error',
            }),
          );
        return false;
      } finally {
        setPending(false);
      }
    },
    [controller, device, dispatch],
  );

  return { send, pending, ready: snapshot.status === 'ready' };
}
