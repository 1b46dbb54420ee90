// What the shell hands to a remote. Session, API client, theme and i18n are shared singletons
// (see packages/tooling/webpack/federation-shared.js), so they flow through context, not props.
import type { Area, Category } from '@vigia/domain';

/** Props of `mf_<area>/App`: renders the area's relative <Routes> under the shell's router. */
export interface AreaAppProps {
  area: Area;
  /** Where the area is mounted, e.g. `/driver`. */
  basePath: string;
}

/** Props of `mf_public/App`: the public event form. */
export interface PublicAppProps {
  /**
   * `contact` is the /user/contact page; `form` is /event/form and the stand-in for protected
   * pages; `follow-up` is /event/follow-up, where a reporter checks an event's status.
   */
  variant: 'contact' | 'form' | 'follow-up';
  /** Categories already in the page (mf-public's server-rendered page): the form shows at once. */
  initialCategories?: Category[];
}

export type AreaApp = (props: AreaAppProps) => React.ReactNode;
export type PublicApp = (props: PublicAppProps) => React.ReactNode;
