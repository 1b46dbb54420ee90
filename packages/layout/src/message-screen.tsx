import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@vigia/design-system';

export interface MessageScreenProps {
  /** A large status code above the title, for the eye only (the title says it). */
  code?: string;
  title: string;
  text: string;
  /** The one way on: a button or a link. */
  children: ReactNode;
}

/** A whole page that only says something (no area, not found) and offers one way on. */
export function MessageScreen({ code, title, text, children }: MessageScreenProps) {
  return (
    <Stack as="main" align="center" justify="center" minH="60dvh" gap="4" p="6" textAlign="center">
      {code && (
        <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden>
          {code}
        </Text>
      )}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {children}
    </Stack>
  );
}
