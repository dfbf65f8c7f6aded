import { Badge, Group, Tooltip } from '@mantine/core';
import { splitVisible, truncateDesignationLabel, type Resource } from '@fleet/domain';

/** The read-only list of an asset's designations: a few labels and a '+N' badge (spec 2 §9). */
export function DesignationList({ resources, max = 2 }: { resources: Resource[]; max?: number }) {
  if (resources.length === 0) return <span>--</span>;
  const { shown, hidden } = splitVisible(resources, max);
  return (
    <Group gap={4}>
      {shown.map((resource) => (
        <Tooltip key={resource.resource_id} label={resource.path.split('|').join(' / ')}>
          <Badge variant="light" tt="none">
            {truncateDesignationLabel(resource.path)}
          </Badge>
        </Tooltip>
      ))}
      {hidden > 0 && (
        <Tooltip
          label={resources
            .slice(max)
            .map((r) => truncateDesignationLabel(r.path))
            .join(', ')}
        >
          <Badge variant="outline" color="gray">{`+${hidden}`}</Badge>
        </Tooltip>
      )}
    </Group>
  );
}
