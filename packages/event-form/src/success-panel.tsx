import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Heading, Link, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';

interface SuccessPanelProps {
  id: number;
  /** The event was saved but its photo was not (SPEC §8: a partial failure is said so). */
  attachmentFailed: boolean;
  titleAs: 'h1' | 'h2';
  /** The anonymous reporter gets a link to the follow-up page with the number filled in. */
  followUpLink?: boolean;
  onReportAnother: () => void;
}

/** Replaces the form once an event is created: its number, and a way to report another. */
export function SuccessPanel({ id, attachmentFailed, titleAs, followUpLink = false, onReportAnother }: SuccessPanelProps) {
  const { t } = useTranslation('eventForm');
  // Focus moves to the message so a screen reader announces it (the form it replaces is gone).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [id]);

  return (
    <Stack gap="4" maxW="2xl">
      <Box role="status" borderWidth="1px" borderColor="border.success" bg="bg.success" borderRadius="l3" p={{ base: '4', md: '6' }}>
        <Heading as={titleAs} size="md" ref={headingRef} tabIndex={-1} mb="2">
          {t('created.message')}
        </Heading>
        <Text fontWeight="semibold">{t('created.number', { id })}</Text>
      </Box>
      {attachmentFailed && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('errors:attachPartial')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
        <Button type="button" onClick={onReportAnother}>
          {t('created.another')}
        </Button>
        {followUpLink && (
          // A plain anchor: mf-public's own page has no router; inside the shell it is a full load.
          <Link href={`/event/follow-up?id=${id}`} textDecoration="underline">
            {t('created.followUp')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
