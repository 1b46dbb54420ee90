import type es from '../es/layout';
import type { Shape } from '../shape';

export default {
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    events: 'Events',
    reports: 'Reports',
    assignments: 'Assignments',
    notifications: 'Notifications',
    users: 'Users',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    user: 'User menu',
  },
  signOut: 'Sign out',
  version: 'Version {{version}}',
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or was moved.',
    back: 'Back to home',
  },
  remoteError: {
    title: 'This section could not be loaded',
    text: 'It may be a connection problem or an update in progress. Try again in a few seconds.',
    retry: 'Retry',
  },
} satisfies Shape<typeof es>;
