export interface NavItem {
  label: string;
  to: string;
  /** Active only on exactly this path, not below it (the home of a section, like "/" or "/admin"). */
  end?: boolean;
}

export const publicNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about-us" },
  { label: "Fees", to: "/fees" },
  { label: "Help", to: "/help" },
  { label: "Contact Us", to: "/contact-us" },
];

export const signedInNav: NavItem[] = [
  { label: "Dashboard", to: "/dashboard" },
  { label: "Transactions", to: "/transactions" },
  { label: "Send Money", to: "/send-money" },
  { label: "Help", to: "/help" },
  { label: "Contact Us", to: "/contact-us" },
];

export const profileMenu: NavItem[] = [
  { label: "My Profile", to: "/profile" },
  { label: "Security", to: "/security" },
  { label: "Payment Methods", to: "/payment-methods" },
  { label: "Need Help?", to: "/help" },
];
