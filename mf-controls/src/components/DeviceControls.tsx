import {
  Button,
  DIMMER_STEP,
  FAN_SPEEDS,
  fanSpeedLabel,
  HVAC_MODES,
  MAGIC_PRESET,
  RadioGroup,
  SET_POINT,
  Switch,
  THERMOSTAT_MODES,
  type ThermostatMode,
  thermostatMode,
  tokens,
  VisuallyHidden,
} from '@portal/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useDeviceCommand } from '../controller/useDeviceCommand';
import { coverPosition, type Device, dimmerLevel, number } from '../lib/devices';
import { ConfirmDialog } from './ConfirmDialog';
import { Stepper } from './Stepper';

type Command = ReturnType<typeof useDeviceCommand>;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.lg};
`;

function OnOff({
  device,
  command,
  showLabel,
}: {
  device: Device;
  command: Command;
  showLabel?: boolean;
}) {
  const on = device.entity.state === 'on';
  return (
    <Switch
      label={showLabel ? 'Power' : <VisuallyHidden>{device.name}</VisuallyHidden>}
      checked={on}
      disabled={!command.ready}
      aria-busy={command.pending}
      onChange={() =>
        void command.send(`${device.entity.entity_id.split('.')[0]}.${on ? 'turn_off' : 'turn_on'}`)
      }
    />
  );
}

const FAN_PERCENTAGES = FAN_SPEEDS.map((speed) => speed.percentage);

function FanStepper({ device, command }: { device: Device; command: Command }) {
  const percentage = device.entity.state === 'on' ? number(device.entity.attributes.percentage) : 0;
  const index = FAN_PERCENTAGES.indexOf(
    FAN_SPEEDS.find((speed) => speed.label === fanSpeedLabel(percentage))?.percentage ?? 0,
  );
  return (
    <Stepper
      label={`${device.name} speed`}
      value={index}
      min={0}
      max={FAN_SPEEDS.length - 1}
      step={1}
      format={(value) => FAN_SPEEDS[value].label}
      decreaseLabel={`Slower: ${device.name}`}
      increaseLabel={`Faster: ${device.name}`}
      disabled={!command.ready}
      busy={command.pending}
      onChange={(value) =>
        void command.send('fan.set_percentage', { percentage: FAN_PERCENTAGES[value] })
      }
    />
  );
}

function SetPointStepper({ device, command }: { device: Device; command: Command }) {
  const off = thermostatMode(device.entity) === 'Off';
  return (
    <Stepper
      label={`${device.name} set point`}
      value={number(device.entity.attributes.temperature)}
      min={SET_POINT.min}
      max={SET_POINT.max}
      step={SET_POINT.step}
      format={(value) => `${value}°`}
      decreaseLabel={`Cooler: ${device.name}`}
      increaseLabel={`Warmer: ${device.name}`}
      disabled={!command.ready || off}
      busy={command.pending}
      onChange={(value) => void command.send('climate.set_temperature', { temperature: value })}
    />
  );
}

/** Locks and barriers ask first: they open a real door. */
function ConfirmedToggle({ device, command }: { device: Device; command: Command }) {
  const [asking, setAsking] = useState(false);
  const isLock = device.kind === 'lock';
  const engaged = isLock ? device.entity.state === 'locked' : device.entity.state === 'closed';
  const verb = isLock ? (engaged ? 'Unlock' : 'Lock') : engaged ? 'Open' : 'Close';
  const service = isLock
    ? engaged
      ? 'lock.unlock'
      : 'lock.lock'
    : engaged
      ? 'cover.open_cover'
      : 'cover.close_cover';
  return (
    <>
      <Button
        variant="secondary"
        size="large"
        disabled={!command.ready}
        busy={command.pending}
        aria-label={`${verb} ${device.name}`}
        onClick={() => setAsking(true)}
      >
        {verb}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`${verb} the ${device.name}?`}
        confirmLabel={verb}
        busy={command.pending}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await command.send(service);
          setAsking(false);
        }}
      />
    </>
  );
}

function WindowToggle({ device, command }: { device: Device; command: Command }) {
  const open = device.entity.state === 'open';
  const verb = open ? 'Close' : 'Open';
  return (
    <Button
      variant="secondary"
      size="large"
      disabled={!command.ready}
      busy={command.pending}
      aria-label={`${verb} ${device.name}`}
      onClick={() => void command.send(open ? 'cover.close_cover' : 'cover.open_cover')}
    >
      {verb}
    </Button>
  );
}

/** The one control a row of the device list has (spec 2's rows). */
export function QuickControl({ device }: { device: Device }) {
  const command = useDeviceCommand(device);
  switch (device.kind) {
    case 'dimmer':
    case 'switch':
      return <OnOff device={device} command={command} />;
    case 'fan':
      return <FanStepper device={device} command={command} />;
    case 'thermostat':
      return <SetPointStepper device={device} command={command} />;
    case 'lock':
    case 'barrier':
      return <ConfirmedToggle device={device} command={command} />;
    case 'window':
      return <WindowToggle device={device} command={command} />;
  }
}

/** A level from 0 to 100% in steps of 10, for a dimmer or a window. */
function PercentStepper({
  command,
  ...stepper
}: {
  label: string;
  value: number;
  decreaseLabel: string;
  increaseLabel: string;
  command: Command;
  onChange: (value: number) => void;
}) {
  return (
    <Stepper
      {...stepper}
      min={0}
      max={100}
      step={DIMMER_STEP}
      format={(value) => `${value}%`}
      disabled={!command.ready}
      busy={command.pending}
    />
  );
}

const MODE_OPTIONS = THERMOSTAT_MODES.map((mode) => ({ label: mode, value: mode }));

function modeCommand(mode: ThermostatMode): [string, object] {
  if (mode === 'Magic') return ['climate.set_preset_mode', { preset_mode: MAGIC_PRESET }];
  const hvacMode = HVAC_MODES[['Heat', 'Cool', 'Auto', 'Off'].indexOf(mode)];
  return ['climate.set_hvac_mode', { hvac_mode: hvacMode }];
}

/** Everything a device can do, on its details page. */
export function DetailControls({ device }: { device: Device }) {
  const command = useDeviceCommand(device);
  switch (device.kind) {
    case 'switch':
      return <OnOff device={device} command={command} showLabel />;
    case 'dimmer':
      return (
        <Stack>
          <OnOff device={device} command={command} showLabel />
          <PercentStepper
            label="Brightness"
            value={dimmerLevel(device.entity)}
            decreaseLabel="Dimmer"
            increaseLabel="Brighter"
            command={command}
            onChange={(value) =>
              void command.send(
                value === 0 ? 'light.turn_off' : 'light.turn_on',
                value === 0 ? {} : { brightness_pct: value },
              )
            }
          />
        </Stack>
      );
    case 'fan':
      return (
        <RadioGroup
          legend="Speed"
          value={
            device.entity.state === 'on'
              ? fanSpeedLabel(number(device.entity.attributes.percentage))
              : 'Off'
          }
          options={FAN_SPEEDS.map((speed) => ({ label: speed.label, value: speed.label }))}
          onChange={(label) =>
            void command.send('fan.set_percentage', {
              percentage: FAN_SPEEDS.find((speed) => speed.label === label)?.percentage ?? 0,
            })
          }
        />
      );
    case 'thermostat':
      return (
        <Stack>
          <RadioGroup
            legend="Mode"
            value={thermostatMode(device.entity)}
            options={MODE_OPTIONS}
            onChange={(mode) => void command.send(...modeCommand(mode))}
          />
          <div>
            <p>Set point</p>
            <SetPointStepper device={device} command={command} />
          </div>
        </Stack>
      );
    case 'lock':
    case 'barrier':
      return <ConfirmedToggle device={device} command={command} />;
    case 'window':
      return (
        <Stack>
          <WindowToggle device={device} command={command} />
          <PercentStepper
            label="Opening"
            value={coverPosition(device.entity)}
            decreaseLabel="Close a little"
            increaseLabel="Open a little"
            command={command}
            onChange={(value) => void command.send('cover.set_cover_position', { position: value })}
          />
        </Stack>
      );
  }
}
