// The one database schema, shared by PGlite and node-postgres, one file per area under schema/.
// Column names are snake_case; repositories map them to the API's camelCase names.
export * from './schema/accounts.ts';
export * from './schema/events.ts';
export * from './schema/rollups.ts';
export * from './schema/messages.ts';
export * from './schema/triage.ts';
export * from './schema/lifecycle.ts';
export * from './schema/location.ts';
export * from './schema/units.ts';
export * from './schema/call-taking.ts';
export * from './schema/control-room.ts';
export * from './schema/standards.ts';
export * from './schema/works.ts';
export * from './schema/privacy.ts';
export * from './schema/privacy-requests.ts';
export * from './schema/alerts.ts';
