import { MAX_DEVICES_PER_VISITOR } from "./device-cookie";

/** A device cookie the server still honours: its id and when its 180 days end. */
export type DeviceEntry = { id: string; expiresAt: number };

/**
 * The device cookies a visitor's list keeps and honours (docs/decisions/018), as pure rules over
 * the list the visitor's VisitorSessions object stores.
 */

/** Whether the device cookie with this id is on the list and its time has not run out. */
export function honoursDevice(devices: readonly DeviceEntry[], id: string, now: number): boolean {
  return devices.some((d) => d.id === id && d.expiresAt > now);
}

/** Whether any device cookie on the list is still honoured. */
export function hasLiveDevice(devices: readonly DeviceEntry[], now: number): boolean {
  return devices.some((d) => d.expiresAt > now);
}

/**
 * The list after a successful login gave `device`, in place of the one the browser showed
 * (`replacing`): the newest MAX_DEVICES_PER_VISITOR that are still live. After a password reset was
 * asked for, the login ends every cookie given before it: the visitor has proved the password.
 */
export function devicesAfterLogin(
  devices: readonly DeviceEntry[],
  device: DeviceEntry,
  now: number,
  replacing: string | undefined,
  resetAsked: boolean,
): DeviceEntry[] {
  const kept = resetAsked ? [] : devices.filter((d) => d.expiresAt > now && d.id !== replacing);
  return [...kept, device].slice(-MAX_DEVICES_PER_VISITOR);
}
