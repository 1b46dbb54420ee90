import { FORM_PAGE, isFormPage, isOfflineLookup, lookupUrls } from './sw-routes';

const ORIGIN = 'https://vigia.test';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

it('treats only /event/form as the page kept for offline visits', () => {
  expect(isFormPage(at(FORM_PAGE))).toBe(true);
  expect(isFormPage(at('/event/form?x=1'))).toBe(true);
  expect(isFormPage(at('/event/other'))).toBe(false);
});

it('keeps the public look-ups the form needs, and nothing else of the API', () => {
  for (const path of [
    '/api/ticket/category',
    '/api/ticket/category/3/subcategories',
    '/api/ticket/category/subcategories/31/classifications',
    '/api/location/reference',
  ])
    expect({ path, kept: isOfflineLookup(at(path), ORIGIN) }).toEqual({ path, kept: true });
  for (const path of ['/api/ticket', '/api/ticket/12', '/api/ticket/follow-up', '/api/location/km', '/api/user/me'])
    expect({ path, kept: isOfflineLookup(at(path), ORIGIN) }).toEqual({ path, kept: false });
  expect(isOfflineLookup(at('/api/ticket/category', 'https://other.test'), ORIGIN)).toBe(false);
});

it('lists the look-ups that warm the cache from the ids of categories and subcategories', () => {
  expect(lookupUrls([1, 2], [11])).toEqual([
    '/api/ticket/category/1/subcategories',
    '/api/ticket/category/2/subcategories',
    '/api/ticket/category/subcategories/11/classifications',
  ]);
});
