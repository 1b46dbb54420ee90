import type es from '../es/reports';
import type { Shape } from '../shape';

export default {
  title: 'Reports',
  intro: 'Download a monthly spreadsheet of the events your profile may see.',
  type: 'Report type',
  types: {
    events: 'Events of the month (every field and status history)',
    closed: 'Closed events of the month',
    summary: 'Monthly summary by category, commune, status and direction',
    lifecycle: 'Inspector’s report: milestones, times, targets and history of each event, with a summary by severity',
  },
  month: 'Month',
  year: 'Year',
  format: 'Format',
  formats: { xlsx: 'Excel (XLSX)', csv: 'CSV' },
  months: {
    '1': 'January',
    '2': 'February',
    '3': 'March',
    '4': 'April',
    '5': 'May',
    '6': 'June',
    '7': 'July',
    '8': 'August',
    '9': 'September',
    '10': 'October',
    '11': 'November',
    '12': 'December',
  },
  download: 'Download report',
  downloading: 'Downloading report…',
  progress: 'Download progress',
  downloaded: 'Report downloaded: {{file}}',
  failed: 'The report could not be downloaded. Please try again.',
  masked: 'For your profile, personal data (name, RUT, phone, e-mail, plate and address) is masked.',
} satisfies Shape<typeof es>;
