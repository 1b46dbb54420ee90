import common from './common';
import auth from './auth';
import layout from './layout';
import validation from './validation';
import eventForm from './eventForm';
import events from './events';
import assignments from './assignments';
import notifications from './notifications';
import dashboard from './dashboard';
import reports from './reports';
import users from './users';
import errors from './errors';
import followUp from './followUp';
import settings from './settings';
import crew from './crew';
import dispatch from './dispatch';
import shiftLog from './shiftLog';
import works from './works';

export default {
  common,
  auth,
  layout,
  validation,
  eventForm,
  events,
  assignments,
  notifications,
  dashboard,
  reports,
  users,
  errors,
  followUp,
  settings,
  crew,
  dispatch,
  shiftLog,
  works,
};
