// Full-screen wait shown until the session is initialised (SPEC §2).
import { Flex, Spinner, Text, VStack } from '@chakra-ui/react';
import { Logo } from './logo';

export interface SplashScreenProps {
  /** Text read by screen readers and shown under the spinner. */
  label?: string;
}

export function SplashScreen({ label = 'Cargando…' }: SplashScreenProps) {
  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-busy="true"
      position="fixed"
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      bg="bg"
    >
      <VStack gap="6">
        <Logo size={56} />
        <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
      </VStack>
    </Flex>
  );
}
