import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { JOBSITE_MESSAGES, parseCoordinates, type AddressCandidate } from '@fleet/domain';
import { searchAddresses, type SearchMethod } from '../lib/address-search';
import type { Pin } from '../lib/map/pin-layer';

interface AddressSearchProps {
  method: SearchMethod;
  onAddress: (candidate: AddressCandidate) => void;
  onCoordinates: (pin: Pin) => void;
  /** The search field's label; by default it says which method it searches by. */
  label?: string;
}

/**
 * spec 1 §2/§5: search by address (a list of matches to pick) or by typed coordinates. Used by
 * the jobsite flyout and the share modal's fixed place.
 */
export function AddressSearch({ method, onAddress, onCoordinates, label }: AddressSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AddressCandidate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSearching, setSearching] = useState(false);

  async function search() {
    setError(null);
    setResults(null);
    if (method === 'coordinates') {
      const point = parseCoordinates(query);
      if (point) onCoordinates(point);
      else setError(JOBSITE_MESSAGES.coordinatesNotFound);
      return;
    }
    if (query.trim() === '') return;
    setSearching(true);
    try {
      setResults(await searchAddresses(query.trim()));
    } catch {
      setError(JOBSITE_MESSAGES.geocodeFailed);
    } finally {
      setSearching(false);
    }
  }

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label ?? (method === 'address' ? 'Search address' : 'Coordinates')}
          placeholder={method === 'address' ? 'Address, city or ZIP code' : 'Latitude, longitude'}
          value={query}
          error={error}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <Button variant="light" loading={isSearching} onClick={() => void search()}>
          Search
        </Button>
      </Group>
      {results && results.length === 0 && (
        <Text size="sm" c="dimmed">
          No addresses found.
        </Text>
      )}
      {results && results.length > 0 && (
        <Stack gap={2} role="listbox" aria-label="Addresses found">
          {results.map((candidate) => (
            <UnstyledButton
              key={`${candidate.label}|${candidate.latitude}|${candidate.longitude}`}
              role="option"
              aria-selected={false}
              p={6}
              style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
              onClick={() => {
                onAddress(candidate);
                setResults(null);
              }}
            >
              <Text size="sm">{candidate.label}</Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
