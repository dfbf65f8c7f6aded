import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { KEYPAD_ENTRIES_ON_CARD, type KeypadEntry } from '@fleet/domain';
import { PanelSection } from '../../../../components/panel-section';
import { formatInTimeZone } from '../../../../lib/company-days';
import { useKeypadEntries } from '../../api/get-keypad-entries';
import { cardTabPath } from '../../model/card-tabs';

/** spec 1 §2 "Recent access": the last 2 keypad entries and 'View all access' (the log tab). */
export function RecentAccessSection({ apiPath, timeZone }: { apiPath: string; timeZone: string }) {
  const entries = useKeypadEntries(apiPath, KEYPAD_ENTRIES_ON_CARD);
  const location = useLocation();
  return (
    <PanelSection
      title="Recent access"
      query={entries}
      errorText="Recent access could not be loaded."
    >
      {(list) => (
        <Stack gap={6}>
          {list.length === 0 ? (
            <Text size="sm" c="dimmed">
              No keypad entries yet
            </Text>
          ) : (
            list.map((entry) => (
              <KeypadEntryLine
                key={entry.asset_keypad_entry_id}
                entry={entry}
                timeZone={timeZone}
              />
            ))
          )}
          <Anchor
            component={Link}
            to={{ pathname: cardTabPath(location.pathname, 'access'), search: location.search }}
            size="xs"
          >
            View all access
          </Anchor>
        </Stack>
      )}
    </PanelSection>
  );
}

/** A code's name (or 'Unknown code'), local or remote, and when, in the company's time. */
export function KeypadEntryLine({ entry, timeZone }: { entry: KeypadEntry; timeZone: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="keypad-entry">
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconKey size={14} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500} truncate>
          {keypadCodeName(entry)}
        </Text>
        <LocalBadge entry={entry} />
      </Group>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatInTimeZone(entry.keypad_timestamp, timeZone)}
      </Text>
    </Group>
  );
}

export function keypadCodeName(entry: KeypadEntry): string {
  return entry.company_keypad_code?.name ?? 'Unknown code';
}

/** 'Local': the keypad knew the code; 'Remote': it asked the server. */
export function LocalBadge({ entry }: { entry: KeypadEntry }) {
  const isLocal = entry.keypad_code_assignment.is_local_code;
  return (
    <Badge size="xs" variant="light" color={isLocal ? 'gray' : 'blue'} tt="none">
      {isLocal ? 'Local' : 'Remote'}
    </Badge>
  );
}
