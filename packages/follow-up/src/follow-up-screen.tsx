import { Suspense, lazy, useState, type FormEvent } from 'react';
import { isApiError, lookupFollowUp } from '@vigia/api-client';
import type { FollowUpView } from '@vigia/domain';
import { Alert, Badge, Box, Button, Card, FormField, Heading, Input, Stack, Text } from '@vigia/design-system';
import { createValidationMessages, formatAge, formatDateTime, useLookupNames, useNow, useTranslation } from '@vigia/i18n';

// Shown only once an open event is found: its form rules (yup), photo handling and progress bar
// stay out of the public page's first load.
const AddInformation = lazy(() =>
  import(/* webpackChunkName: "follow-up-add-information" */ './add-information').then((m) => ({ default: m.AddInformation })),
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `?id=<n>` of the link in the reporter's e-mails fills in the number (the e-mail is still asked). */
function numberFromLink(): string {
  if (typeof window === 'undefined') return '';
  const id = new URLSearchParams(window.location.search).get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? id : '';
}

/** Public follow-up: the reporter enters the event number and their e-mail (both must match). */
export function FollowUpScreen() {
  const { t, i18n } = useTranslation('followUp');
  const names = useLookupNames();
  const now = useNow();
  const m = createValidationMessages(t);
  const [id, setId] = useState(numberFromLink);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ id?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [view, setView] = useState<FollowUpView | null>(null);
  /** The e-mail the event was found with: what the additions send again, without re-typing. */
  const [foundWith, setFoundWith] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    const number = Number(id.trim());
    if (!id.trim()) next.id = m.required;
    else if (!Number.isInteger(number) || number < 1) next.id = t('numberInvalid');
    if (!email.trim()) next.email = m.required;
    else if (!EMAIL.test(email.trim())) next.email = m.email;
    setErrors(next);
    if (next.id || next.email) return;
    setBusy(true);
    setFailure(null);
    try {
      setView(await lookupFollowUp(number, email.trim()));
      setFoundWith(email.trim());
    } catch (error) {
      setFailure(
        isApiError(error) && error.status === 404 ? t('notFound') : isApiError(error) && error.status === 429 ? t('tooMany') : t('failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  /** After an addition: the event again, so its history shows it (the old view stays on failure). */
  async function refresh(shown: FollowUpView) {
    try {
      setView(await lookupFollowUp(shown.id, foundWith));
    } catch {
      // the addition's own message already says it was added
    }
  }

  if (view) {
    return (
      <Stack gap="5" maxW="2xl" mx="auto" w="full">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Card.Root as="section" aria-labelledby="follow-up-result">
          <Card.Header>
            <Heading as="h2" size="lg" id="follow-up-result">
              {t('result', { id: view.id })}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="dl" gap="3">
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('status')}
                </Text>
                <Box as="dd" m="0">
                  <Badge colorPalette={view.closed ? 'gray' : 'green'} size="lg">
                    {names.status(view.statusCode, view.statusName)}
                  </Badge>
                  {view.closed && (
                    <Text fontSize="sm" mt="1">
                      {t('closed')}
                    </Text>
                  )}
                </Box>
              </Box>
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('category')}
                </Text>
                <Text as="dd" m="0">{`${view.categoryName} · ${view.subcategoryName} · ${view.classificationName}`}</Text>
              </Box>
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('place')}
                </Text>
                <Text as="dd" m="0">
                  {t('placeValue', { commune: view.commune, km: view.kilometer, direction: t(`direction.${view.orientation}`) })}
                </Text>
              </Box>
              <Box>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {t('reportedAt')}
                </Text>
                <Text as="dd" m="0">
                  <time dateTime={view.dateEvent}>{formatDateTime(view.dateEvent, i18n.language)}</time> (
                  {formatAge(view.dateEvent, i18n.language, now)})
                </Text>
              </Box>
            </Stack>
            <Heading as="h3" size="md" mt="6" mb="2" id="follow-up-history">
              {t('history')}
            </Heading>
            <Stack as="ol" aria-labelledby="follow-up-history" gap="3" m="0" ps="4">
              {view.history.map((h, i) => (
                <Box as="li" key={`${h.at}-${i}`}>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(h.at, i18n.language)}
                  </Text>
                  <Text fontWeight="semibold">
                    {t(`kinds.${h.kind}`, { status: h.statusCode ? names.status(h.statusCode, h.statusName) : (h.statusName ?? '') })}
                  </Text>
                  {h.comment && <Text>{h.comment}</Text>}
                </Box>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        {!view.closed && (
          <Suspense fallback={null}>
            <AddInformation id={view.id} email={foundWith} onAdded={() => refresh(view)} />
          </Suspense>
        )}
        <Button variant="outline" alignSelf="flex-start" onClick={() => setView(null)}>
          {t('newSearch')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5" maxW="md" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <FormField label={t('number')} required invalid={Boolean(errors.id)} errorText={errors.id}>
                <Input name="id" inputMode="numeric" autoComplete="off" value={id} onChange={(e) => setId(e.target.value)} />
              </FormField>
              <FormField label={t('email')} required invalid={Boolean(errors.email)} errorText={errors.email}>
                <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              </FormField>
              {failure && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Root>
              )}
              <Button type="submit" loading={busy} alignSelf="flex-start">
                {t('submit')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
