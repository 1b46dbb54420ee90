// One date and time form everywhere (es-CL 24 h, four-digit years, Chile's time zone): @vigia/i18n.
export { formatDateTime } from '@vigia/i18n';
