import { Link } from 'react-router-dom';
import { PublicPageFrame } from '@vigia/layout';
import { RemoteView } from '@vigia/remote-loader';
import type { PublicAppProps } from '@vigia/remote-contract';
import { publicLoader } from '../remotes';

/** /user/contact, /event/form and the stand-in for protected pages: the public form remote. */
export function PublicFormPage({ variant, signInNotice = false }: PublicAppProps & { signInNotice?: boolean }) {
  return (
    <PublicPageFrame signInNotice={signInNotice} linkComponent={Link}>
      <RemoteView<PublicAppProps> load={publicLoader} props={{ variant }} />
    </PublicPageFrame>
  );
}
