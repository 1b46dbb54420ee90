import type { CountBy } from '@vigia/domain';
import { Box, Card, Heading, Stack, Text } from '@vigia/design-system';

/**
 * A titled list of counts, each with its share of the total as text and as a bar of that same
 * length (a bar scaled to the largest count would draw 40 % as a full bar).
 */
export function CountList({ title, items, total }: { title: string; items: CountBy[]; total: number }) {
  const share = (count: number) => (total > 0 ? (count / total) * 100 : 0);
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
                      ({Math.round(share(item.count))}%)
                    </Text>
                  )}
                </Text>
              </Box>
              <Box h="2" bg="bg.muted" borderRadius="full" mt="1" aria-hidden>
                <Box h="full" style={{ width: `${share(item.count)}%` }} bg="brand.solid" borderRadius="full" data-testid="share-bar" />
              </Box>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
