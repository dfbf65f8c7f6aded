import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { deviceLookupQuery, MESSAGES, type DeviceLookup } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';
import { useDeviceLookup } from '../api/lookup-device';
import { useNow } from '../../../lib/hooks/use-now';
import { formatCheckin } from '../model/format';

/** Typing pauses this long before the identifier is looked up. */
const LOOKUP_DELAY_MS = 400;
const count = new Intl.NumberFormat('en-US');
const reports = (n: number) => `${count.format(n)} report${n === 1 ? '' : 's'}`;

/**
 * Under the identifier field: whether the device has reported yet, or is registered already.
 * Identifiers nobody registered are never listed (they may be another company's devices), so
 * this is how a person learns that the tracker they hold is reaching Fleet.
 */
export function DeviceLookupHint({ value }: { value: string }) {
  const [typed] = useDebouncedValue(value, LOOKUP_DELAY_MS);
  const parsed = deviceLookupQuery.shape.device_serial.safeParse(typed);
  const lookup = useDeviceLookup(parsed.success ? parsed.data : undefined);
  const nowMs = useNow(30_000);
  const { company } = useAccess();

  if (!parsed.success || lookup.isError) return null;
  if (lookup.isPending) {
    return (
      <Text size="xs" c="dimmed" role="status">
        Checking the identifier…
      </Text>
    );
  }
  const { tone, text } = describeLookup(lookup.data, nowMs, company.timezone);
  return (
    <Text size="xs" c={tone} role="status" data-state={lookup.data.state}>
      {text}
    </Text>
  );
}

function describeLookup(
  found: DeviceLookup,
  nowMs: number,
  timeZone: string,
): { tone: string; text: string } {
  switch (found.state) {
    case 'reporting':
      return {
        tone: 'teal.8',
        text: `Reporting (last report: ${formatCheckin(found.last_seen_at, nowMs, timeZone)}; ${reports(found.message_count ?? 0)} refused so far). Register it to take its positions.`,
      };
    case 'registered':
      return {
        tone: 'orange.8',
        text:
          found.tracker_id === null
            ? MESSAGES.trackerSerialTaken(found.device_serial)
            : 'Already one of your trackers: find it in the list.',
      };
    case 'not_seen':
      return {
        tone: 'dimmed',
        text: 'No report from this identifier yet. You can register it now; its positions count from its first report.',
      };
  }
}
