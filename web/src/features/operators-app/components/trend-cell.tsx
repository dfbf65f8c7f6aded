import { Group, Text } from '@mantine/core';
import {
  IconMinus,
  IconSparkles,
  IconTrendingDown,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';
import type { DriverScore } from '@fleet/domain';
import { TREND_WORDS, trendSentence, type DriverTrend } from '../model/driver-trend';

/** Fewer events is better: the line goes down. */
const TREND_ICONS: Record<DriverTrend, Icon> = {
  better: IconTrendingDown,
  worse: IconTrendingUp,
  same: IconMinus,
  new: IconSparkles,
};

/** The trend as an icon and its word, the comparison in the title (never colour alone). */
export function TrendCell({ score, days }: { score: DriverScore; days: number }) {
  const word = TREND_WORDS[score.trend];
  const TrendIcon = TREND_ICONS[score.trend];
  const sentence = trendSentence(score, days);
  return (
    <Group gap={4} wrap="nowrap" title={sentence} aria-label={`${word.label}: ${sentence}`}>
      <TrendIcon size={16} color={`var(--mantine-color-${word.color}-7)`} aria-hidden />
      <Text span fz="sm" fw={500} c={`${word.color}.8`}>
        {word.label}
      </Text>
    </Group>
  );
}
