// Run by this app's production build in Node (`firstPaint` in webpack.config.js): the files of its
// dashboard's first paint. No header action: the area has no notifications screen, so no bell.
import { areaFirstPaintFiles } from '@vigia/layout/first-paint';
import App from './app';

export default function firstPaint() {
  return areaFirstPaintFiles('inspector', App);
}
