import { lazy, Suspense } from 'react';
import type { PublicAppProps } from '@vigia/remote-contract';
import { PublicEventForm } from '@vigia/event-form';

// The follow-up page is never rendered on the server and is not the form: fetched when shown, it
// leaves the form's first load (bench/README.md, issue 36).
const FollowUpScreen = lazy(() => import('@vigia/follow-up').then((m) => ({ default: m.FollowUpScreen })));

/** `mf_public/App`: the public pages — the event report form (SPEC §2) and the reporter follow-up. */
export default function PublicApp({ variant, initialCategories }: PublicAppProps) {
  return variant === 'follow-up' ? (
    <Suspense fallback={null}>
      <FollowUpScreen />
    </Suspense>
  ) : (
    <PublicEventForm variant={variant} initialCategories={initialCategories} />
  );
}
