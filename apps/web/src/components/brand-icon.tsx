import type { BrandIcon as BrandIconName } from "@larkspur/shared/brand";
import {
  CreditCard,
  Globe,
  HandCoins,
  Landmark,
  Laptop,
  Lock,
  type LucideIcon,
  Megaphone,
  MousePointerClick,
  PiggyBank,
  Send,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
  UserPlus,
  UserRound,
  Users,
  Wallet,
  Zap,
} from "lucide-react";

const icons: Record<BrandIconName, LucideIcon> = {
  "mouse-pointer-click": MousePointerClick,
  zap: Zap,
  "piggy-bank": PiggyBank,
  "shield-check": ShieldCheck,
  laptop: Laptop,
  "shopping-bag": ShoppingBag,
  store: Store,
  megaphone: Megaphone,
  send: Send,
  "hand-coins": HandCoins,
  users: Users,
  "shopping-cart": ShoppingCart,
  "user-plus": UserPlus,
  globe: Globe,
  landmark: Landmark,
  "user-round": UserRound,
  "credit-card": CreditCard,
  lock: Lock,
  wallet: Wallet,
};

/** The icon the brand file names, drawn from the one icon set the app uses. */
export function BrandIcon({ name, className = "size-6" }: { name: BrandIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" strokeWidth={1.75} />;
}
