// "Registro de accesos" (issue 40, ADMIN): every read of a reporter's unmasked data, newest first:
// who, when, which events, which fields, why. Filters and page live in the URL (?tab=access-log).
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accessLogQueryKeys, accessLogQueryOptions, loadStateOf, useQuery, useQueryClient } from '@vigia/api-client/query';
import { DEFAULT_PAGE_SIZE, MAX_TICKET_ID, type PersonalDataAccessEntry } from '@vigia/domain';
import { Badge, Button, Card, Field, HStack, Input, SimpleGrid, Stack, Text } from '@vigia/design-system';
import { PagedList, ResponsiveList } from '@vigia/design-system/controls';
import { formatDateTime, pagedListLabels, useTranslation } from '@vigia/i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');
/** A day typed in the user's clock as an instant: its start (`next`: the start of the day after). */
function dayStart(value: string, next = false): string | undefined {
  if (!value) return undefined;
  const d = new Date(`${value}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  if (next) d.setDate(d.getDate() + 1);
  return d.toISOString();
}
const eventNumber = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_TICKET_ID ? n : undefined;
};

export function AccessLogSection() {
  const { t, i18n } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const ticketId = eventNumber(params.get('ticket'));
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const [draft, setDraft] = useState({ ticket: ticketId ? String(ticketId) : '', from, to });
  const queryClient = useQueryClient();
  const state = loadStateOf(
    useQuery(accessLogQueryOptions({ ticketId, from: dayStart(from), to: dayStart(to, true), page, size: DEFAULT_PAGE_SIZE })),
  );

  const go = (values: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(values)) {
      if (value) next.set(key, String(value));
      else next.delete(key);
    }
    setParams(next);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { ticket: eventNumber(draft.ticket) ?? '', from: draft.from, to: draft.to, page: 0 };
    // After the submit event: a router transition inside it makes React 19 treat the form as an action form.
    queueMicrotask(() => go(next));
  };
  const clear = () => {
    setDraft({ ticket: '', from: '', to: '' });
    go({ ticket: '', from: '', to: '', page: 0 });
  };

  const when = (r: PersonalDataAccessEntry) => formatDateTime(r.at, i18n.language);
  const who = (r: PersonalDataAccessEntry) => `${r.userName} (${t(`accessLog.roles.${r.userRole}`, { defaultValue: r.userRole })})`;
  const events = (r: PersonalDataAccessEntry) =>
    r.ticketIds.length === 1
      ? `N° ${r.ticketIds[0]}`
      : t('accessLog.manyEvents', { count: r.ticketIds.length, first: r.ticketIds.slice(0, 3).join(', ') });
  const fields = (r: PersonalDataAccessEntry) => r.fields.map((f) => t(`accessLog.fields.${f}`)).join(', ');
  const why = (r: PersonalDataAccessEntry) =>
    r.reason ? (
      <Text as="span">{r.reason}</Text>
    ) : (
      <HStack gap="2" wrap="wrap">
        <Badge>{t('accessLog.automatic')}</Badge>
        <Text as="span" fontFamily="mono" fontSize="sm">
          {r.route}
        </Text>
      </HStack>
    );

  return (
    <Stack gap="4">
      <Text>{t('accessLog.intro')}</Text>
      <form onSubmit={apply} role="search" aria-label={t('accessLog.filters')} noValidate>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>{t('accessLog.ticket')}</Field.Label>
              <Input
                inputMode="numeric"
                value={draft.ticket}
                onChange={(e) => setDraft({ ...draft, ticket: e.target.value.replace(/\D/g, '') })}
                maxLength={10}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('accessLog.from')}</Field.Label>
              <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('accessLog.to')}</Field.Label>
              <Input
                type="date"
                value={draft.to}
                min={draft.from || undefined}
                onChange={(e) => setDraft({ ...draft, to: e.target.value })}
              />
            </Field.Root>
          </SimpleGrid>
          <HStack gap="2" wrap="wrap">
            <Button type="submit">{t('accessLog.apply')}</Button>
            {(ticketId || from || to) && (
              <Button type="button" variant="outline" onClick={clear}>
                {t('accessLog.clear')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
      <PagedList
        state={state}
        page={page}
        size={DEFAULT_PAGE_SIZE}
        onPageChange={(p) => go({ page: p })}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: accessLogQueryKeys.all })}
        labels={pagedListLabels(t, { error: t('accessLog.loadError'), empty: t('accessLog.empty') })}
      >
        {(rows) => (
          <ResponsiveList
            label={t('accessLog.table')}
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { header: t('accessLog.columns.at'), cell: when, nowrap: true },
              { header: t('accessLog.columns.who'), cell: who },
              { header: t('accessLog.columns.events'), cell: events },
              { header: t('accessLog.columns.fields'), cell: fields },
              { header: t('accessLog.columns.why'), cell: why },
            ]}
            card={(r) => (
              <Card.Body>
                <Stack gap="1">
                  <Text fontSize="sm" color="fg.muted">
                    {when(r)}
                  </Text>
                  <Text fontWeight="semibold">{who(r)}</Text>
                  <Text>{events(r)}</Text>
                  <Text fontSize="sm">{fields(r)}</Text>
                  {why(r)}
                </Stack>
              </Card.Body>
            )}
          />
        )}
      </PagedList>
    </Stack>
  );
}
