import { Box, Group, Text } from '@mantine/core';
import type { TalkSpan } from '@/src/domain/recordings/recording-analysis';

const LANE_COLOURS = { rep: 'var(--mantine-color-blue-6)', far: 'var(--mantine-color-orange-6)' } as const;

/**
 * The per-channel talk/silence map (spec 2 section 2): a lane per side, talk shaded, silence
 * empty, the play position drawn across; a click seeks there.
 */
export function TalkMap({
  lanes,
  durationMs,
  positionMs,
  onSeek,
}: {
  lanes: { name: 'rep' | 'far'; label: string; talk: TalkSpan[] }[];
  durationMs: number;
  positionMs: number;
  onSeek: (ms: number) => void;
}) {
  const percent = (ms: number) => `${durationMs > 0 ? Math.min(100, (ms / durationMs) * 100) : 0}%`;
  return (
    <Box>
      {lanes.map((lane) => (
        <Group key={lane.name} gap="xs" wrap="nowrap" mb={4}>
          <Text size="xs" w={70} c="dimmed">
            {lane.label}
          </Text>
          <Box
            data-testid={`talk-${lane.name}`}
            aria-label={lane.label}
            pos="relative"
            h={10}
            style={{ flex: 1, background: 'var(--mantine-color-gray-2)', borderRadius: 3, cursor: 'pointer' }}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              onSeek(Math.round(((event.clientX - box.left) / box.width) * durationMs));
            }}
          >
            {lane.talk.map((span) => (
              <Box
                key={`${span.startMs}-${span.endMs}`}
                data-testid="talk-span"
                data-start-ms={span.startMs}
                data-end-ms={span.endMs}
                pos="absolute"
                top={0}
                h={10}
                style={{ left: percent(span.startMs), width: `calc(${percent(span.endMs)} - ${percent(span.startMs)})`, minWidth: 2, background: LANE_COLOURS[lane.name], borderRadius: 2 }}
              />
            ))}
            <Box pos="absolute" top={-2} h={14} w={2} style={{ left: percent(positionMs), background: 'var(--mantine-color-dark-6)' }} />
          </Box>
        </Group>
      ))}
    </Box>
  );
}
