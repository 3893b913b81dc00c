/** The company page (/about), where the leadership is introduced, each person with an anchor of their own. */
export const ABOUT_PATH = '/about';

/** The id of a person's card on the About page: their name in lower case, words joined by hyphens. */
export function personAnchor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A person's place on the About page: what articles' authors link to. */
export const personPath = (name: string) => `${ABOUT_PATH}#${personAnchor(name)}`;

/** Someone of the leadership, as the About page shows them. */
export interface Person {
  name: string;
  role: string;
  bio: string;
}

/** The people a page's view data introduces (the About page's leadership); none for other views. */
export function peopleOf(data: unknown): readonly Person[] {
  return data && typeof data === 'object' && 'team' in data && Array.isArray(data.team) ? (data.team as Person[]) : [];
}
