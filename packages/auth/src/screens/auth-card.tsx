import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@vigia/domain';
import { Box, Card, Heading, Stack, Text } from '@vigia/design-system';

/** Centred card shared by the sign-in, register and recover screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** The links under the form, one a line. */
  footer?: ReactNode[];
}) {
  return (
    <Box as="main" id="main-content" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg" px="3" py="8">
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Stack gap="1">
            <Text fontWeight="bold" color="brand.fg">
              {PRODUCT_NAME}
            </Text>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && (
          <Card.Footer>
            <Stack gap="2" w="full" fontSize="sm">
              {footer.map((line, i) => (
                <Text key={i}>{line}</Text>
              ))}
            </Stack>
          </Card.Footer>
        )}
      </Card.Root>
    </Box>
  );
}
