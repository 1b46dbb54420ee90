// A section of the event page that shows one query: its heading, then the loading state, the
// failure with a retry, or what the section draws (the attachments, the history).
import { useId, type ReactNode } from 'react';
import { ErrorState, Heading, LoadingState, Stack } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

export interface LoadedSectionProps {
  title: string;
  status: 'loading' | 'error' | 'ready';
  errorText: string;
  onRetry: () => void;
  children: ReactNode;
}

export function LoadedSection({ title, status, errorText, onRetry, children }: LoadedSectionProps) {
  const { t } = useTranslation('events');
  const uid = useId();
  return (
    <Stack as="section" gap="4" aria-labelledby={`${uid}-title`}>
      <Heading as="h2" size="lg" id={`${uid}-title`}>
        {title}
      </Heading>
      {status === 'loading' && <LoadingState label={t('common:loading')} />}
      {status === 'error' && <ErrorState message={errorText} retryLabel={t('common:retry')} onRetry={onRetry} />}
      {children}
    </Stack>
  );
}
