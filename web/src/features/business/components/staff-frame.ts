import type { ReactNode } from 'react';

/**
 * What staff's business screens get from their route: the admin area's header (its title, the links
 * to the other staff screens, Logout), which lives in the admin feature that this one cannot import.
 */
export interface StaffFrame {
  renderHeader: (title: string) => ReactNode;
}
