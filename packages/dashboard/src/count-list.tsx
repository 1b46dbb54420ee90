import type { CountBy } from '@vigia/domain';
import { Box, Card, Heading, Stack, Text } from '@vigia/design-system';

/** A titled list of counts with proportional bars; the numbers are text, so readers get them too. */
export function CountList({ title, items, total }: { title: string; items: CountBy[]; total: number }) {
  const max = Math.max(1, ...items.map((i) => i.count));
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Box as="li" key={item.code || item.name}>
              <Box display="flex" justifyContent="space-between" gap="2" fontSize="sm">
                <Text>{item.name}</Text>
                <Text fontWeight="semibold">
                  {item.count}
                  {total > 0 && (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' '}
                      ({Math.round((item.count / total) * 100)}%)
                    </Text>
                  )}
                </Text>
              </Box>
              <Box h="2" bg="bg.muted" borderRadius="full" mt="1" aria-hidden>
                <Box h="full" w={`${(item.count / max) * 100}%`} bg="brand.solid" borderRadius="full" />
              </Box>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
