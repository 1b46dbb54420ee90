import type es from '../es/common';
import type { Shape } from '../shape';

export default {
  productDashboardTitle: '{{product}} Dashboard',
  loading: 'Loading…',
  retry: 'Retry',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  close: 'Close',
  edit: 'Edit',
  delete: 'Delete',
  back: 'Back',
  yes: 'Yes',
  no: 'No',
  search: 'Search',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  actions: 'Actions',
  empty: 'There is nothing to show',
  closeNotification: 'Close notification',
  pagination: {
    nav: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    total: 'Total: {{total}}',
    totalCapped: 'Total: more than {{total}} (narrow the search)',
  },
  theme: {
    label: 'Theme',
    names: {
      PureLightTheme: 'Pure light',
      GreyGooseTheme: 'Grey goose',
      PurpleFlowTheme: 'Purple flow',
      NebulaFighterTheme: 'Nebula fighter',
      DarkSpacesTheme: 'Dark spaces',
      GreenFieldsTheme: 'Green fields',
    },
  },
  language: {
    label: 'Language',
    names: { es: 'Español', en: 'English' },
  },
} satisfies Shape<typeof es>;
