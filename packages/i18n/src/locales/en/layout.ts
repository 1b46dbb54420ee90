import type es from '../es/layout';
import type { Shape } from '../shape';

export default {
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    events: 'Events',
    reports: 'Reports',
    assignments: 'Event queue',
    notifications: 'Notifications',
    users: 'Users',
    settings: 'Settings',
    board: 'Board',
    units: 'Units',
    log: 'Shift log',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    user: 'User menu',
  },
  signOut: 'Sign out',
  signOutEverywhere: {
    open: 'Sign out on every device',
    title: 'Sign out on every device?',
    description: 'Sessions open on other phones and computers will be closed too. You will have to sign in again on each.',
    confirm: 'Close every session',
    failed: 'The sessions could not be closed. Check your connection and try again.',
  },
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
  areaTitle: {
    driver: 'Driver',
    operator: 'Control room',
    supervisor: 'Supervision',
    inspector: 'Inspection',
    admin: 'Administration',
  },
  noArea: {
    title: 'Your account has no area assigned',
    text: 'Ask an administrator to give you a role to use the platform.',
  },
  publicTagline: 'Route 5 · km 410 to 580',
  signIn: 'Sign in',
  signInNotice: {
    title: 'This page requires signing in',
    text: 'Meanwhile you can report an event with this form.',
  },
  publicNav: {
    label: 'Public pages',
    report: 'Report an event',
    followUp: 'Follow an event',
    roadStatus: 'Road status',
  },
  preferences: {
    open: 'Preferences',
    title: 'Preferences',
    emailNotifications: 'E-mail me about assignments',
    hint: 'We will e-mail you when an event is assigned to you.',
    saved: 'Preferences saved',
    failed: 'The preferences could not be saved',
    loadError: 'The preferences could not be loaded.',
    close: 'Close',
  },
  pageTitle: {
    format: '{{title}} · Vigía',
    withCount: '({{count}}) {{title}} · Vigía',
    dashboard: 'Dashboard',
    event: 'Event {{id}}',
    newEvent: 'New event',
  },
  connection: {
    offline: 'Offline — data from {{time}}',
    offlineNoData: 'Offline',
    hint: 'What you see may be out of date. It refreshes by itself when the connection returns.',
    retry: 'Retry now',
  },
} satisfies Shape<typeof es>;
