import { Box, Group, Text } from '@mantine/core';
import { LOW_USE_SHARE, UTILIZATION_HOURS_PER_DAY, type RentalUtilizationRow } from '@fleet/domain';

const WIDTH = 720;
const HEIGHT = 360;
const PAD = { left: 56, right: 16, top: 16, bottom: 44 };

/** A round axis end above the largest value: 1, 2, 5 × a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

const ticks = (max: number) => [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);

/**
 * Days on rent (x) against engine hours (y), one dot per rental, low-use dots in red below the
 * dashed line of the low-use rule (20% of 8 h per day on rent). Plain SVG: a few hundred dots
 * need no chart library, and the page stays light.
 */
export function UtilizationChart({ rows }: { rows: readonly RentalUtilizationRow[] }) {
  const maxDays = niceMax(Math.max(0, ...rows.map((r) => r.days_on_rent)));
  const ruleHours = LOW_USE_SHARE * UTILIZATION_HOURS_PER_DAY;
  const maxHours = niceMax(Math.max(ruleHours * maxDays * 0.5, ...rows.map((r) => r.engine_hours)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (days: number) => PAD.left + (days / maxDays) * plotW;
  const y = (hours: number) => PAD.top + plotH - (Math.min(hours, maxHours) / maxHours) * plotH;
  const ruleEnd = Math.min(maxDays, maxHours / ruleHours);

  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label="Days on rent against engine hours, per rental"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        {ticks(maxHours).map((h) => (
          <g key={`h${h}`}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(h)} y2={y(h)} stroke="#e9ecef" />
            <text x={PAD.left - 8} y={y(h) + 4} fontSize={11} textAnchor="end" fill="#868e96">
              {Math.round(h * 10) / 10}
            </text>
          </g>
        ))}
        {ticks(maxDays).map((d) => (
          <text
            key={`d${d}`}
            x={x(d)}
            y={HEIGHT - PAD.bottom + 16}
            fontSize={11}
            textAnchor="middle"
            fill="#868e96"
          >
            {Math.round(d * 10) / 10}
          </text>
        ))}
        <text
          x={PAD.left + plotW / 2}
          y={HEIGHT - 6}
          fontSize={12}
          textAnchor="middle"
          fill="#495057"
        >
          Days on rent
        </text>
        <text
          transform={`translate(14 ${PAD.top + plotH / 2}) rotate(-90)`}
          fontSize={12}
          textAnchor="middle"
          fill="#495057"
        >
          Engine hours
        </text>
        <line
          x1={x(0)}
          y1={y(0)}
          x2={x(ruleEnd)}
          y2={y(ruleEnd * ruleHours)}
          stroke="#fa5252"
          strokeDasharray="6 4"
          data-testid="low-use-line"
        />
        {rows.map((row) => (
          <circle
            key={row.rental_id}
            cx={x(row.days_on_rent)}
            cy={y(row.engine_hours)}
            r={6}
            fill={row.low_use ? '#fa5252' : '#228be6'}
            fillOpacity={0.75}
            stroke="#fff"
            data-low-use={row.low_use ? 'true' : 'false'}
          >
            <title>
              {`${row.custom_name ?? `Rental ${row.rental_id}`}: ${row.days_on_rent} days, ${row.engine_hours} h${row.low_use ? ' (low use)' : ''}`}
            </title>
          </circle>
        ))}
      </svg>
      <Group gap="lg" mt={4}>
        <Legend colour="#228be6" label="In use" />
        <Legend
          colour="#fa5252"
          label={`Low use: under ${LOW_USE_SHARE * UTILIZATION_HOURS_PER_DAY} engine hours per day on rent`}
        />
      </Group>
    </Box>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={10} h={10} style={{ borderRadius: 5, background: colour }} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
