// One chunk name for both imports of the public form page (app-routes.tsx and prefetch.ts).
export const loadPublicFormPage = () => import(/* webpackChunkName: "public-form-page" */ './public-form-page');
