import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface NavItem {
  /** Shown translated (`i18n._(label)`). */
  label: MessageDescriptor;
  to: string;
  /** Active only on exactly this path, not below it (the home of a section, like "/" or "/admin"). */
  end?: boolean;
  /** Other pages of the same section, under which the link is active too. */
  also?: string[];
}

export const publicNav: NavItem[] = [
  { label: msg`Home`, to: "/" },
  { label: msg`About Us`, to: "/about-us" },
  { label: msg`Fees`, to: "/fees" },
  { label: msg`Help`, to: "/help" },
  { label: msg`Contact Us`, to: "/contact-us" },
];
