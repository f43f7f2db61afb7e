import { AuthCard } from "../../../components/auth-card";

export function OtpVerificationPage() {
  return <AuthCard title="Verify Your Email" lead="Enter the code we sent to your email address." />;
}
