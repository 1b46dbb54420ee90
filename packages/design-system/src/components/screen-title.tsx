import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's h1 with, under it, a muted line of what the screen is for. */
export function ScreenTitle({ title, intro }: { title: ReactNode; intro?: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {intro && <Text color="fg.muted">{intro}</Text>}
    </Stack>
  );
}
