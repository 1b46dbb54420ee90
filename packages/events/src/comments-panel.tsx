// Comments of an event: newest first with author and time; staff (not INSPECTOR) can add one.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { createComment, isApiError, listComments } from '@vigia/api-client';
import type { Comment } from '@vigia/domain';
import { Box, Button, ErrorState, FormField, Heading, LoadingState, Stack, Text, Textarea, notify } from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { formatDateTime } from './format';

const PAGE = 10;
const MAX = 1000;

export function CommentsPanel({ ticketId, canComment, onAdded }: { ticketId: number; canComment: boolean; onAdded?: () => void }) {
  const { t, i18n } = useTranslation('events');
  const uid = useId();
  const [items, setItems] = useState<Comment[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [reload, setReload] = useState(0);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let active = true;
    if (page === 0) setStatus('loading');
    listComments(ticketId, { page, size: PAGE }).then(
      (data) => {
        if (!active) return;
        setItems((prev) => (page === 0 ? data.content : [...prev, ...data.content.filter((c) => !prev.some((p) => p.id === c.id))]));
        setTotal(data.total);
        setStatus('ready');
      },
      () => active && setStatus('error'),
    );
    return () => {
      active = false;
    };
  }, [ticketId, page, reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (!comment) {
      setError(t('validation:required', { defaultValue: 'Este campo es requerido' }));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const saved = await createComment(ticketId, comment);
      setItems((prev) => [saved, ...prev]);
      setTotal((n) => n + 1);
      setText('');
      notify.success(t('errors:commentSaved'));
      onAdded?.();
    } catch (e) {
      const message = isApiError(e) ? e.fieldErrors()['comment'] : undefined;
      if (message) setError(message);
      notify.error(t('comments.failed'), message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack as="section" gap="4" aria-labelledby={`${uid}-title`}>
      <Heading as="h2" size="lg" id={`${uid}-title`}>
        {t('comments.title')}
      </Heading>
      {canComment && (
        <form onSubmit={submit} noValidate>
          <Stack gap="2">
          <FormField label={t('comments.label')} invalid={Boolean(error)} errorText={error} helperText={`${text.length}/${MAX}`}>
            <Textarea value={text} onChange={(e) => setText(e.target.value)} placeholder={t('comments.placeholder')} maxLength={MAX} rows={3} />
          </FormField>
          <Box>
            <Button type="submit" loading={sending}>
              {t('comments.submit')}
            </Button>
          </Box>
          </Stack>
        </form>
      )}
      {status === 'loading' && <LoadingState label={t('common:loading')} />}
      {status === 'error' && <ErrorState message={t('comments.loadError')} retryLabel={t('common:retry')} onRetry={() => setReload((n) => n + 1)} />}
      {status === 'ready' && items.length === 0 && <Text color="fg.muted">{t('comments.empty')}</Text>}
      {status === 'ready' && items.length > 0 && (
        <Stack as="ol" aria-label={t('comments.listLabel')} gap="3" listStyleType="none" m="0" p="0">
          {items.map((c) => (
            <Box as="li" key={c.id} borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {c.authorName}
                </Text>{' '}
                · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, i18n.language)}</time>
              </Text>
              {/* Plain text, never HTML. */}
              <Text whiteSpace="pre-wrap" mt="1">
                {c.comment}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {status === 'ready' && items.length < total && (
        <Box>
          <Button variant="outline" size="sm" onClick={() => setPage(Math.floor(items.length / PAGE))}>
            {t('comments.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
