// "Send me the link" (issue 34): the number and the e-mail are no proof of who asks, so they only
// make the server mail the follow-up link to the reporter. The answer is the same whether or not
// they match, and so is the confirmation shown here.
import { useState, type FormEvent } from 'react';
import { isApiError, requestFollowUpLink } from '@vigia/api-client';
import { Alert, Button, Card, FormField, Heading, Input, Stack, Text } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { FailureAlert } from './page-parts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LinkRequestForm({ initialId }: { initialId: string }) {
  const { t } = useTranslation('followUp');
  const m = createValidationMessages(t);
  const [id, setId] = useState(initialId);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ id?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

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
    setSent(false);
    try {
      await requestFollowUpLink(number, email.trim());
      setSent(true);
    } catch (error) {
      setFailure(isApiError(error) && error.status === 429 ? t('tooMany') : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="follow-up-request">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="md" id="follow-up-request">
                {t('request.title')}
              </Heading>
              <Text color="fg.muted">{t('request.intro')}</Text>
            </Stack>
            <FormField label={t('number')} required invalid={Boolean(errors.id)} errorText={errors.id}>
              <Input name="id" inputMode="numeric" autoComplete="off" value={id} onChange={(e) => setId(e.target.value)} />
            </FormField>
            <FormField label={t('email')} required invalid={Boolean(errors.email)} errorText={errors.email}>
              <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            {sent && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Description>{t('request.sent')}</Alert.Description>
              </Alert.Root>
            )}
            {failure && <FailureAlert>{failure}</FailureAlert>}
            <Button type="submit" loading={busy} alignSelf="flex-start">
              {t('request.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
