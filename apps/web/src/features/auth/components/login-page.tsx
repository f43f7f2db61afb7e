import { AuthCard } from "../../../components/auth-card";

export function LoginPage() {
  return <AuthCard title="Sign In" lead="Sign in with your email address or account number." />;
}
