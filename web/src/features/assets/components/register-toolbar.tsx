import { useState } from 'react';
import { CloseButton, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ASSET_SEARCH_LIMITS } from '@fleet/domain';
import { useCompanyBranches } from '../../../lib/company-branches';
import { useGroupChoices } from '../../../lib/company-choices';
import {
  REPORTING_FILTERS,
  SERVICE_FILTERS,
  TRACKER_FILTERS,
  TYPE_FILTERS,
  type RegisterUrlState,
} from '../model/register-url';

/** A search waits for a pause in typing: one request per word, not per letter. */
const SEARCH_DEBOUNCE_MS = 300;

const TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  { value: '1', label: 'Vehicles' },
  { value: '2', label: 'Equipment' },
];
const TRACKER_OPTIONS = [
  { value: 'all', label: 'Tracker: any' },
  { value: 'yes', label: 'With a tracker' },
  { value: 'no', label: 'Without a tracker' },
];

const SERVICE_OPTIONS = [
  { value: 'all', label: 'Service: any' },
  { value: 'due', label: 'Service due or overdue' },
  { value: 'overdue', label: 'Service overdue' },
];
const REPORTING_OPTIONS = [
  { value: 'all', label: 'Reporting: any' },
  { value: 'silent', label: 'Not reporting (24 h)' },
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((allowed) => allowed === value);

/** The free-text box, kept in the URL once typing pauses. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The URL may change under the box (Back, a link): the box follows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label="Search assets"
      placeholder="Search name, serial, VIN, make, model"
      leftSection={<IconSearch size={16} />}
      value={text}
      maxLength={ASSET_SEARCH_LIMITS.queryLength}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              search.cancel();
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      w={320}
    />
  );
}

/** The search and filters above the register's table; each change is one URL change. */
export function RegisterToolbar({
  state,
  onChange,
}: {
  state: RegisterUrlState;
  onChange: (changes: Partial<RegisterUrlState>) => void;
}) {
  const branches = useCompanyBranches();
  const groups = useGroupChoices();
  const branchOptions = (branches.data ?? [])
    .map((branch) => ({ value: String(branch.id), label: branch.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <SearchField value={state.q} onSearch={(q) => onChange({ q })} />
      <Select
        aria-label="Asset type"
        data={TYPE_OPTIONS}
        value={state.type}
        allowDeselect={false}
        onChange={(value) => onChange({ type: oneOf(TYPE_FILTERS, value) ?? 'all' })}
        w={150}
      />
      <Select
        aria-label="Tracker"
        data={TRACKER_OPTIONS}
        value={state.tracker}
        allowDeselect={false}
        onChange={(value) => onChange({ tracker: oneOf(TRACKER_FILTERS, value) ?? 'all' })}
        w={180}
      />
      <Select
        aria-label="Branch"
        placeholder="Any branch"
        data={branchOptions}
        value={state.branch || null}
        onChange={(value) => onChange({ branch: value ?? '' })}
        searchable
        clearable
        w={180}
      />
      <Select
        aria-label="Group"
        placeholder="Any group"
        data={groups.data ?? []}
        value={state.group || null}
        onChange={(value) => onChange({ group: value ?? '' })}
        searchable
        clearable
        w={180}
      />
      <Select
        aria-label="Service"
        data={SERVICE_OPTIONS}
        value={state.service}
        allowDeselect={false}
        onChange={(value) => onChange({ service: oneOf(SERVICE_FILTERS, value) ?? 'all' })}
        w={200}
      />
      <Select
        aria-label="Reporting"
        data={REPORTING_OPTIONS}
        value={state.reporting}
        allowDeselect={false}
        onChange={(value) => onChange({ reporting: oneOf(REPORTING_FILTERS, value) ?? 'all' })}
        w={190}
      />
    </>
  );
}
