// One work in the list: its title (the link to it), km, carriageways, lanes, speed, status in words
// and the window under way or the next one.
import { Link as RouterLink } from 'react-router-dom';
import type { Work } from '@vigia/domain';
import { Badge, Card, HStack, Link, Stack, Text } from '@vigia/design-system';
import { useWorkWords } from './use-work-words';

export function WorkItem({ work, to, now }: { work: Work; to: string; now: number }) {
  const words = useWorkWords();
  return (
    <Card.Root as="li">
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack gap="1">
          <HStack justify="space-between" align="start" gap="2" wrap="wrap">
            <Link asChild fontWeight="semibold">
              <RouterLink to={to}>
                #{work.id} {work.title}
              </RouterLink>
            </Link>
            <Badge colorPalette={work.status === 'ACTIVE' ? 'orange' : 'gray'}>{words.status(work)}</Badge>
          </HStack>
          <Text>
            {words.km(work)} · {words.carriageways(work)}
          </Text>
          <Text fontSize="sm">
            {words.lanes(work)} · {words.speed(work)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {words.window(work, now)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
