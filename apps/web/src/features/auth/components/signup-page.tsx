import { AuthCard } from "../../../components/auth-card";

export function SignupPage() {
  return <AuthCard title="Sign Up" lead="Open your free account in a few minutes." />;
}
