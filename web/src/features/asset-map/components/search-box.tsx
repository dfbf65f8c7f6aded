import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconHelpCircle, IconSearch, IconX } from '@tabler/icons-react';
import { parseMapSearch } from '@fleet/domain';
import { DeferredPopover } from '../../../components/deferred-floating';

/** spec 2 §9: fleet searches are debounced by 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

const EXAMPLES: [string, string][] = [
  ['engine on', 'Engines running now'],
  ['driving, idling, hauled', 'What an asset is doing'],
  ['hours > 500', 'Engine hours; also miles, speed, fuel, deflevel, regen'],
  ['-locked, not hauled', 'Leave out what matches'],
  ['"cat 320"', 'An exact phrase in name, make, model, VIN, serial or driver'],
  ['"jefferson city"', 'Assets in a town, or in a geofence by its name'],
];

/**
 * The map search box (spec 2 §7): what was understood shows as chips as you type, what was
 * not as a hint below; the list and the map follow once typing pauses.
 */
export function SearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback((next: string) => {
    setCommitted(next);
    onChange(next);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (back button, a link): show that search instead.
  if (value !== committed) {
    commit.cancel();
    setCommitted(value);
    setText(value);
  }

  const parsed = useMemo(() => parseMapSearch(text), [text]);

  const change = (next: string) => {
    setText(next);
    commit(next);
  };
  const clear = () => {
    commit.cancel();
    setText('');
    setCommitted('');
    onChange('');
  };

  return (
    <Stack gap={6}>
      <TextInput
        aria-label="Search assets"
        placeholder='Search assets, or try "engine on"'
        leftSection={<IconSearch size={16} />}
        rightSectionWidth={text ? 56 : 32}
        rightSection={
          <Group gap={0} wrap="nowrap">
            {text && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Clear search"
                onClick={clear}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
            <SearchHelp />
          </Group>
        }
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush();
          if (event.key === 'Escape' && text) clear();
        }}
      />
      {parsed.chips.length > 0 && (
        <Group gap={4} aria-label="Search terms">
          {parsed.chips.map((chip, index) => (
            <Badge
              key={`${index}-${chip}`}
              size="md"
              radius="xl"
              variant="light"
              tt="none"
              fw={500}
            >
              {chip}
            </Badge>
          ))}
        </Group>
      )}
      {parsed.problems.map((problem) => (
        <Text key={problem} size="xs" c="red.7" role="alert">
          {problem}
        </Text>
      ))}
    </Stack>
  );
}

function SearchHelp() {
  return (
    <DeferredPopover
      width={300}
      position="bottom-end"
      shadow="md"
      withArrow
      target={
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Search help">
          <IconHelpCircle size={16} />
        </ActionIcon>
      }
    >
      <Text size="sm" fw={600} mb={6}>
        Search terms
      </Text>
      <Stack gap={6}>
        {EXAMPLES.map(([example, meaning]) => (
          <div key={example}>
            <Code>{example}</Code>
            <Text size="xs" c="dimmed">
              {meaning}
            </Text>
          </div>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt={8}>
        Terms combine: every one must match.
      </Text>
    </DeferredPopover>
  );
}
