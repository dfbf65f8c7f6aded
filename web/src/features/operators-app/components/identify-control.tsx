import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { operatorName, type DriverRoster } from '@fleet/domain';
import { showErrorToast } from '../../../lib/error-toasts';
import { showSuccessToast } from '../../../lib/toasts';
import { useIdentifyDriver } from '../api/identify-driver';
import { usePostToCameraPage } from '../pages/operators-app-layout';

type Driver = DriverRoster['drivers'][number];

/** Choose who the camera saw, then Identify: every sighting of that face is named. */
export function IdentifyControl(props: {
  pendingOperatorId: number;
  assetName: string;
  drivers: readonly Driver[];
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const identify = useIdentifyDriver();
  const post = usePostToCameraPage();
  const options = props.drivers
    .filter((d) => d.operator.deleted_at === null)
    .map((d) => ({ value: String(d.operator.operator_id), label: operatorName(d.operator) }));
  const submit = () => {
    if (chosen === null) return;
    identify.mutate(
      { pendingOperatorId: props.pendingOperatorId, operatorId: Number(chosen) },
      {
        onSuccess: (driver) => {
          showSuccessToast(`${operatorName(driver)} identified on ${props.assetName}.`);
          // The page around re-reads drivers: the asset's card shows the new driver.
          post({ type: 'drivers-changed' });
        },
        onError: showErrorToast,
      },
    );
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        aria-label={`Who was driving ${props.assetName}`}
        placeholder="Choose a driver"
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        size="xs"
        w={200}
        nothingFoundMessage="No driver by that name"
      />
      <Button size="xs" disabled={chosen === null} loading={identify.isPending} onClick={submit}>
        Identify
      </Button>
    </Group>
  );
}
