// Public follow-up (issue 34): the event number with its secret follow-up token is the proof of
// who asks. Both come from the URL (the link on the success screen and in the reporter's mail:
// `?id=<n>&token=<t>`) or from the links this browser kept when it sent the report. Without one,
// the page lists the kept links ("Mis reportes") and offers to mail the link (number + e-mail).
import { Suspense, lazy, useEffect, useState } from 'react';
import { isApiError, lookupFollowUp } from '@vigia/api-client';
import type { FollowUpView } from '@vigia/domain';
import { Box, Button, Heading, LoadingState, Stack, Text } from '@vigia/design-system';
import { keepFollowUpLink, keptFollowUpToken } from '@vigia/event-form/follow-up-links';
import { useTranslation } from '@vigia/i18n';
import { FollowUpResult } from './follow-up-result';
import { LinkRequestForm } from './link-request-form';
import { MyReports } from './my-reports';
import { FailureAlert } from './page-parts';
import { PRIVACY_NOTICE_ANCHOR, PrivacyNotice } from './privacy-notice';

// Shown only once an open event is found: its form rules (yup), photo handling and progress bar
// stay out of the public page's first load.
const AddInformation = lazy(() =>
  import(/* webpackChunkName: "follow-up-add-information" */ './add-information').then((m) => ({ default: m.AddInformation })),
);

// The reporter's rights (issue 40 item 4): loaded once an event is found, like the additions.
const PersonalDataSection = lazy(() =>
  import(/* webpackChunkName: "follow-up-personal-data" */ './personal-data-section').then((m) => ({ default: m.PersonalDataSection })),
);

interface Credentials {
  id: number;
  token: string;
}

/** `?id=<n>&token=<t>` of the link; without a token, the one this browser kept for that number. */
function fromLink(): { id: string; credentials: Credentials | null } {
  if (typeof window === 'undefined') return { id: '', credentials: null };
  const query = new URLSearchParams(window.location.search);
  const raw = query.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? raw : '';
  if (!id) return { id: '', credentials: null };
  const token = query.get('token')?.trim() || keptFollowUpToken(Number(id));
  return { id, credentials: token ? { id: Number(id), token } : null };
}

export function FollowUpScreen() {
  const { t } = useTranslation('followUp');
  const [link] = useState(fromLink);
  const [credentials, setCredentials] = useState<Credentials | null>(link.credentials);
  const [view, setView] = useState<FollowUpView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!credentials) return;
    let current = true;
    lookupFollowUp(credentials.id, credentials.token).then(
      (found) => {
        // A link that worked is kept, so this browser finds it again without the URL.
        keepFollowUpLink(credentials.id, credentials.token, { category: found.categoryName, dateEvent: found.dateEvent });
        if (current) setView(found);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(
          isApiError(error) && error.status === 404
            ? t('notFound')
            : isApiError(error) && error.status === 429
              ? t('tooMany')
              : t('failed'),
        );
        setCredentials(null);
      },
    );
    return () => {
      current = false;
    };
  }, [credentials, t]);

  /** After an addition: the event again, so its history shows it (the old view stays on failure). */
  async function refresh(shown: FollowUpView, token: string) {
    try {
      setView(await lookupFollowUp(shown.id, token));
    } catch {
      // the addition's own message already says it was added
    }
  }

  const title = (
    <Heading as="h1" size="2xl">
      {t('title')}
    </Heading>
  );

  if (view && credentials) {
    return (
      <Stack gap="5" maxW="2xl" mx="auto" w="full">
        {title}
        <FollowUpResult view={view} />
        {!view.closed && (
          <Suspense fallback={null}>
            <AddInformation id={view.id} token={credentials.token} onAdded={() => refresh(view, credentials.token)} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <PersonalDataSection id={view.id} token={credentials.token} />
        </Suspense>
        <Button
          variant="outline"
          alignSelf="flex-start"
          onClick={() => {
            setView(null);
            setCredentials(null);
          }}
        >
          {t('newSearch')}
        </Button>
        <MyReports />
      </Stack>
    );
  }

  if (credentials) {
    return (
      <Stack gap="5" maxW="md" mx="auto" w="full">
        {title}
        <LoadingState label={t('loading')} />
      </Stack>
    );
  }

  return (
    <Stack gap="5" maxW="md" mx="auto" w="full">
      <Stack gap="1">
        {title}
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      {failure && <FailureAlert>{failure}</FailureAlert>}
      <MyReports />
      <LinkRequestForm initialId={link.id} />
      <details id={PRIVACY_NOTICE_ANCHOR} open={window.location.hash === `#${PRIVACY_NOTICE_ANCHOR}`}>
        <summary>
          <Text as="span" fontWeight="semibold">
            {t('privacy.notice.more')}
          </Text>
        </summary>
        <Box pt="2">
          <PrivacyNotice />
        </Box>
      </details>
    </Stack>
  );
}
