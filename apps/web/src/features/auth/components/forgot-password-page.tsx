import { AuthCard } from "../../../components/auth-card";

export function ForgotPasswordPage() {
  return <AuthCard title="Forgot Password" lead="We will e-mail you a link to choose a new password." />;
}
