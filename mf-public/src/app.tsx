import type { PublicAppProps } from '@vigia/remote-contract';
import { PublicEventForm } from '@vigia/event-form';

/** `mf_public/App`: the public event report form (SPEC §2, event form screen). */
export default function PublicApp({ variant }: PublicAppProps) {
  return <PublicEventForm variant={variant} />;
}
