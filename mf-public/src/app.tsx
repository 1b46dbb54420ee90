import type { PublicAppProps } from '@vigia/remote-contract';
import { PublicEventForm } from '@vigia/event-form';
import { FollowUpScreen } from '@vigia/follow-up';

/** `mf_public/App`: the public pages — the event report form (SPEC §2) and the reporter follow-up. */
export default function PublicApp({ variant, initialCategories }: PublicAppProps) {
  return variant === 'follow-up' ? <FollowUpScreen /> : <PublicEventForm variant={variant} initialCategories={initialCategories} />;
}
