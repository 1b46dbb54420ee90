// The three states every list/page goes through besides "has data".
import {
  Button,
  EmptyStateContent,
  EmptyStateDescription,
  EmptyStateIndicator,
  EmptyStateRoot,
  EmptyStateTitle,
  Flex,
  Spinner,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertIcon, ListIcon } from '../icons/icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** e.g. a "create" button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <EmptyStateRoot>
      <EmptyStateContent>
        <EmptyStateIndicator>{icon ?? <ListIcon boxSize="10" />}</EmptyStateIndicator>
        <VStack textAlign="center" gap="1">
          <EmptyStateTitle>{title}</EmptyStateTitle>
          {description && <EmptyStateDescription>{description}</EmptyStateDescription>}
        </VStack>
        {action}
      </EmptyStateContent>
    </EmptyStateRoot>
  );
}

export interface ErrorStateProps {
  message: ReactNode;
  title?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

/** role=alert so the failure is announced; the retry button keeps the user in place. */
export function ErrorState({ message, title, onRetry, retryLabel = 'Reintentar' }: ErrorStateProps) {
  return (
    <VStack role="alert" gap="3" py="10" px="4" textAlign="center">
      <AlertIcon boxSize="10" color="fg.error" />
      {title && (
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
      )}
      <Text color="fg.muted">{message}</Text>
      {onRetry && (
        <Button onClick={onRetry} variant="outline">
          {retryLabel}
        </Button>
      )}
    </VStack>
  );
}

export interface LoadingStateProps {
  label?: string;
  /** Fill the viewport height of the content area instead of a compact block. */
  fill?: boolean;
}

export function LoadingState({ label = 'Cargando…', fill = false }: LoadingStateProps) {
  return (
    <Flex role="status" aria-live="polite" align="center" justify="center" gap="3" py="10" minH={fill ? '60vh' : undefined}>
      <Spinner color="brand.solid" aria-hidden />
      <Text color="fg.muted">{label}</Text>
    </Flex>
  );
}
