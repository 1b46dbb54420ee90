// Reports kept without coverage: listed as "Pendiente de envío" above the form, sent by themselves
// when the connection returns (the `online` event, the next visit of the page, and every half minute
// while the browser believes it is online but the last try found no answer), then shown with their
// event number, or with the server's reason when it refused them.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Heading, HStack, Link, Stack, Text } from '@vigia/design-system';
import { categoriesQueryOptions, useQuery } from '@vigia/api-client/query';
import type { Category } from '@vigia/domain';
import { formatKm, useTranslation } from '@vigia/i18n';
import { enqueueReport, flushQueue, isQueueAvailable, listQueued, type QueuedReport, type SendOutcome } from './offline-queue';
import { followUpPath } from './follow-up-links';
import { OfflineQueueContext, type OfflineQueue } from './offline-queue-context';

const RETRY_MS = 30_000;

interface OfflineReportsProps {
  /** To name each report by its category. */
  categories?: Category[] | undefined;
  children: ReactNode;
}

type Answered = Exclude<SendOutcome, { kind: 'kept' }>;

export function OfflineReports({ categories, children }: OfflineReportsProps) {
  const { t, i18n } = useTranslation('eventForm');
  const [pending, setPending] = useState<QueuedReport[]>([]);
  const [answered, setAnswered] = useState<Answered[]>([]);
  const [sending, setSending] = useState(false);
  const shown = pending.length + answered.length > 0;
  // Without the page's categories (the shell's public route), read them only when a report is shown.
  const given = Boolean(categories?.length);
  const fetched = useQuery({ ...categoriesQueryOptions(), enabled: shown && !given }).data;
  const names = (given ? categories : fetched) ?? [];

  const refresh = useCallback(async () => {
    setPending(await listQueued().catch(() => []));
  }, []);

  const send = useCallback(async () => {
    setSending(true);
    try {
      const outcomes = await flushQueue();
      const done = outcomes.filter((o): o is Answered => o.kind !== 'kept');
      if (done.length) setAnswered((previous) => [...previous, ...done]);
    } catch {
      // IndexedDB failed to read: nothing was sent; the next try reads again.
    } finally {
      setSending(false);
      await refresh();
    }
  }, [refresh]);

  // On every visit: what an earlier visit kept is sent if there is a connection now.
  useEffect(() => {
    if (!isQueueAvailable()) return;
    const whenOnline = () => void send();
    window.addEventListener('online', whenOnline);
    void refresh().then(() => (navigator.onLine ? send() : undefined));
    return () => window.removeEventListener('online', whenOnline);
  }, [refresh, send]);

  // A request that got no answer while the browser says "online" (one bar, a captive portal) gets
  // no `online` event: try again every so often while something waits.
  useEffect(() => {
    if (pending.length === 0) return;
    const timer = window.setInterval(() => navigator.onLine && void send(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending.length, send]);

  const queue = useMemo<OfflineQueue>(
    () => ({
      enqueue: async (report) => {
        await enqueueReport(report);
        await refresh();
      },
    }),
    [refresh],
  );

  const what = (report: QueuedReport) => {
    const category = names.find((c) => c.code === report.payload.category)?.name ?? t('offline.report');
    return t('offline.what', { category, km: formatKm(Number(report.payload.kilometer), i18n.language) });
  };
  const result = (outcome: Answered) => {
    if (outcome.kind === 'refused') return `${what(outcome.report)}. ${outcome.message}`;
    const sent = `${what(outcome.report)}. ${t('created.number', { id: outcome.id })}`;
    return outcome.attachmentFailed ? `${sent}. ${t('offline.photoFailed')}` : sent;
  };
  const dismiss = (outcome: Answered) => setAnswered((previous) => previous.filter((o) => o !== outcome));

  return (
    <OfflineQueueContext.Provider value={queue}>
      <Stack gap="4">
        <Stack gap="3" aria-live="polite">
          {answered.map((outcome) => (
            <Alert.Root key={outcome.report.key} status={outcome.kind === 'sent' ? 'success' : 'error'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{outcome.kind === 'sent' ? t('offline.sent') : t('offline.refused')}</Alert.Title>
                <Alert.Description>{result(outcome)}</Alert.Description>
                {outcome.kind === 'sent' && outcome.followUpToken && (
                  // The link is kept by this browser too (follow-up-links.ts); a plain anchor, as on the success panel.
                  <Link href={followUpPath(outcome.id, outcome.followUpToken)} textDecoration="underline" fontSize="sm">
                    {t('created.followUp')}
                  </Link>
                )}
              </Alert.Content>
              <Button type="button" size="xs" variant="ghost" onClick={() => dismiss(outcome)}>
                {t('offline.dismiss')}
              </Button>
            </Alert.Root>
          ))}
        </Stack>
        {pending.length > 0 && (
          <Box
            as="section"
            aria-labelledby="offline-pending-title"
            borderWidth="1px"
            borderColor="border.warning"
            bg="bg.warning"
            borderRadius="l3"
            p="4"
          >
            <Heading as="h2" size="sm" id="offline-pending-title" mb="2">
              {t('offline.pending')}
            </Heading>
            <Stack as="ul" gap="1" mb="3" ps="5">
              {pending.map((report) => (
                <li key={report.key}>
                  <Text>
                    {report.photos.length ? `${what(report)} · ${t('offline.photos', { count: report.photos.length })}` : what(report)}
                  </Text>
                </li>
              ))}
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm" flex="1" minW="12rem">
                {t('offline.pendingText')}
              </Text>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void send()}
                loading={sending}
                loadingText={t('offline.sending')}
              >
                {t('offline.sendNow')}
              </Button>
            </HStack>
          </Box>
        )}
        {children}
      </Stack>
    </OfflineQueueContext.Provider>
  );
}
