// "Mis reportes" (issue 37): the reports this browser sent (or opened with their link), each a link
// to its follow-up page, so the reporter never types a number again; "Olvidar" (after a confirmation)
// takes one off this browser's list, never off the server.
import { useRef, useState } from 'react';
import { Button, HStack, Heading, Link, Stack, Text } from '@vigia/design-system';
import { followUpPath, forgetFollowUpLink, keptFollowUpLinks, type KeptFollowUpLink } from '@vigia/event-form/follow-up-links';
import { formatDateTime, useTranslation } from '@vigia/i18n';

export function MyReports() {
  const { t } = useTranslation('followUp');
  const [kept, setKept] = useState(keptFollowUpLinks);
  const [asking, setAsking] = useState<number | null>(null);
  const [forgotten, setForgotten] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (kept.length === 0 && forgotten === null) return null;

  const forget = (id: number) => {
    forgetFollowUpLink(id);
    setKept(keptFollowUpLinks());
    setAsking(null);
    setForgotten(id);
    // The row (and its buttons) is gone: focus goes back to the list's heading.
    headingRef.current?.focus();
  };

  return (
    <Stack as="section" aria-labelledby="follow-up-kept" gap="2">
      <Heading as="h2" size="md" id="follow-up-kept" ref={headingRef} tabIndex={-1}>
        {t('kept.title')}
      </Heading>
      {kept.length > 0 && <Text color="fg.muted">{t('kept.intro')}</Text>}
      <Text role="status" fontSize="sm">
        {forgotten !== null ? t('kept.forgotten', { id: forgotten }) : ''}
      </Text>
      {kept.length > 0 && (
        <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
          {kept.map((report) => (
            <MyReport
              key={report.id}
              report={report}
              asking={asking === report.id}
              onAsk={() => setAsking(report.id)}
              onCancel={() => setAsking(null)}
              onForget={() => forget(report.id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface MyReportProps {
  report: KeptFollowUpLink;
  asking: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onForget: () => void;
}

function MyReport({ report, asking, onAsk, onCancel, onForget }: MyReportProps) {
  const { t, i18n } = useTranslation('followUp');
  const details = [
    report.category,
    report.dateEvent ? t('kept.happened', { date: formatDateTime(report.dateEvent, i18n.language) }) : undefined,
  ].filter(Boolean);
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Stack gap="0">
          {/* A plain anchor: the state is in the URL, and mf-public's page has no router. */}
          <Link href={followUpPath(report.id, report.token)} textDecoration="underline" fontWeight="semibold">
            {t('kept.item', { id: report.id })}
          </Link>
          {details.length > 0 && <Text fontSize="sm">{details.join(' · ')}</Text>}
        </Stack>
        {!asking && (
          <Button type="button" size="sm" variant="ghost" onClick={onAsk} aria-label={t('kept.forgetLabel', { id: report.id })}>
            {t('kept.forget')}
          </Button>
        )}
      </HStack>
      {asking && (
        <Stack gap="2" role="group" aria-label={t('kept.forgetLabel', { id: report.id })}>
          <Text fontSize="sm">{t('kept.confirm', { id: report.id })}</Text>
          <HStack gap="2">
            <Button type="button" size="sm" colorPalette="red" onClick={onForget}>
              {t('kept.confirmYes')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onCancel} autoFocus>
              {t('kept.cancel')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
