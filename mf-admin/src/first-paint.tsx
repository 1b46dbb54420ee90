// Run by this app's production build in Node (`firstPaint` in webpack.config.js): the files of its
// dashboard's first paint, with the header the shell draws (shell/src/routes/area-gate.tsx puts
// the notification bell in the layout's slot).
import { areaFirstPaintFiles } from '@vigia/layout/first-paint';
import { NotificationBell } from '@vigia/notifications';
import App from './app';

export default function firstPaint() {
  return areaFirstPaintFiles('admin', App, { HeaderActions: NotificationBell });
}
