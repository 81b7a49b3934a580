import { ContactSearchBox } from './ContactSearchBox';

/** The navbar's small search dropdown. */
export function TopSearch() {
  return <ContactSearchBox size="small" />;
}
