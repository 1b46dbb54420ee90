// The api-client as the event form's tests see it: the network is stubbed at this boundary, while
// ApiError stays real. Used as `jest.mock('@vigia/api-client', () => jest.requireActual(…))`.
import type * as ApiClient from '@vigia/api-client';

const actual = jest.requireActual<typeof ApiClient>('@vigia/api-client');

export const ApiError = actual.ApiError;
export const isApiError = actual.isApiError;
export const conflictTicket = actual.conflictTicket;
export const getCategories = jest.fn();
export const getSubcategories = jest.fn();
export const getClassifications = jest.fn();
export const getStatuses = jest.fn();
export const createTicket = jest.fn();
export const updateTicket = jest.fn();
export const patchTicket = jest.fn();
export const getTicket = jest.fn();
export const uploadAttachment = jest.fn();
export const findPossibleDuplicates = jest.fn();
export const listActiveWorks = jest.fn();
export const listCloseReasons = jest.fn();
export const getLocationReference = jest.fn();
