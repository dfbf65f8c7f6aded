import { Accordion, Button, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { IMPORT_MESSAGES } from '@fleet/domain/imports';
import type { IssueGroup } from '../model/review-model';

const AREAS = [
  { area: 'product', title: 'Product' },
  { area: 'resource', title: 'Reporting Designation' },
  { area: 'other', title: 'Other fields (delete the row, or fix the file and upload it again)' },
] as const;

export interface IssuesDrawerProps {
  opened: boolean;
  onClose: () => void;
  groups: IssueGroup[];
  onOpenGroup: (group: IssueGroup) => void;
  cleanCount: number;
  onImport: () => void;
}

/**
 * spec 2 §2 All Issues drawer (415px): the issue groups with the number of assets each has;
 * a product or designation group opens its flyout for all its rows at once.
 */
export function IssuesDrawer({
  opened,
  onClose,
  groups,
  onOpenGroup,
  cleanCount,
  onImport,
}: IssuesDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={415} title="All issues">
      {groups.length === 0 ? (
        <Stack>
          <Text fw={600}>{IMPORT_MESSAGES.ready}</Text>
          <Text c="dimmed">{IMPORT_MESSAGES.noMoreErrors}</Text>
          <Button onClick={onImport} disabled={cleanCount === 0}>
            Import
          </Button>
        </Stack>
      ) : (
        <Accordion multiple defaultValue={['product', 'resource', 'other']}>
          {AREAS.map(({ area, title }) => {
            const ofArea = groups.filter((group) => group.area === area);
            if (ofArea.length === 0) return null;
            return (
              <Accordion.Item key={area} value={area}>
                <Accordion.Control>{title}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap={4}>
                    {ofArea.map((group) => (
                      <UnstyledButton
                        key={group.label}
                        disabled={area === 'other'}
                        onClick={() => onOpenGroup(group)}
                        p={6}
                        style={{ borderRadius: 4 }}
                        data-issue-group={group.label}
                      >
                        <Text fz="sm" fw={500}>
                          {group.label}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {group.rowIds.length} {group.rowIds.length === 1 ? 'asset' : 'assets'}{' '}
                          affected
                        </Text>
                      </UnstyledButton>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Drawer>
  );
}
