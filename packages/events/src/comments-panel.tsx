// Comments of an event: newest first with author, time and audience; staff (not INSPECTOR) can add
// one. A comment is internal (the team) unless its author makes it public: only public ones reach
// the reporter's follow-up page and mail (issue 23). Staff may start from a response template.
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { createComment, isApiError, listComments } from '@vigia/api-client';
import { queryKeys, useQuery, useQueryClient } from '@vigia/api-client/query';
import { COMMENT_VISIBILITIES, type Comment, type CommentVisibility, type Paged } from '@vigia/domain';
import {
  Badge,
  Box,
  Button,
  ErrorState,
  FormField,
  HStack,
  Heading,
  LoadingState,
  Stack,
  Text,
  Textarea,
  notify,
} from '@vigia/design-system';
import { useTranslation } from '@vigia/i18n';
import { createValidationMessages } from '@vigia/i18n/validation';
import { formatDateTime } from './format';
import { StaffTemplatePicker } from './staff-template-picker';

const PAGE = 10;
const MAX = 1000;

/** The comments shown: the newest pages read so far. */
interface Shown {
  items: Comment[];
  total: number;
}

/** `more` after `shown`; a comment added meanwhile shifts the pages, so one may repeat. */
const append = (shown: Shown, more: Paged<Comment>): Shown => ({
  items: [...shown.items, ...more.content.filter((c) => !shown.items.some((p) => p.id === c.id))],
  total: more.total,
});

/** `body` inserted at the caret (after the text when the field was never used), within `max`. */
function insertText(text: string, body: string, caret: { start: number; end: number } | null, max: number) {
  const start = caret ? Math.min(caret.start, text.length) : text.length;
  const end = caret ? Math.min(Math.max(caret.end, start), text.length) : text.length;
  const before = text.slice(0, start);
  const glue = before && !/\s$/.test(before) ? '\n' : '';
  const inserted = (before + glue + body).slice(0, max);
  return { text: (inserted + text.slice(end)).slice(0, max), caret: inserted.length };
}

export function CommentsPanel({
  ticketId,
  canComment,
  templates = false,
}: {
  ticketId: number;
  canComment: boolean;
  /** Offer the response templates (staff who answer reporters: not INSPECTOR nor DRIVER). */
  templates?: boolean;
}) {
  const { t, i18n } = useTranslation('events');
  const uid = useId();
  const queryClient = useQueryClient();
  const key = queryKeys.tickets.comments(ticketId);
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<CommentVisibility>('INTERNAL');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Where the author left the caret, and where to put it after a template is inserted.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const placeCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = textRef.current;
    if (placeCaret.current === null || !el) return;
    el.focus();
    el.setSelectionRange(placeCaret.current, placeCaret.current);
    placeCaret.current = null;
  }, [text]);

  const insertTemplate = (body: string) => {
    const next = insertText(text, body, caret.current, MAX);
    setText(next.text);
    caret.current = { start: next.caret, end: next.caret };
    placeCaret.current = next.caret;
    setError(undefined);
    // A template answers the reporter: public, which the author can still change.
    setVisibility('PUBLIC');
  };
  // The first page is the query (read again when the event changes); "more" appends to it.
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<Shown> => append({ items: [], total: 0 }, await listComments(ticketId, { page: 0, size: PAGE })),
  });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const failed = query.isError || moreFailed;
  const status = failed ? (query.isFetching || loadingMore ? 'loading' : 'error') : query.isPending ? 'loading' : 'ready';
  const update = (change: (shown: Shown) => Shown) => queryClient.setQueryData<Shown>(key, (shown) => shown && change(shown));

  const more = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await listComments(ticketId, { page: Math.floor(items.length / PAGE), size: PAGE });
      update((shown) => append(shown, next));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (!comment) {
      setError(createValidationMessages(t).required);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const saved = await createComment(ticketId, comment, visibility);
      // The new comment goes first without reading the list again; the history has a new entry.
      update((shown) => ({ items: [saved, ...shown.items], total: shown.total + 1 }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.tickets.history(ticketId) });
      setText('');
      caret.current = null;
      // Back to internal: a public comment is a choice made each time.
      setVisibility('INTERNAL');
      notify.success(t('errors:commentSaved'));
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
            {templates && <StaffTemplatePicker onInsert={insertTemplate} />}
            <FormField label={t('comments.label')} invalid={Boolean(error)} errorText={error} helperText={`${text.length}/${MAX}`}>
              <Textarea
                ref={textRef}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onSelect={(e) => {
                  caret.current = { start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd };
                }}
                placeholder={t('comments.placeholder')}
                maxLength={MAX}
                rows={3}
              />
            </FormField>
            {/* Native radios: two choices need no control machine, and they look like radios everywhere. */}
            <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
              <Box as="legend" fontSize="sm" fontWeight="medium" mb="1">
                {t('comments.visibility')}
              </Box>
              <HStack gap="5" wrap="wrap">
                {COMMENT_VISIBILITIES.map((v) => (
                  <HStack as="label" key={v} gap="2" cursor="pointer" minH="44px">
                    <input
                      type="radio"
                      name={`${uid}-visibility`}
                      value={v}
                      checked={visibility === v}
                      onChange={() => setVisibility(v)}
                      aria-describedby={`${uid}-audience`}
                      style={{ width: 18, height: 18, margin: 0, accentColor: 'currentColor' }}
                    />
                    <Text as="span">{t(`comments.visibilityOption.${v}`)}</Text>
                  </HStack>
                ))}
              </HStack>
            </Box>
            <Text id={`${uid}-audience`} fontSize="sm" color={visibility === 'PUBLIC' ? 'fg' : 'fg.muted'}>
              {t(`comments.audience.${visibility}`)}
            </Text>
            <Box>
              <Button type="submit" loading={sending}>
                {t(visibility === 'PUBLIC' ? 'comments.submitPublic' : 'comments.submit')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
      {status === 'loading' && <LoadingState label={t('common:loading')} />}
      {status === 'error' && (
        <ErrorState message={t('comments.loadError')} retryLabel={t('common:retry')} onRetry={() => void query.refetch()} />
      )}
      {status === 'ready' && items.length === 0 && <Text color="fg.muted">{t('comments.empty')}</Text>}
      {status === 'ready' && items.length > 0 && (
        <Stack as="ol" aria-label={t('comments.listLabel')} gap="3" listStyleType="none" m="0" p="0">
          {items.map((c) => (
            <Box as="li" key={c.id} borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" fontWeight="semibold" color="fg">
                  {/* The reporter wrote it on the follow-up page: said so, with the name on the event. */}
                  {c.authorKind === 'REPORTER'
                    ? c.authorName
                      ? t('comments.reporterNamed', { name: c.authorName })
                      : t('comments.reporter')
                    : c.authorName}
                </Text>{' '}
                · <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, i18n.language)}</time>{' '}
                <Badge colorPalette={c.visibility === 'PUBLIC' ? 'blue' : 'gray'} variant={c.visibility === 'PUBLIC' ? 'solid' : 'subtle'}>
                  {t(`comments.visibilityBadge.${c.visibility ?? 'INTERNAL'}`)}
                </Badge>
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
          <Button variant="outline" size="sm" loading={loadingMore} onClick={() => void more()}>
            {t('comments.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
