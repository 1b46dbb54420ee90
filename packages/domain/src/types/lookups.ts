// The lookup lists: the category tree of the event form and the statuses.

export interface Category {
  id: number;
  code: string;
  name: string;
}

export interface Subcategory {
  id: number;
  name: string;
}

export interface Classification {
  id: number;
  name: string;
}

export interface Status {
  code: string;
  name: string;
}
