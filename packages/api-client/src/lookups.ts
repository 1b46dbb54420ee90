import type { Category, Classification, OperatorSummary, Status, Subcategory } from '@vigia/domain';
import { lookup } from '@vigia/api-client/core';

export function getCategories(): Promise<Category[]> {
  return lookup<Category[]>('/api/ticket/category', []);
}

export function getStatuses(): Promise<Status[]> {
  return lookup<Status[]>('/api/ticket/status', []);
}

export function getOperators(): Promise<OperatorSummary[]> {
  return lookup<OperatorSummary[]>('/api/profile/operator', []);
}

export function getSubcategories(categoryId: number): Promise<Subcategory[]> {
  return lookup<Subcategory[]>(`/api/ticket/category/${categoryId}/subcategories`, []);
}

export function getClassifications(subcategoryId: number): Promise<Classification[]> {
  return lookup<Classification[]>(`/api/ticket/category/subcategories/${subcategoryId}/classifications`, []);
}
