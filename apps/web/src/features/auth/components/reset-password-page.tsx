import { AuthCard } from "../../../components/auth-card";

export function ResetPasswordPage() {
  return <AuthCard title="Reset Password" lead="Choose a new password for your account." />;
}
