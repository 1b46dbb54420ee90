import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Heading, Input, Link, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { followUpPath } from './follow-up-links';

interface SuccessPanelProps {
  id: number;
  /** The event was saved but its photo was not (SPEC §8: a partial failure is said so). */
  attachmentFailed: boolean;
  titleAs: 'h1' | 'h2';
  /**
   * The anonymous reporter's secret follow-up token (issue 34): the panel shows the full link to
   * keep, with a copy button (this browser keeps it too). Staff get none: they open the event.
   */
  followUpToken?: string | null;
  onReportAnother: () => void;
}

/** Replaces the form once an event is created: its number, and a way to report another. */
export function SuccessPanel({ id, attachmentFailed, titleAs, followUpToken = null, onReportAnother }: SuccessPanelProps) {
  const { t } = useTranslation('eventForm');
  // Focus moves to the message so a screen reader announces it (the form it replaces is gone).
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [id]);
  const [copied, setCopied] = useState<boolean | null>(null);
  const path = followUpToken ? followUpPath(id, followUpToken) : null;
  const link = path && typeof window !== 'undefined' ? `${window.location.origin}${path}` : path;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '');
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (an old browser, no permission): the text stays selectable
    }
  };

  return (
    <Stack gap="4" maxW="2xl">
      <Box role="status" borderWidth="1px" borderColor="border.success" bg="bg.success" borderRadius="l3" p={{ base: '4', md: '6' }}>
        <Heading as={titleAs} size="md" ref={headingRef} tabIndex={-1} mb="2">
          {t('created.message')}
        </Heading>
        <Text fontWeight="semibold">{t('created.number', { id })}</Text>
      </Box>
      {link && (
        <Box as="section" aria-labelledby="follow-up-link-title" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
          <Stack gap="2">
            <Heading as={titleAs === 'h1' ? 'h2' : 'h3'} size="sm" id="follow-up-link-title">
              {t('created.keepLink')}
            </Heading>
            <Text fontSize="sm">{t('created.keepLinkText')}</Text>
            <Input readOnly value={link} aria-label={t('created.linkLabel')} onFocus={(e) => e.currentTarget.select()} />
            <Stack direction="row" gap="3" align="center">
              <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
                {t('created.copy')}
              </Button>
              <Text fontSize="sm" role="status">
                {copied === true ? t('created.copied') : copied === false ? t('created.copyFailed') : ''}
              </Text>
            </Stack>
          </Stack>
        </Box>
      )}
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
        {path && (
          // A plain anchor: mf-public's own page has no router; inside the shell it is a full load.
          <Link href={path} textDecoration="underline">
            {t('created.followUp')}
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
