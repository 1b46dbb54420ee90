// Reports: the dashboards' statistics, the highway strip and the monthly downloads.

/** GET /api/report/{type}: the monthly reports. */
export const REPORT_TYPES = ['events', 'closed', 'summary', 'lifecycle'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
